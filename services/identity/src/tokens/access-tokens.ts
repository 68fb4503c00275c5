import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, SERVICE_CONFIG } from '@classhub/nest-kit';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { IdentityConfig } from '../config/identity.config.js';
import type { UserRow } from '../users/user.entity.js';
import { SigningKeys } from './signing-keys.js';

/** Issues short-lived access tokens. They carry who the user is, never the role (read fresh on every request). */
@Injectable()
export class AccessTokens {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly keys: SigningKeys,
  ) {}

  /** `email_verified`: false while the address is unproved; payments refuses such a caller's checkout (decision 0037). */
  async issue(user: Pick<UserRow, 'id' | 'email' | 'name' | 'emailVerified'>): Promise<string> {
    await this.keys.load();
    const { kid, privateKey } = this.keys.signingKey();
    return new SignJWT({ email: user.email, name: user.name, email_verified: user.emailVerified })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.config.ACCESS_TOKEN_TTL_SECONDS}s`)
      .setJti(randomUUID())
      .sign(privateKey);
  }
}

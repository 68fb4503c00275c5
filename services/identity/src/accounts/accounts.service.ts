import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES, tooManySignInAttemptsMessage, type LoginRequest, type RegisterRequest } from '@classhub/contracts';
import { conflict, DRIZZLE, notSignedIn, tooManyRequests } from '@classhub/nest-kit';
import type { IdentityDb } from '../db/identity-db.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import type { UserRow } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { LoginThrottle } from './login-throttle.js';

export interface SignedIn {
  user: UserRow;
  /** The new session's refresh token, for the cookie. */
  sessionToken: string;
}

/** Thrown (and answered 429 with Retry-After) while sign-ins for an account or from an IP are blocked. */
export class SignInThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManySignInAttemptsMessage(retryAfterSeconds));
  }

  toHttpException() {
    return tooManyRequests(this.message);
  }
}

/** Email-and-password accounts: sign-up and sign-in (each starts a session). */
@Injectable()
export class AccountsService {
  private dummyHash?: Promise<string>;

  constructor(
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
  ) {}

  /** `input` is validated and normalised (registerRequestSchema). 409 when the email already has an account. */
  async register(input: Required<RegisterRequest>): Promise<SignedIn> {
    if (await this.users.findByEmail(input.email)) throw conflict(IDENTITY_MESSAGES.emailTaken);
    const passwordHash = await this.hasher.hash(input.password);
    const signedIn = await this.db.transaction(async (tx) => {
      const user = await this.users.create(tx, { name: input.name, email: input.email, photo: input.photo, passwordHash });
      if (!user) return undefined;
      return { user, sessionToken: await this.sessions.start(user.id, tx) };
    });
    if (!signedIn) throw conflict(IDENTITY_MESSAGES.emailTaken);
    this.users.publishSoon();
    return signedIn;
  }

  /**
   * One answer for every failure (unknown email, wrong password, Google-only account), in about the same time,
   * so the endpoint does not reveal which emails have accounts.
   */
  async login(input: Required<LoginRequest>, email: string, ip: string): Promise<SignedIn> {
    const retryAfter = await this.throttle.retryAfterSeconds(email, ip);
    if (retryAfter > 0) throw new SignInThrottledError(retryAfter);

    const user = await this.users.findByEmail(email);
    const valid = user?.passwordHash
      ? await this.hasher.verify(user.passwordHash, input.password)
      : await this.hasher.verify(await this.dummy(), input.password).then(() => false);
    if (!user || !valid) {
      await this.throttle.recordFailure(email, ip);
      throw notSignedIn(IDENTITY_MESSAGES.invalidCredentials);
    }
    await this.throttle.clearAccount(email);
    return { user, sessionToken: await this.sessions.start(user.id) };
  }

  // A real argon2id hash to verify against when there is none, so a miss costs what a wrong password costs.
  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash('not-a-real-password#1A');
    return this.dummyHash;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { UserRole } from '@classhub/contracts';
import { AccessTokenVerifier, bearerToken, ROLE_RESOLVER, type RoleResolver } from '@classhub/nest-kit';

/** Who reads a public answer that shows more to some callers: their id and current role. */
export interface Reader {
  id: string;
  role: UserRole;
}

/**
 * The caller of a public route, when one sent a valid token: the reviews list shows hidden reviews to admins and to
 * their author (decision 0043). A missing or bad token is an anonymous reader, never a refusal: the route is public.
 */
@Injectable()
export class OptionalCaller {
  constructor(
    private readonly verifier: AccessTokenVerifier,
    @Inject(ROLE_RESOLVER) private readonly roles: RoleResolver,
  ) {}

  async of(authorization: string | string[] | undefined): Promise<Reader | undefined> {
    const token = bearerToken(authorization);
    if (!token) return undefined;
    try {
      const { sub } = await this.verifier.verify(token);
      const role = await this.roles.roleOf(sub);
      return role ? { id: sub, role } : undefined;
    } catch {
      return undefined;
    }
  }
}

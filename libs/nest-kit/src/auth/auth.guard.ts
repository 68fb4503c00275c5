import {
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserRole } from '@classhub/contracts';
import { refusal } from '../http/http-errors.js';
import { AccessTokenVerifier, bearerToken, type AccessTokenClaims } from './access-token.verifier.js';
import { AUTH_ERRORS, ROLE_RESOLVER, type AuthenticatedUser, type RoleResolver } from './auth.constants.js';

export const ROLES_METADATA = 'classhub:roles';

// The caller is kept on the request under a symbol, so it cannot collide with a framework's own `user` field.
const CALLER = Symbol('classhub:caller');
type RequestWithCaller = { headers: Record<string, string | string[] | undefined>; [CALLER]?: AuthenticatedUser };

export function unauthorized(): UnauthorizedException {
  return refusal(
    () => new UnauthorizedException({ statusCode: 401, error: 'Unauthorized', message: AUTH_ERRORS.unauthorized }),
  );
}

export function forbidden(message: string = AUTH_ERRORS.forbidden): ForbiddenException {
  return refusal(() => new ForbiddenException({ statusCode: 403, error: 'Forbidden', message }));
}

/** The caller a guarded route was called by (set by `AuthGuard`). */
export function callerOf(request: unknown): AuthenticatedUser | undefined {
  return (request as RequestWithCaller)[CALLER];
}

/**
 * Admits a request with a valid bearer access token whose user exists, then checks `@Roles(...)` against the role
 * the service's `RoleResolver` reports now (never a role from the token). 401 without a valid token, 403 for a role.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly verifier: AccessTokenVerifier,
    @Inject(ROLE_RESOLVER) private readonly roles: RoleResolver,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithCaller>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    let claims: AccessTokenClaims;
    try {
      claims = await this.verifier.verify(token);
    } catch {
      throw unauthorized();
    }
    const role = await this.roles.roleOf(claims.sub);
    if (!role) throw unauthorized();
    request[CALLER] = {
      id: claims.sub,
      email: claims.email,
      name: claims.name,
      role,
      ...(claims.email_verified === false && { emailVerified: false }),
    };

    const allowed = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (allowed && allowed.length > 0 && !allowed.includes(role)) throw forbidden();
    return true;
  }
}

import type { UserRole } from '@classhub/contracts';

// The claims themselves live in contracts, so test token issuers can use them too.
export { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@classhub/contracts';

export const DEFAULT_IDENTITY_JWKS_URL = 'http://127.0.0.1:4101/.well-known/jwks.json';

export const AUTH_ERRORS = {
  unauthorized: 'Missing or invalid token',
  forbidden: 'You do not have permission to do this',
} as const;

/** The caller of a guarded route, as `@CurrentUser()` returns it; the role is the service's current one, asked on every request. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  /** False while the caller's address is not proved: they may browse and select, not pay (decision 0037). */
  emailVerified?: boolean;
}

/**
 * Where a service reads a user's current role. Tokens carry no role, so a promotion counts from the next request.
 * Identity reads its users table; other services keep a read model fed by `USER_ROLE_CHANGED_V1`.
 */
export interface RoleResolver {
  /** The user's role, or undefined when the user does not exist (the request is then refused with 401). */
  roleOf(userId: string): Promise<UserRole | undefined>;
}

/** Injection token of the service's `RoleResolver`. */
export const ROLE_RESOLVER = Symbol('ROLE_RESOLVER');

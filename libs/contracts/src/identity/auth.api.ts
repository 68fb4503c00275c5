import type * as z from 'zod/mini';
import type {
  accessTokenResponseSchema,
  authProvidersResponseSchema,
  authSessionResponseSchema,
  currentSessionResponseSchema,
  registerResponseSchema,
} from './identity.responses.js';
import type { UserDto } from './user.dto.js';

/** The signed-in user as the identity endpoints return it. */
export type AuthUser = UserDto;

/** POST /auth/login. */
export interface AuthSessionResponse extends z.output<typeof authSessionResponseSchema> {}

/** GET /auth/session (always 200): the holder of the session cookie, or null for a visitor without a session. */
export interface CurrentSessionResponse extends z.output<typeof currentSessionResponseSchema> {}

/** POST /auth/register (201): `insertedId` is the new user's id, so the shell greets a new user. */
export interface RegisterResponse extends z.output<typeof registerResponseSchema> {}

/** POST /jwt. */
export interface AccessTokenResponse extends z.output<typeof accessTokenResponseSchema> {}

/**
 * GET /auth/providers: which sign-in methods besides email and password this server offers. `demo`: the Google button
 * leads to the local demo OpenID provider (any email signs in), not to Google.
 */
export interface AuthProvidersResponse extends z.output<typeof authProvidersResponseSchema> {}

export interface FieldProblem {
  field: string;
  message: string;
}

/** Every error answer of the services: `message` is the first problem, `errors` lists each invalid field. */
export interface ApiErrorBody {
  statusCode: number;
  error?: string;
  message: string;
  errors?: FieldProblem[];
}

/** `postMessage` type the Google sign-in popup sends to its opener. */
export const GOOGLE_SIGN_IN_MESSAGE_TYPE = 'classhub:google';

/** What the Google popup posts to `window.opener` (target origin: the page's own origin) before it closes. */
export type GoogleSignInMessage =
  | { type: typeof GOOGLE_SIGN_IN_MESSAGE_TYPE; ok: true; isNewUser: boolean }
  | { type: typeof GOOGLE_SIGN_IN_MESSAGE_TYPE; ok: false; message: string };

/** The messages of the identity endpoints the shell may show or match. */
export const IDENTITY_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  notSignedIn: 'You are not signed in',
  googleNotConfigured: 'Google sign-in is not configured on this server',
  userExists: 'user already exists',
} as const;

/** "N seconds" under a minute, else whole minutes rounded up. */
function waitText(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** `Too many sign-in attempts. Try again in N seconds.` (or minutes) */
export function tooManySignInAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many sign-in attempts. Try again in ${waitText(retryAfterSeconds)}.`;
}

/** `Too many new accounts from your network. Try again in N minutes.` */
export function tooManySignUpsMessage(retryAfterSeconds: number): string {
  return `Too many new accounts from your network. Try again in ${waitText(retryAfterSeconds)}.`;
}

import type { Location } from '@classhub/routing';
import type { ForcedSignOutReason } from '@classhub/web-api';

/** What the login page tells a user the API signed out (the 401/403 rule of docs/product.md#signing-in). */
export const SIGN_OUT_NOTICES: Readonly<Record<ForcedSignOutReason, string>> = {
  sessionEnded: 'Your session ended. Please log in again to continue.',
  forbidden: "You don't have access to that page. Log in with an account that has access.",
};

/** Router state of a visit to /login: the page to return to and, after a forced sign-out, why it happened. */
export interface LoginRedirectState {
  from?: Location;
  signOutReason?: ForcedSignOutReason;
}

/**
 * The state to send a signed-out user to /login with. A page that refused the user (403) is never remembered, or
 * signing in again would go straight back and out again; any other page is, so the user picks up where they were.
 */
export function loginRedirectState(from: Location, reason: ForcedSignOutReason | null): LoginRedirectState {
  if (reason === 'forbidden') return { signOutReason: reason };
  return reason ? { from, signOutReason: reason } : { from };
}

/** The notice for the router state /login was opened with, if a forced sign-out sent the user there. */
export function signOutNoticeFrom(state: unknown): string | null {
  const reason = (state as LoginRedirectState | null)?.signOutReason;
  return reason && Object.hasOwn(SIGN_OUT_NOTICES, reason) ? SIGN_OUT_NOTICES[reason] : null;
}

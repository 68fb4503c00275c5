import { createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { signedOut, tokenIssued, type WithAuthState } from './auth.slice';
import { renewToken, RENEW_BEFORE_EXPIRY_MS } from './auth.thunks';

/** The lifetime assumed for a token whose expiry cannot be read (identity issues 15-minute tokens). */
const DEFAULT_TOKEN_LIFETIME_MS = 15 * 60_000;
const RETRY_RENEWAL_MS = 30_000;
const MIN_WAIT_MS = 5_000;

/**
 * The auth state's side effect: renews the access token before it expires (POST /jwt, cookie-backed). Emptying the
 * API cache at sign-out is @classhub/web-query's (its `apiListener`).
 */
export const authListener = createListenerMiddleware<
  WithAuthState,
  ThunkDispatch<WithAuthState, unknown, UnknownAction>
>();

authListener.startListening({
  actionCreator: tokenIssued,
  effect: async ({ payload }, listenerApi) => {
    // Only the newest token's timer runs.
    listenerApi.cancelActiveListeners();
    const expiresAt = payload.expiresAt ?? Date.now() + DEFAULT_TOKEN_LIFETIME_MS;
    let wait = Math.max(MIN_WAIT_MS, expiresAt - Date.now() - RENEW_BEFORE_EXPIRY_MS);
    for (;;) {
      const stopped = await listenerApi.condition((action) => signedOut.match(action), wait);
      if (stopped) return;
      try {
        await listenerApi.dispatch(renewToken());
        return;
      } catch (error) {
        console.warn('[classhub] token renewal failed; trying again shortly', error);
        wait = RETRY_RENEWAL_MS;
      }
    }
  },
});

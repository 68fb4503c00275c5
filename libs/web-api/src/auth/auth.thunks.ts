import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { UserRole } from '@classhub/contracts';
import { readAccessToken, readTokenExpiry, removeAccessToken, writeAccessToken } from '../access-token';
import { authClient, AuthRequestError, type AuthUser, type RegisterBody } from './auth-client';
import {
  authLoading,
  roleResolved,
  signedIn,
  signedOut,
  tokenIssued,
  type ForcedSignOutReason,
  type WithAuthState,
} from './auth.slice';

export type AuthThunk<R> = ThunkAction<Promise<R>, WithAuthState, unknown, UnknownAction>;

/** A token is renewed this long before it expires (the access token lives 15 minutes). */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

export function isAuthFailure(error: unknown): boolean {
  return error instanceof AuthRequestError && (error.status === 401 || error.status === 403);
}

/** What a 401 or 403 means to the user; any other status is no forced sign-out. */
export function forcedSignOutReasonOf(status: unknown): ForcedSignOutReason | null {
  if (status === 401) return 'sessionEnded';
  if (status === 403) return 'forbidden';
  return null;
}

// The session cookie belongs to the browser, not to one store: a sign-in waits until a sign-out has reached the server,
// or the late logout would end the new session.
let logoutInFlight: Promise<void> | null = null;
// One renewal at a time: every request that finds the token about to expire waits for the same one.
let renewalInFlight: Promise<void> | null = null;

async function settledLogout(): Promise<void> {
  if (logoutInFlight) await logoutInFlight;
}

/** Role resolution (docs/product.md#roles): admin first, then instructor, otherwise student. */
async function resolveRole(user: AuthUser, token: string): Promise<UserRole> {
  try {
    const [{ admin }, { instructor }] = await Promise.all([
      authClient.getAdminFlag(user.email, token),
      authClient.getInstructorFlag(user.email, token),
    ]);
    if (admin) return 'admin';
    if (instructor) return 'instructor';
    return 'student';
  } catch (error) {
    if (isAuthFailure(error)) throw error;
    // The flags could not be read (a transient failure): the role identity reported with the session stands in,
    // so one failed call does not sign a valid session out. The server checks roles on every call anyway.
    console.warn('[classhub] could not resolve the role; using the session role', error);
    return user.role;
  }
}

function storeToken(token: string): AuthThunk<void> {
  return async (dispatch) => {
    writeAccessToken(token);
    dispatch(tokenIssued({ token, expiresAt: readTokenExpiry(token) }));
  };
}

/**
 * Sign-out (docs/product.md#signing-in): the token is removed, identity ends the session, the auth state is cleared.
 * `forced` says why the API ended it (the 401/403 rule of docs/product.md#signing-in), for the login page to tell the
 * user.
 */
export function signOut({ forced }: { forced?: ForcedSignOutReason } = {}): AuthThunk<void> {
  return async (dispatch, getState) => {
    // Several calls failing with 401 at once sign out once.
    if (forced && getState().auth.status === 'signedOut' && !readAccessToken()) return;
    removeAccessToken();
    dispatch(signedOut({ forced }));
    const logout = authClient.logout().catch((error: unknown) => {
      // The cookie may already be gone (an expired session); nothing to show.
      console.warn('[classhub] logout failed', error);
    });
    logoutInFlight = logout;
    await logout;
    if (logoutInFlight === logout) logoutInFlight = null;
  };
}

/** The steps after identity accepted the user: a token for them (POST /jwt), their role, then signed in. */
function establishSession(user: AuthUser): AuthThunk<AuthUser> {
  return async (dispatch) => {
    dispatch(authLoading({ user }));
    try {
      const { token } = await authClient.createToken(user.email);
      await dispatch(storeToken(token));
      const role = await resolveRole(user, token);
      const current = { ...user, role };
      dispatch(signedIn({ user: current, role }));
      return current;
    } catch (error) {
      await dispatch(signOut());
      throw error;
    }
  };
}

/**
 * At start-up (and after the Google popup): the session cookie decides who is signed in. Never leaves the state
 * loading: any failure ends signed out. Resolves to the user, or null when there is no session.
 */
export function startSession(): AuthThunk<AuthUser | null> {
  return async (dispatch) => {
    await settledLogout();
    dispatch(authLoading());
    let user: AuthUser | null = null;
    try {
      ({ user } = await authClient.getSession());
    } catch (error) {
      console.warn('[classhub] could not read the session', error);
    }
    if (!user) {
      // A token left from an earlier visit belongs to no session.
      removeAccessToken();
      dispatch(signedOut());
      return null;
    }
    try {
      return await dispatch(establishSession(user));
    } catch (error) {
      console.warn('[classhub] could not start the session', error);
      return null;
    }
  };
}

/** POST /auth/login, then the session steps. Rejects with an AuthRequestError whose message the form shows. */
export function signIn(credentials: { email: string; password: string }): AuthThunk<AuthUser> {
  return async (dispatch) => {
    await settledLogout();
    const { user } = await authClient.login(credentials);
    return dispatch(establishSession(user));
  };
}

/** POST /auth/register, then the session steps. `isNewUser` mirrors the spec's insertedId of POST /users. */
export function registerAccount(body: RegisterBody): AuthThunk<{ user: AuthUser; isNewUser: boolean }> {
  return async (dispatch) => {
    await settledLogout();
    const { user, insertedId } = await authClient.register(body);
    const current = await dispatch(establishSession(user));
    return { user: current, isNewUser: Boolean(insertedId) };
  };
}

/** A new access token for the signed-in user; a refused renewal signs out. */
export function renewToken(): AuthThunk<void> {
  return async (dispatch, getState) => {
    if (renewalInFlight) return renewalInFlight;
    const { status, user } = getState().auth;
    if (status !== 'signedIn' || !user) return;
    renewalInFlight = (async () => {
      try {
        const { token } = await authClient.createToken(user.email);
        if (getState().auth.status === 'signedIn') await dispatch(storeToken(token));
      } catch (error) {
        if (isAuthFailure(error)) await dispatch(signOut({ forced: 'sessionEnded' }));
        else throw error;
      }
    })().finally(() => {
      renewalInFlight = null;
    });
    return renewalInFlight;
  };
}

/**
 * Before a call: renews this page's own token when it is about to expire (a laptop that slept past the timer).
 * A token in storage that this page did not obtain is sent as it is, so a forged one meets its 401.
 */
export function ensureFreshToken(): AuthThunk<void> {
  return async (dispatch, getState) => {
    const { status, token, tokenExpiresAt } = getState().auth;
    if (status !== 'signedIn' || !token || tokenExpiresAt === null) return;
    if (readAccessToken() !== token || tokenExpiresAt - Date.now() > RENEW_BEFORE_EXPIRY_MS) return;
    try {
      await dispatch(renewToken());
    } catch (error) {
      // Unreachable identity: the call goes ahead with the current token and meets its own answer.
      console.warn('[classhub] could not renew the access token', error);
    }
  };
}

/** Asks the role again (a role change takes effect on the user's next request, issue 3); keeps the old one on failure. */
export function refreshRole(): AuthThunk<void> {
  return async (dispatch, getState) => {
    const { status, user } = getState().auth;
    if (status !== 'signedIn' || !user) return;
    await dispatch(ensureFreshToken());
    const token = readAccessToken();
    if (!token) return;
    try {
      const role = await resolveRole(user, token);
      const now = getState().auth;
      if (now.status === 'signedIn' && now.user?.email === user.email && now.role !== role)
        dispatch(roleResolved(role));
    } catch (error) {
      const forced = error instanceof AuthRequestError ? forcedSignOutReasonOf(error.status) : null;
      if (forced && getState().auth.status === 'signedIn') await dispatch(signOut({ forced }));
    }
  };
}

/**
 * Asks identity who holds the session (GET /auth/session, one light call); when its role differs from the page's,
 * the role is resolved again, so menus and guards follow a promotion or demotion without a reload. Resolves to
 * whether the page's role changed. Access tokens carry no role (each service reads it fresh), so the token stays.
 */
export function followSessionRole(): AuthThunk<boolean> {
  return async (dispatch, getState) => {
    const { status, user, role } = getState().auth;
    if (status !== 'signedIn' || !user) return false;
    let current: AuthUser | null;
    try {
      ({ user: current } = await authClient.getSession());
    } catch {
      // Unreachable for now: the next check asks again.
      return false;
    }
    if (!current || current.email !== user.email || current.role === role) return false;
    await dispatch(refreshRole());
    return getState().auth.role !== role;
  };
}

/**
 * An API call answered 401 or 403 (docs/product.md#signing-in): signs out with that reason, unless the 403 only meant
 * the page's role was out of date (a demotion): then the role is updated and the route guards take the user where they
 * may be.
 */
export function answerRefusedCall(reason: ForcedSignOutReason): AuthThunk<void> {
  return async (dispatch) => {
    if (reason === 'forbidden' && (await dispatch(followSessionRole()))) return;
    await dispatch(signOut({ forced: reason }));
  };
}

/**
 * Whether the signed-in user's address is not proved yet (decision 0037). The session answers say so
 * (`SessionUserDto.emailVerified`); the auth state keeps the user as the spec's User, which does not name the field.
 */
export function isEmailUnverified(user: AuthUser | null): boolean {
  return user !== null && 'emailVerified' in user && user.emailVerified === false;
}

/**
 * After a mailed link was opened, here or on another device (decision 0037): reads the session again and, when the
 * account's address or its proof changed, takes the session's user and a new token (whose `email_verified` claim lets
 * the student pay; `POST /jwt` asks for the current address). Resolves to whether the address is proved now.
 */
export function followEmailVerification(): AuthThunk<boolean> {
  return async (dispatch, getState) => {
    const { status, user, role } = getState().auth;
    if (status !== 'signedIn' || !user) return false;
    const { user: current } = await authClient.getSession();
    if (!current) return false;
    if (current.email !== user.email || current.emailVerified !== !isEmailUnverified(user)) {
      dispatch(signedIn({ user: current, role: role ?? current.role }));
      await dispatch(renewToken());
    }
    return current.emailVerified;
  };
}

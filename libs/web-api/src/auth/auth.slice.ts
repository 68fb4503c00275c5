import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserRole } from '@classhub/contracts';
import type { AuthUser } from './auth-client';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

/** Why the API signed the user out: a 401 (the session ended) or a 403 (the page asked for something not theirs). */
export type ForcedSignOutReason = 'sessionEnded' | 'forbidden';

export interface AuthState {
  /**
   * As docs/product.md#signing-in says: loading, then signed out or signed in. Signed in means the token is stored and
   * the role resolved.
   */
  status: AuthStatus;
  user: AuthUser | null;
  role: UserRole | null;
  /** The access token this page obtained, and when it expires (ms); a token someone else put in storage is not renewed. */
  token: string | null;
  tokenExpiresAt: number | null;
  /** Bumped each time a 401/403 signs the user out, so the shell can send them to /login. */
  forcedSignOuts: number;
  /** The reason of the last forced sign-out, until the next sign-in or a sign-out the user chose. */
  forcedSignOutReason: ForcedSignOutReason | null;
}

export const initialAuthState: AuthState = {
  status: 'loading',
  user: null,
  role: null,
  token: null,
  tokenExpiresAt: null,
  forcedSignOuts: 0,
  forcedSignOutReason: null,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authLoading(state, action: PayloadAction<{ user?: AuthUser } | undefined>) {
      state.status = 'loading';
      if (action.payload?.user) state.user = action.payload.user;
    },
    tokenIssued(state, action: PayloadAction<{ token: string; expiresAt: number | null }>) {
      state.token = action.payload.token;
      state.tokenExpiresAt = action.payload.expiresAt;
    },
    signedIn(state, action: PayloadAction<{ user: AuthUser; role: UserRole }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.role = action.payload.role;
      state.forcedSignOutReason = null;
    },
    roleResolved(state, action: PayloadAction<UserRole>) {
      state.role = action.payload;
      if (state.user) state.user.role = action.payload;
    },
    /** The profile changed (name, photo): the nav bar and side panel show the new values at once. */
    userUpdated(state, action: PayloadAction<Partial<Pick<AuthUser, 'name' | 'photo'>>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    signedOut(state, action: PayloadAction<{ forced?: ForcedSignOutReason } | undefined>) {
      state.status = 'signedOut';
      state.user = null;
      state.role = null;
      state.token = null;
      state.tokenExpiresAt = null;
      const forced = action.payload?.forced;
      if (forced) state.forcedSignOuts += 1;
      state.forcedSignOutReason = forced ?? null;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectUserRole: (state) => state.role,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectForcedSignOuts: (state) => state.forcedSignOuts,
    selectForcedSignOutReason: (state) => state.forcedSignOutReason,
  },
});

export const { authLoading, tokenIssued, signedIn, roleResolved, userUpdated, signedOut } = authSlice.actions;
export const {
  selectAuthStatus,
  selectCurrentUser,
  selectUserRole,
  selectIsSignedIn,
  selectForcedSignOuts,
  selectForcedSignOutReason,
} = authSlice.selectors;

/** Any store that mounts the auth reducer under `auth` (the shell's, or a remote's standalone store). */
export interface WithAuthState {
  auth: AuthState;
}

export { apiErrorMessage, apiFieldErrors, isTransientApiError } from './api-error-message';
export type { ApiError, ApiErrorMessageOptions } from './api-error-message';
export { ACCESS_TOKEN_KEY, readAccessToken, readTokenExpiry } from './access-token';
export { authClient, AuthRequestError, UNREACHABLE_MESSAGE } from './auth/auth-client';
export type { AuthUser, FieldError, RegisterBody } from './auth/auth-client';
export {
  authSlice,
  initialAuthState,
  selectAuthStatus,
  selectCurrentUser,
  selectUserRole,
  selectIsSignedIn,
  selectForcedSignOuts,
  selectForcedSignOutReason,
  userUpdated,
} from './auth/auth.slice';
export type { AuthState, AuthStatus, ForcedSignOutReason, WithAuthState } from './auth/auth.slice';
export { signedOut } from './auth/auth.slice';
export {
  startSession,
  signIn,
  registerAccount,
  signOut,
  renewToken,
  refreshRole,
  followSessionRole,
  answerRefusedCall,
  isAuthFailure,
  ensureFreshToken,
  forcedSignOutReasonOf,
  followEmailVerification,
  isEmailUnverified,
} from './auth/auth.thunks';
export type { AuthThunk } from './auth/auth.thunks';
export { authListener } from './auth/auth.listeners';
export { useCurrentUser } from './auth/use-current-user';
export type { CurrentUser } from './auth/use-current-user';

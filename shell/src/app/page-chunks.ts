// The shell's own pages as chunk loaders, apart from React.lazy so that index.ts can start the current page's chunk
// together with the shell's: left to the lazy component, it would only be asked for once the bootstrap had arrived
// and rendered the routes, one round trip later. Nothing here may import a shared module (index.ts runs before they
// are negotiated).
export const loadLoginPage = () => import(/* webpackChunkName: "login-page" */ '../features/auth/login-page');
export const loadRegisterPage = () => import(/* webpackChunkName: "register-page" */ '../features/auth/register-page');
export const loadForgotPasswordPage = () =>
  import(/* webpackChunkName: "forgot-password-page" */ '../features/auth/forgot-password-page');
export const loadResetPasswordPage = () =>
  import(/* webpackChunkName: "reset-password-page" */ '../features/auth/reset-password-page');
export const loadVerifyEmailPage = () =>
  import(/* webpackChunkName: "verify-email-page" */ '../features/auth/verify-email-page');
export const loadProfilePage = () => import(/* webpackChunkName: "profile-page" */ '../features/profile/profile-page');
export const loadUpdateProfilePage = () =>
  import(/* webpackChunkName: "update-profile-page" */ '../features/profile/update-profile-page');

/** The signed-out pages a visit can start on; the profile pages wait for the session check anyway. */
const FIRST_PAGE_CHUNKS: Readonly<Record<string, () => Promise<unknown>>> = {
  '/login': loadLoginPage,
  '/register': loadRegisterPage,
};

/** Starts fetching the chunk of the shell page at `pathname`, if it is one; a failure is left to the page to report. */
export function startFirstPageChunk(pathname: string): void {
  FIRST_PAGE_CHUNKS[pathname]?.().catch(() => undefined);
}

/**
 * Starts fetching the chunk of the shell's dashboard page at `pathname`: those pages render once the shared API is
 * mounted (WithServerData), so left to React their chunk would be asked for only after the API's had arrived.
 */
export function startDashboardPageChunk(pathname: string): void {
  if (pathname === '/dashboard/userprofile') loadProfilePage().catch(() => undefined);
  else if (pathname.startsWith('/dashboard/updateprofile/')) loadUpdateProfilePage().catch(() => undefined);
}

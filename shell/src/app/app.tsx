import { useEffect } from 'react';
import { Route, Routes, useLocation } from '@classhub/routing';
import { findRemoteForPath, type RemoteName, type UserRole } from '@classhub/contracts';
import { ErrorPage, PageSuspense, Toaster } from '@classhub/ui';
import { useCurrentUser } from '@classhub/web-api';
import { GuestOnly } from '../features/auth/guest-only';
import { UnverifiedEmailNotice } from '../features/auth/unverified-email-notice';
import { SessionRedirect } from '../features/auth/session-redirect';
import { SiteLayout } from '../features/layout/site-layout';
import { isDashboardPath, opensArea, REMOTE_AREA_ROLE } from '../features/remotes/remote-areas';
import { RemoteArea, RemoteAreasProvider, usePrefetchRemoteArea } from '../features/remotes/remote-area';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import {
  DashboardArea,
  DashboardIndex,
  ForgotPasswordPage,
  LoginPage,
  ProfilePage,
  RegisterPage,
  ResetPasswordPage,
  UpdateProfilePage,
  VerifyEmailPage,
} from './lazy-pages';
import { useFollowSessionRole } from '../hooks/use-follow-session-role';
import { startDashboardPageChunk } from './page-chunks';
import { WithServerData } from './with-server-data';

/** The shell's own dashboard pages; absolute paths, because no <Route> encloses this <Routes>. */
function ShellDashboardPages() {
  const { pathname } = useLocation();
  // Runs while WithServerData waits for the API (Suspense commits its fallback), so both chunks come at once.
  useEffect(() => startDashboardPageChunk(pathname), [pathname]);
  return (
    <PageSuspense>
      <WithServerData>
        <Routes>
          <Route path="/dashboard" element={<DashboardIndex />} />
          <Route path="/dashboard/userprofile" element={<ProfilePage />} />
          <Route path="/dashboard/updateprofile/:id" element={<UpdateProfilePage />} />
          <Route path="*" element={<ErrorPage />} />
        </Routes>
      </WithServerData>
    </PageSuspense>
  );
}

/**
 * The signed-in area's remote to start loading now: once identity has named the session's user, while the token and the
 * role checks (docs/product.md#signing-in) are still on their way, and only an area that user's role opens (a visitor
 * or a user of another role loads nothing). The role checks still decide what renders.
 */
function useRemoteToPrefetch(pathname: string, remote: RemoteName | null): RemoteName | null {
  const { user, role } = useCurrentUser();
  const knownRole: UserRole | undefined = role ?? user?.role;
  return remote && knownRole && isDashboardPath(pathname) && opensArea(knownRole, remote) ? remote : null;
}

/**
 * The area is chosen outside any shell <Route> so each remote's App can declare its own <Routes> with absolute
 * paths. /dashboard/* is the signed-in area (DashboardArea); everything else is a public remote area or a shell page.
 */
function Area() {
  const { pathname } = useLocation();
  const remote = findRemoteForPath(pathname);
  usePrefetchRemoteArea(useRemoteToPrefetch(pathname, remote));

  if (isDashboardPath(pathname)) {
    return (
      <PageSuspense>
        <DashboardArea role={remote ? REMOTE_AREA_ROLE[remote] : null}>
          {remote ? <RemoteArea key={remote} remote={remote} /> : <ShellDashboardPages />}
        </DashboardArea>
      </PageSuspense>
    );
  }

  if (remote) return <RemoteArea key={remote} remote={remote} />;
  return (
    <PageSuspense>
      <Routes>
        <Route
          path="/login"
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route
          path="/register"
          element={
            <GuestOnly>
              <RegisterPage />
            </GuestOnly>
          }
        />
        {/* Pages that mailed links open (decision 0037); reachable signed in or not. */}
        <Route
          path="/forgot-password"
          element={
            <WithServerData>
              <ForgotPasswordPage />
            </WithServerData>
          }
        />
        <Route
          path="/reset-password"
          element={
            <WithServerData>
              <ResetPasswordPage />
            </WithServerData>
          }
        />
        <Route
          path="/verify-email"
          element={
            <WithServerData>
              <VerifyEmailPage />
            </WithServerData>
          }
        />
        <Route path="*" element={<ErrorPage />} />
      </Routes>
    </PageSuspense>
  );
}

export function App({ loader }: { loader: Pick<RemoteLoader, 'loadApp' | 'needsNewPage'> }) {
  useFollowSessionRole();
  return (
    <RemoteAreasProvider loader={loader}>
      <SessionRedirect />
      <SiteLayout>
        <UnverifiedEmailNotice />
        <Area />
      </SiteLayout>
      <Toaster />
    </RemoteAreasProvider>
  );
}

import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from '@classhub/routing';
import { findRemoteForPath } from '@classhub/contracts';
import { ErrorPage, LoadingState, PageContainer, Toaster } from '@classhub/ui';
import { GuestOnly } from '../features/auth/guest-only';
import { SessionRedirect } from '../features/auth/session-redirect';
import { DashboardFrame, DashboardIndex } from '../features/dashboard/dashboard-frame';
import { RequireRole, RequireSignIn } from '../features/dashboard/guards';
import { SiteLayout } from '../features/layout/site-layout';
import { isDashboardPath, REMOTE_AREA_ROLE } from '../features/remotes/remote-areas';
import { RemoteArea, RemoteAreasProvider } from '../features/remotes/remote-area';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { LoginPage, ProfilePage, RegisterPage, UpdateProfilePage } from './lazy-pages';

/** While a shell page's chunk loads. */
function ShellPage({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <PageContainer>
          <LoadingState label="Loading…" />
        </PageContainer>
      }
    >
      {children}
    </Suspense>
  );
}

/** The shell's own dashboard pages; absolute paths, because no <Route> encloses this <Routes>. */
function ShellDashboardPages() {
  return (
    <ShellPage>
      <Routes>
        <Route path="/dashboard" element={<DashboardIndex />} />
        <Route path="/dashboard/userprofile" element={<ProfilePage />} />
        <Route path="/dashboard/updateprofile/:id" element={<UpdateProfilePage />} />
        <Route path="*" element={<ErrorPage />} />
      </Routes>
    </ShellPage>
  );
}

/**
 * The area is chosen outside any shell <Route> so each remote's App can declare its own <Routes> with absolute
 * paths. /dashboard/* sits in the signed-in frame (the guard is the shell's); a remote area there also gets its role
 * check. Everything else is a public remote area or a shell page.
 */
function Area() {
  const { pathname } = useLocation();
  const remote = findRemoteForPath(pathname);

  if (isDashboardPath(pathname)) {
    let page = <ShellDashboardPages />;
    if (remote) {
      const role = REMOTE_AREA_ROLE[remote];
      const area = <RemoteArea key={remote} remote={remote} />;
      page = role ? <RequireRole role={role}>{area}</RequireRole> : area;
    }
    return (
      <RequireSignIn>
        <DashboardFrame>{page}</DashboardFrame>
      </RequireSignIn>
    );
  }

  if (remote) return <RemoteArea key={remote} remote={remote} />;
  return (
    <ShellPage>
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
        <Route path="*" element={<ErrorPage />} />
      </Routes>
    </ShellPage>
  );
}

export function App({ loader }: { loader: Pick<RemoteLoader, 'loadApp' | 'needsNewPage'> }) {
  return (
    <RemoteAreasProvider loader={loader}>
      <SessionRedirect />
      <SiteLayout>
        <Area />
      </SiteLayout>
      <Toaster />
    </RemoteAreasProvider>
  );
}

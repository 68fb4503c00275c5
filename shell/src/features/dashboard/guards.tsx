import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@classhub/routing';
import type { UserRole } from '@classhub/contracts';
import { LoadingState, PageContainer } from '@classhub/ui';
import { selectForcedSignOutReason, useCurrentUser } from '@classhub/web-api';
import { useAppSelector } from '../../app/store';
import { loginRedirectState } from '../auth/login-redirect';

/** The spec's loading screen: a spinner with the text Loading. */
export function LoadingScreen() {
  return (
    <PageContainer>
      <LoadingState label="Loading" />
    </PageContainer>
  );
}

/**
 * The whole /dashboard area needs a signed-in user; others go to /login with the page remembered
 * (docs/product.md#dashboard-frame). When the API has just signed the user out this redirect races the shell's
 * SessionRedirect, so both send the same state.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status } = useCurrentUser();
  const forcedReason = useAppSelector(selectForcedSignOutReason);
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signedOut')
    return <Navigate to="/login" replace state={loginRedirectState(location, forcedReason)} />;
  return children;
}

/**
 * Admin and instructor pages: 'Loading' while the user or role resolves, then `/` for anyone without the role
 * (docs/product.md#dashboard-frame).
 */
export function RequireRole({ role, children }: { role: UserRole; children: ReactNode }) {
  const current = useCurrentUser();
  if (current.status === 'loading' || (current.status === 'signedIn' && !current.role)) return <LoadingScreen />;
  if (current.role !== role) return <Navigate to="/" replace />;
  return children;
}

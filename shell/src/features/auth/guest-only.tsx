import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from '@classhub/routing';
import { LoadingState, PageContainer } from '@classhub/ui';
import { useCurrentUser, type AuthStatus } from '@classhub/web-api';
import { returnPathFrom } from './return-path';

/**
 * /login and /register are for visitors: a user who opens one while signed in goes to the page they came from, or /.
 * Only the status the page first settles on counts, so a sign-in made on the page itself finishes there (its greeting
 * and return path are the page's own).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useCurrentUser();
  const location = useLocation();
  const settled = useRef<AuthStatus | null>(null);
  if (settled.current === null && status !== 'loading') settled.current = status;

  if (settled.current === null) {
    return (
      <PageContainer>
        <LoadingState label="Loading" />
      </PageContainer>
    );
  }
  if (settled.current === 'signedIn') return <Navigate to={returnPathFrom(location.state)} replace />;
  return children;
}

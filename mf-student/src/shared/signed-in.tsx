import type { ReactNode } from 'react';
import { useLocation } from '@classhub/routing';
import type { AuthUser } from '@classhub/web-api';
import { ButtonLink, EmptyState, LoadingState } from '@classhub/ui';
import { useCurrentUser } from '@classhub/web-api';

/**
 * Renders `children` with the signed-in user. As docs/product.md#roles has it, payment screens wait until
 * authentication has finished loading, then fetch the user's own records by their email. The shell's guard normally
 * keeps signed-out visitors away; this covers the remote running alone.
 */
export function SignedIn({ children }: { children: (user: AuthUser) => ReactNode }) {
  const { status, user } = useCurrentUser();
  const location = useLocation();

  if (status === 'loading') return <LoadingState label="Loading…" />;
  if (!user) {
    return (
      <EmptyState
        title="Please log in"
        message={
          <ButtonLink to="/login" state={{ from: location }}>
            Login Now
          </ButtonLink>
        }
      />
    );
  }
  return <>{children(user)}</>;
}

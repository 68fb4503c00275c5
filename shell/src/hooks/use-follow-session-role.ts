import { useEffect } from 'react';
import { followSessionRole, useCurrentUser } from '@classhub/web-api';
import { useAppDispatch } from '../app/store';

/** How often a visible page asks whether the user's role changed (one light GET /auth/session). */
export const ROLE_CHECK_INTERVAL_MS = 5_000;

/**
 * While signed in, the page follows a role an admin changed meanwhile: when the tab comes back into view or focus,
 * and every few seconds while it is visible, so menus and guards change without a reload.
 */
export function useFollowSessionRole(): void {
  const dispatch = useAppDispatch();
  const { status } = useCurrentUser();
  const signedIn = status === 'signedIn';

  useEffect(() => {
    if (!signedIn) return undefined;
    const check = () => {
      if (document.visibilityState === 'visible') void dispatch(followSessionRole());
    };
    const timer = setInterval(check, ROLE_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [signedIn, dispatch]);
}

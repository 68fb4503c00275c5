import { useCallback } from 'react';
import { useLocation, useNavigate } from '@classhub/routing';
import { toast } from '@classhub/ui';
import { returnPathFrom } from './return-path';

/** The welcome notice names the product (docs/product.md#messages-users-see). */
export const WELCOME_MESSAGE = 'Welcome to ClassHub';

/** After a sign-in or sign-up: greet a new user (top-right, 1500 ms) and go back where they came from, or to /. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    ({ isNewUser }: { isNewUser: boolean }) => {
      if (isNewUser) toast.success(WELCOME_MESSAGE);
      void navigate(returnPathFrom(location.state), { replace: true });
    },
    [navigate, location.state],
  );
}

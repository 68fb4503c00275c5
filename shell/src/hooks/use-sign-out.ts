import { useCallback } from 'react';
import { useNavigate } from '@classhub/routing';
import { signOut } from '@classhub/web-api';
import { useAppDispatch } from '../app/store';

/** Logout (docs/product.md#site-frame): sign out and go to /login. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    // The state is signed out as soon as this is dispatched; the logout call finishes in the background.
    void dispatch(signOut());
    void navigate('/login');
  }, [dispatch, navigate]);
}

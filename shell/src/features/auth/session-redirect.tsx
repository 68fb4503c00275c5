import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@classhub/routing';
import { selectForcedSignOutReason, selectForcedSignOuts } from '@classhub/web-api';
import { useAppSelector } from '../../app/store';
import { loginRedirectState } from './login-redirect';

/**
 * A 401 or 403 from the API signs the user out (libs/web-api); this sends them to /login (docs/product.md#signing-in)
 * with the reason, remembering the page unless it is the one that refused them.
 */
export function SessionRedirect() {
  const forcedSignOuts = useAppSelector(selectForcedSignOuts);
  const reason = useAppSelector(selectForcedSignOutReason);
  const seen = useRef(forcedSignOuts);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (forcedSignOuts === seen.current) return;
    seen.current = forcedSignOuts;
    if (location.pathname !== '/login')
      void navigate('/login', { replace: true, state: loginRedirectState(location, reason) });
  }, [forcedSignOuts, reason, location, navigate]);

  return null;
}

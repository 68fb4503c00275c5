import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectForcedSignOuts } from '@classhub/web-api';
import { useAppSelector } from '../../app/store';

/**
 * A 401 or 403 from the API signs the user out (libs/web-api); this sends them to /login (spec §6, §8), remembering the
 * page so signing in again returns there.
 */
export function SessionRedirect() {
  const forcedSignOuts = useAppSelector(selectForcedSignOuts);
  const seen = useRef(forcedSignOuts);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (forcedSignOuts === seen.current) return;
    seen.current = forcedSignOuts;
    if (location.pathname !== '/login') void navigate('/login', { replace: true, state: { from: location } });
  }, [forcedSignOuts, location, navigate]);

  return null;
}

import { useSelector } from 'react-redux';
import type { UserRole } from '@classhub/contracts';
import type { AuthUser } from './auth-client';
import type { AuthStatus, WithAuthState } from './auth.slice';

export interface CurrentUser {
  status: AuthStatus;
  user: AuthUser | null;
  /** Resolved admin → instructor → student; null until signed in. */
  role: UserRole | null;
}

const selectStatus = (state: WithAuthState) => state.auth.status;
const selectUser = (state: WithAuthState) => state.auth.user;
const selectRole = (state: WithAuthState) => state.auth.role;

/** Who is signed in, for the shell and every remote (the store is a Module Federation singleton). */
export function useCurrentUser(): CurrentUser {
  const status = useSelector(selectStatus);
  const user = useSelector(selectUser);
  const role = useSelector(selectRole);
  return { status, user, role };
}

import type { ReactNode } from 'react';
import type { UserRole } from '@classhub/contracts';
import { DashboardFrame } from './dashboard-frame';
export { DashboardIndex } from './dashboard-frame';
import { RequireRole, RequireSignIn } from './guards';

interface DashboardAreaProps {
  /** The role the page needs besides a signed-in user (an admin or instructor area), or null. */
  role: UserRole | null;
  children: ReactNode;
}

/**
 * /dashboard/*: the signed-in frame, with the side panel, around a page (the guards are the shell's). A chunk of its
 * own (page-chunks.ts), so the public pages and /login do not download the frame; the page is handed in, so the
 * chunk does not carry another copy of the code that loads remotes.
 */
export function DashboardArea({ role, children }: DashboardAreaProps) {
  return (
    <RequireSignIn>
      <DashboardFrame>{role ? <RequireRole role={role}>{children}</RequireRole> : children}</DashboardFrame>
    </RequireSignIn>
  );
}

import type { ReactNode } from 'react';
import type { UserRole } from '@classhub/contracts';
import { DashboardFrame } from './dashboard-frame';
import { RequireRole, RequireSignIn } from './guards';

// /dashboard itself, in the same chunk as the frame it redirects within.
export { DashboardIndex } from './dashboard-frame';

interface DashboardAreaProps {
  /** The role the page needs besides a signed-in user (an admin or instructor area), or null. */
  role: UserRole | null;
  children: ReactNode;
}

/**
 * /dashboard/*: the signed-in frame, with the side panel, around a page (the guards are the shell's). A chunk of its
 * own (app/lazy-pages.ts), so the public pages and /login do not download the frame; the page is handed in, so the
 * chunk does not carry another copy of the code that loads remotes.
 */
export function DashboardArea({ role, children }: DashboardAreaProps) {
  return (
    <RequireSignIn>
      <DashboardFrame>{role ? <RequireRole role={role}>{children}</RequireRole> : children}</DashboardFrame>
    </RequireSignIn>
  );
}

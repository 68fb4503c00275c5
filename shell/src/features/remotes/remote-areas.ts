import { matchPath } from 'react-router-dom';
import type { UserRole } from '@classhub/contracts';

/** Module Federation names of the remotes; each exposes `./App`. */
export const REMOTE_NAMES = ['mf_catalog', 'mf_student', 'mf_instructor', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Which remote owns which browser paths. The shell mounts the owner's App for a matching path and
 * the App's own <Routes> (absolute paths) picks the page, so a remote can add a sub-route without
 * a shell release; a brand-new top-level path is added here.
 */
export const REMOTE_AREAS: Readonly<Record<RemoteName, readonly string[]>> = {
  mf_catalog: ['/', '/classes', '/classes/*', '/instructors', '/instructors/*'],
  mf_student: [
    '/dashboard/studenthome',
    '/dashboard/myselectedclass',
    '/dashboard/myenrolledclass',
    '/dashboard/paymenthistory',
    '/dashboard/payment/*',
  ],
  mf_instructor: ['/dashboard/instructorhome', '/dashboard/myclasses', '/dashboard/addclasses'],
  mf_admin: ['/dashboard/adminhome', '/dashboard/manageusers', '/dashboard/manageclasses', '/dashboard/messages'],
};

/** The remote that owns `pathname`, or null when the shell itself (or its error page) answers. */
export function findRemoteForPath(pathname: string): RemoteName | null {
  for (const remote of REMOTE_NAMES) {
    if (REMOTE_AREAS[remote].some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return remote;
  }
  return null;
}

/**
 * Who may open each area (spec §6), applied by the shell's dashboard guard: a role, or null for anyone the area's
 * path admits (the catalog is public; every /dashboard path needs sign-in).
 */
export const REMOTE_AREA_ROLE: Readonly<Record<RemoteName, UserRole | null>> = {
  mf_catalog: null,
  mf_student: null,
  mf_instructor: 'instructor',
  mf_admin: 'admin',
};

/** The signed-in area: /dashboard and everything below it. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

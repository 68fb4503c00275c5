/** Module Federation names of the remotes; each exposes `./App`. */
export const REMOTE_NAMES = ['mf_catalog', 'mf_student', 'mf_instructor', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Which remote owns which browser paths: an exact path, or `<prefix>/*` for the prefix and everything below it (as react-router matches it). The shell
 * mounts the owner's App for a matching path (the App's own routes pick the page) and the gateway preloads that
 * remote's manifest with the page, so both read it from here. A remote can add a sub-route below its prefixes without
 * a release of either; a brand-new top-level path is added here.
 */
export const REMOTE_AREAS: Readonly<Record<RemoteName, readonly string[]>> = {
  mf_catalog: ['/', '/classes', '/classes/*', '/instructors', '/instructors/*'],
  mf_student: [
    '/dashboard/studenthome',
    '/dashboard/myselectedclass',
    '/dashboard/myenrolledclass',
    '/dashboard/paymenthistory',
    '/dashboard/payment/*',
    // A payment's receipt: any signed-in user's area, the page shows only the user's own (an admin's, any).
    '/dashboard/receipt/*',
    // The student's waitlists and the seats offered to them (decision 0038).
    '/dashboard/waitlist',
  ],
  mf_instructor: [
    '/dashboard/instructorhome',
    // My Classes and each class's pages below it (its roster, decision 0042).
    '/dashboard/myclasses/*',
    '/dashboard/addclasses',
    // Promotion codes for the instructor's own classes (decision 0035).
    '/dashboard/mycoupons',
  ],
  mf_admin: [
    '/dashboard/adminhome',
    '/dashboard/manageusers',
    '/dashboard/manageclasses',
    '/dashboard/messages',
    // Payments, refunds and the failed refunds to resolve (decision 0034).
    '/dashboard/transactions',
    // Promotion codes for any class or all of them (decision 0035).
    '/dashboard/managecoupons',
    // Every admin action, who, what, when and why (decision 0045).
    '/dashboard/audit',
  ],
};

function matches(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!pattern.endsWith('/*')) return path === pattern;
  const prefix = pattern.slice(0, -2);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The remote that owns `pathname`, or null when the shell itself (or its error page) answers. */
export function findRemoteForPath(pathname: string): RemoteName | null {
  return REMOTE_NAMES.find((remote) => REMOTE_AREAS[remote].some((pattern) => matches(pattern, pathname))) ?? null;
}

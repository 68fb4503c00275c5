import type { RemoteName, UserRole } from '@classhub/contracts';

/**
 * Who may open each area (docs/product.md#roles), applied by the shell's dashboard guard: a role, or null for anyone
 * the area's path admits (the catalog is public; every /dashboard path needs sign-in).
 */
export const REMOTE_AREA_ROLE: Readonly<Record<RemoteName, UserRole | null>> = {
  mf_catalog: null,
  mf_student: null,
  mf_instructor: 'instructor',
  mf_admin: 'admin',
};

/** Whether a user of `role` may open `remote`'s area (the rule the dashboard guard applies). */
export function opensArea(role: UserRole, remote: RemoteName): boolean {
  const needed = REMOTE_AREA_ROLE[remote];
  return needed === null || needed === role;
}

/** The signed-in area: /dashboard and everything below it. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

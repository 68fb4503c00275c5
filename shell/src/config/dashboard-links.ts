import type { UserRole } from '@classhub/contracts';

export interface DashboardLink {
  to: string;
  label: string;
}

/** The nav bar's Dashboard link (docs/product.md#site-frame). */
export const ROLE_DASHBOARD_HOME: Readonly<Record<UserRole, string>> = {
  admin: '/dashboard/adminhome',
  instructor: '/dashboard/instructorhome',
  student: '/dashboard/studenthome',
};

/** The small-screen menu's Dashboard link goes elsewhere (docs/product.md#site-frame). */
export const ROLE_DASHBOARD_SMALL_SCREEN: Readonly<Record<UserRole, string>> = {
  admin: '/dashboard/manageclasses',
  instructor: '/dashboard/myclasses',
  student: '/dashboard/myselectedclass',
};

export const PROFILE_PATH = '/dashboard/userprofile';

/**
 * The dashboard pages the nav bar's Dashboard link stands for: every /dashboard page but the profile ones, which the
 * Profile link stands for.
 */
export function isDashboardSection(pathname: string): boolean {
  if (pathname !== '/dashboard' && !pathname.startsWith('/dashboard/')) return false;
  return pathname !== PROFILE_PATH && !pathname.startsWith('/dashboard/updateprofile/');
}

import type { UserRole } from '@classhub/contracts';
import { PROFILE_PATH, type DashboardLink } from './dashboard-links';

// Apart from dashboard-links.ts, which the nav bar reads on every page: only the dashboard frame's side panel (a lazy
// chunk) shows these menus, so the sign-in page and the catalogue do not download them (decision 0026).

/** The side panel's menu by role (docs/product.md#dashboard-frame). */
export const ROLE_MENU: Readonly<Record<UserRole, readonly DashboardLink[]>> = {
  admin: [
    { to: '/dashboard/adminhome', label: 'Admin Home' },
    { to: '/dashboard/manageclasses', label: 'Manage Classes' },
    { to: '/dashboard/manageusers', label: 'Manage Users' },
    // Beyond the spec's menu: the contact form's messages (issue 9).
    { to: '/dashboard/messages', label: 'Messages' },
    // Refunds and the failed ones to resolve (decision 0034).
    { to: '/dashboard/transactions', label: 'Transactions' },
    // Promotion codes for any class or all of them (decision 0035).
    { to: '/dashboard/managecoupons', label: 'Coupons' },
    // Who changed an account, a class or a review, when and why (decision 0045).
    { to: '/dashboard/audit', label: 'Audit Log' },
  ],
  instructor: [
    { to: '/dashboard/instructorhome', label: 'Instructor Home' },
    { to: '/dashboard/myclasses', label: 'My Classes' },
    { to: '/dashboard/addclasses', label: 'Add a Class' },
    // Beyond the spec's menu: promotion codes for the instructor's classes (decision 0035).
    { to: '/dashboard/mycoupons', label: 'My Coupons' },
  ],
  student: [
    { to: '/dashboard/studenthome', label: 'Student Home' },
    { to: '/dashboard/myselectedclass', label: 'My Selected Classes' },
    { to: '/dashboard/myenrolledclass', label: 'My Enrolled Classes' },
    { to: '/dashboard/paymenthistory', label: 'Payment History' },
    // The full classes the student waits for and the seats offered to them (decision 0038).
    { to: '/dashboard/waitlist', label: 'My Waitlist' },
  ],
};

/** The block every role's menu shares (the spec leaves its content open). */
export const SHARED_DASHBOARD_LINKS: readonly DashboardLink[] = [
  { to: '/', label: 'Home' },
  { to: '/instructors', label: 'Instructors' },
  { to: '/classes', label: 'Classes' },
  { to: PROFILE_PATH, label: 'Profile' },
];

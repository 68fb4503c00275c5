// Kept apart from the schemas in user.dto.ts: the shell shows role labels on every page, and importing them from a
// module that builds zod schemas at load time put zod (23 KB gzip) on every page.
export const USER_ROLES = ['admin', 'instructor', 'student'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** How a role is shown to people (docs/product.md#dashboard-frame: Admin, Instructor or Student). */
export const ROLE_LABELS: Readonly<Record<UserRole, string>> = {
  admin: 'Admin',
  instructor: 'Instructor',
  student: 'Student',
};

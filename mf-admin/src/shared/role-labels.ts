import type { UserRole } from '@classhub/contracts';

/** The role label the dashboard shows (spec §2: Admin, Instructor or Student). */
export const ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', instructor: 'Instructor', student: 'Student' };

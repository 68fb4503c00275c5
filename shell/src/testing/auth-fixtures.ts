import type { UserDto, UserRole } from '@classhub/contracts';
import type { AuthState } from '@classhub/web-api';

export const USERS: Readonly<Record<UserRole, UserDto>> = {
  admin: {
    _id: 'a1',
    name: 'Avery Admin',
    email: 'admin@classhub.test',
    photo: 'https://img.test/admin.png',
    role: 'admin',
    date: 2024,
  },
  instructor: {
    _id: 'i1',
    name: 'Ines Instructor',
    email: 'instructor1@classhub.test',
    photo: 'https://img.test/ines.png',
    role: 'instructor',
    date: 2025,
  },
  student: {
    _id: 's1',
    name: 'Sam Student',
    email: 'student1@classhub.test',
    photo: 'https://img.test/sam.png',
    role: 'student',
    date: 2026,
  },
};

/** A signed-in auth state for `role` (no token timer: no token). */
export function signedInAs(role: UserRole): Partial<AuthState> {
  return { status: 'signedIn', user: USERS[role], role };
}

export const LOADING: Partial<AuthState> = { status: 'loading' };
export const SIGNED_OUT: Partial<AuthState> = { status: 'signedOut' };

/**
 * Stubs of the two role calls (docs/product.md#signing-in) answering for `role`; the dashboard asks them on each
 * navigation.
 */
export function roleFlagRoutes(role: UserRole, email = USERS[role].email) {
  return {
    [`GET /users/admin/${encodeURIComponent(email)}`]: { body: { admin: role === 'admin' } },
    [`GET /users/instructor/${encodeURIComponent(email)}`]: { body: { instructor: role === 'instructor' } },
  };
}

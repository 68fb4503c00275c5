import type { AdminUserDto, InstructorDto, ProfileDto, SessionUserDto, UserDto } from '@classhub/contracts';
import type { UserRow } from './user.entity.js';

/** The spec's User: never the password hash or the private profile fields. */
export function toUserDto(row: UserRow): UserDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.photo,
    role: row.role,
    date: row.joinYear,
  };
}

/** A user in the admins' list: only a suspended account says so (decision 0045). */
export function toAdminUserDto(row: UserRow): AdminUserDto {
  return {
    ...toUserDto(row),
    ...(row.suspendedAt && { suspended: true, suspendedReason: row.suspendedReason ?? '' }),
  };
}

/** The signed-in user as the sign-in and session answers give it: the spec's User and whether the address is proved. */
export function toSessionUserDto(row: UserRow): SessionUserDto {
  return { ...toUserDto(row), emailVerified: row.emailVerified };
}

/** The spec's User profile; fields never given are left out (the profile page shows 'Not Show'). */
export function toProfileDto(row: UserRow): ProfileDto {
  return {
    ...toUserDto(row),
    ...(row.address && { address: row.address }),
    ...(row.phone && { phone: row.phone }),
    ...(row.website && { website: row.website }),
    ...(row.gender && { gender: row.gender }),
  };
}

/** What anyone may see of an instructor (docs/product.md#data). */
export function toInstructorDto(row: UserRow): InstructorDto {
  return { photo: row.photo, name: row.name, email: row.email, role: row.role };
}

/** The user as identity's events carry it. */
export function toUserSnapshot(row: UserRow) {
  return {
    userId: row.id,
    email: row.email,
    name: row.name,
    photo: row.photo,
    role: row.role,
    suspended: row.suspendedAt !== null,
  };
}

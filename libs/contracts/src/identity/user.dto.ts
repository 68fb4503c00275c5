import * as z from 'zod/mini';
import type { instructorSchema, profileSchema } from './identity.responses.js';
import type { UserRole } from './user-roles.js';

export const GENDERS = ['Male', 'Female', 'Custom'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * A user as the API returns it (the spec's User entity). `date` is the join year. Written out rather than inferred
 * from `userSchema`, so that types built from it (the shared web libs' auth state) name `UserRole` as they always
 * have; identity.responses.ts holds the two to each other both ways.
 */
export interface UserDto {
  _id: string;
  name: string;
  email: string;
  photo: string;
  role: UserRole;
  date: number;
}

/** The spec's User profile: the user plus the optional contact fields. */
export interface ProfileDto extends z.output<typeof profileSchema> {}

/** What anyone may see of an instructor (docs/product.md#data): never hashes or private profile fields. */
export interface InstructorDto extends z.output<typeof instructorSchema> {}

/** Emails are compared and stored trimmed and in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailSchema = z.pipe(
  z.pipe(
    z
      .string({ error: 'Email is required' })
      .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, 'Email must be at most 254 characters')),
    z.email('Invalid email address'),
  ),
  z.transform(normalizeEmail),
);

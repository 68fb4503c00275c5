import * as z from 'zod/mini';
import { emailSchema, GENDERS } from './user.dto.js';
import { isHttpUrl, photoSchema, publicUrl } from './url-fields.js';
import { nameSchema } from './user-fields.js';

export const PROFILE_MESSAGES = {
  invalidUrl: 'Invalid URL',
  phone: 'Phone may contain only digits, +, - and spaces',
  phoneLength: 'Phone must be at most 20 characters',
  address: 'Address must be at most 200 characters',
  gender: 'Gender must be Male, Female or Custom',
  emailCannotChange: 'Email cannot be changed',
} as const;

// An optional text field: absent, null and '' all mean "not set" and come out as ''.
// An optional schema (not a union with undefined) is what lets zod 4 accept a missing key.
const optionalText = (rules: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.optional(z.nullable(rules)),
    z.transform((value) => value ?? ''),
  );

/** PUT /updateprofile/{id}: the spec's payload. The email is checked against the stored one by the server. */
export const updateProfileRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  photo: photoSchema,
  address: optionalText(z.string().check(z.trim(), z.maxLength(200, PROFILE_MESSAGES.address))),
  phone: optionalText(
    z
      .string()
      .check(z.trim(), z.maxLength(20, PROFILE_MESSAGES.phoneLength), z.regex(/^[0-9+\-\s]*$/, PROFILE_MESSAGES.phone)),
  ),
  website: optionalText(
    z.string().check(
      z.trim(),
      z.maxLength(2048, PROFILE_MESSAGES.invalidUrl),
      z.refine((value) => value === '' || isHttpUrl(value), PROFILE_MESSAGES.invalidUrl),
      publicUrl('Website'),
    ),
  ),
  gender: optionalText(
    z
      .string()
      .check(
        z.refine((value) => value === '' || (GENDERS as readonly string[]).includes(value), PROFILE_MESSAGES.gender),
      ),
  ),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type UpdateProfile = z.output<typeof updateProfileRequestSchema>;

/**
 * POST /users: the spec's `{name, email, photo, date}`. Only the email matters to the server (it must be the caller's);
 * a role or a join year in the body is never stored.
 */
export const createUserRequestSchema = z.object({
  email: emailSchema,
  name: z.optional(z.string().check(z.maxLength(80, 'Name must be at most 80 characters'))),
  photo: z.optional(z.string().check(z.maxLength(2048, 'Photo URL is too long'))),
  // The spec's client sends its sign-up time (a year or epoch milliseconds); it is ignored but still bounded.
  date: z.optional(
    z.union([
      z.number().check(z.gte(0, 'date is out of range'), z.lte(Number.MAX_SAFE_INTEGER, 'date is out of range')),
      z.string().check(z.maxLength(64)),
    ]),
  ),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

// Written with zod's mini API, as are the fields they are made of (decision 0026): the shell's sign-in, sign-up and
// profile pages bundle only the checks named here (about 5 KB gzip) instead of zod's whole chainable API (about 20 KB
// more), on the pages every signed-out visitor is sent to. The services validate with them like with any zod schema.
import * as z from 'zod/mini';
import { passwordSchema, PASSWORD_MESSAGES } from './password-policy.js';
import { emailSchema } from './user.dto.js';
import { photoSchema } from './url-fields.js';
import { nameSchema } from './user-fields.js';

/** POST /auth/register, as the identity service validates it. */
export const registerRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  photo: photoSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type Registration = z.output<typeof registerRequestSchema>;

/** The register form: the request plus the confirmation the spec asks for (nothing is sent when they differ). */
export const registerFormSchema = z
  .extend(registerRequestSchema, { confirmPassword: z.string().check(z.minLength(1, 'Confirm password is required')) })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: PASSWORD_MESSAGES.mismatch,
      path: ['confirmPassword'],
    }),
  );
export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /auth/login: no client-side rules (docs/product.md#validation), only presence. */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, 'Email must be at most 254 characters')),
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(128, 'Password must be at most 128 characters')),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /jwt: the email the caller's session must belong to. */
export const accessTokenRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254)),
});
export type AccessTokenRequest = z.input<typeof accessTokenRequestSchema>;

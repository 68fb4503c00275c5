import { z } from 'zod';
import { passwordSchema, PASSWORD_MESSAGES } from './password-policy.js';
import { emailSchema } from './user.dto.js';
import { nameSchema, photoSchema } from './user-fields.js';

/** POST /auth/register, as the identity service validates it. */
export const registerRequestSchema = z.object({ name: nameSchema, email: emailSchema, photo: photoSchema, password: passwordSchema });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The register form: the request plus the confirmation the spec asks for (nothing is sent when they differ). */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'Confirm password is required') })
  .refine((form) => form.password === form.confirmPassword, { message: PASSWORD_MESSAGES.mismatch, path: ['confirmPassword'] });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /auth/login: no client-side rules (spec §5), only presence. */
export const loginRequestSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, 'Email must be at most 254 characters'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128, 'Password must be at most 128 characters'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /jwt: the email the caller's session must belong to. */
export const accessTokenRequestSchema = z.object({ email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254) });
export type AccessTokenRequest = z.input<typeof accessTokenRequestSchema>;

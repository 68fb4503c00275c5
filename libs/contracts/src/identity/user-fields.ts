import * as z from 'zod/mini';

/** A person's display name, as sign-up and the profile form take it. */
export const nameSchema = z
  .string({ error: 'Name is required' })
  .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(80, 'Name must be at most 80 characters'));

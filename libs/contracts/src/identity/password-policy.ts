import * as z from 'zod/mini';

/** The password rule (docs/product.md#validation), shared by the register form and the identity service. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$&*';

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 6 characters',
  composition: 'Password must have one Uppercase one lower case, one number and one special character.',
  mismatch: 'Password are not match',
} as const;

// Upper case, lower case, a digit and one of ! @ # $ & *, in any order.
const COMPOSITION = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$&*]).*$/;

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(1, 'Password is required'),
    z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort),
    z.maxLength(128, 'Password must be at most 128 characters'),
    z.regex(COMPOSITION, PASSWORD_MESSAGES.composition),
  );

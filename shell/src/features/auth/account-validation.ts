// The account forms' checks (forgot password, new password, change password, change email), in a chunk of their own
// fetched on first use (components/form/lazy-resolver.ts); the server checks with the same schemas.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  newPasswordFormSchema,
  passwordResetRequestSchema,
} from '@classhub/contracts';

export const forgotPasswordResolver = zodResolver(passwordResetRequestSchema);
export const newPasswordResolver = zodResolver(newPasswordFormSchema);
export const changePasswordResolver = zodResolver(changePasswordRequestSchema);
export const changeEmailResolver = zodResolver(changeEmailRequestSchema);

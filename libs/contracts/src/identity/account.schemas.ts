// Accounts people look after themselves, by mail (decision 0037): the bodies of the routes and the words the shell
// shows. zod's mini API, as the other forms of the shell's signed-out pages (decision 0026).
import * as z from 'zod/mini';
import { documented } from '../http/api-schemas.js';
import { passwordSchema, PASSWORD_MESSAGES } from './password-policy.js';
import { emailSchema } from './user.dto.js';

export const ACCOUNT_MESSAGES = {
  resetRequested:
    'If an account uses this address, we have sent it a link to choose a new password. The link works once, for a short time.',
  linkInvalid: 'This link is not valid any more: it was used already, or it expired. Ask for a new one.',
  passwordReset: 'Your password is set. Sign in with it now.',
  passwordChanged: 'Your password is changed. You were signed out everywhere else.',
  currentPasswordWrong: 'Your current password is not right',
  currentPasswordRequired: 'Current password is required',
  noPasswordYet:
    'Your account signs in with Google and has no password yet. Use "Forgot password?" on the sign-in page to set one.',
  samePassword: 'The new password must be different from the current one',
  emailVerified: 'Your email address is verified.',
  emailChanged: 'Your email address is changed. Use it from now on to sign in.',
  alreadyVerified: 'Your email address is verified already.',
  sameEmail: 'This is already your email address',
  accountDeleted: 'Your account is deleted.',
  confirmationRequired: 'Type your password to confirm',
  recentSignInRequired:
    'For your safety, sign in again (with Google) and delete the account within 10 minutes of signing in.',
  lastAdmin: 'You are the only admin: make someone else an admin before you delete your account.',
  instructorEmailChange:
    'Your classes and sales are filed under your email address, so an instructor cannot change it here yet. Write to us through the contact form.',
  instructorDeletion:
    'Your classes and sales are filed under your account, so an instructor cannot delete it here yet. Write to us through the contact form.',
  tooManyMails: (seconds: number) =>
    `We have sent several links in a short time. Please check your mailbox, or try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`,
  tooManyPasswordChecks: (seconds: number) =>
    `Too many wrong passwords. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`,
  tokenRequired: 'The link is incomplete: open it from the mail again',
  replyRequired: 'Reply is required',
  replyTooShort: 'Reply must be at least 2 characters',
  replyTooLong: 'Reply must be at most 5000 characters',
  alreadyReplied: 'This message has been answered already',
} as const;

/** What payments answers (403) to an account whose address is not proved yet, and the payment page shows. */
export function verifyEmailToPayMessage(email: string): string {
  return `Verify your email address to pay — we sent a link to ${email}. Open it, then try again (or ask for a new link on this page).`;
}

// The token in a mailed link: 43 base64url characters (256 random bits); anything else is refused before any lookup.
const linkTokenSchema = z
  .string({ error: ACCOUNT_MESSAGES.tokenRequired })
  .check(
    z.trim(),
    z.minLength(1, ACCOUNT_MESSAGES.tokenRequired),
    z.regex(/^[A-Za-z0-9_-]{43}$/, ACCOUNT_MESSAGES.linkInvalid),
  );

/** POST /auth/password-reset: "Forgot password?". */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** POST /auth/password-reset/confirm: the mailed link's token and the new password (the shared policy). */
export const passwordResetConfirmSchema = z.object({ token: linkTokenSchema, password: passwordSchema });
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** The reset page's form: the new password twice. */
export const newPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().check(z.minLength(1, 'Confirm password is required')),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: PASSWORD_MESSAGES.mismatch,
      path: ['confirmPassword'],
    }),
  );
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

const currentPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .check(
    z.minLength(1, ACCOUNT_MESSAGES.currentPasswordRequired),
    z.maxLength(128, 'Password must be at most 128 characters'),
  );

/** PUT /auth/password: the profile's "Change password". */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** POST /auth/email-change: the new address gets a link; the password confirms it is the owner asking. */
export const changeEmailRequestSchema = z.object({
  newEmail: emailSchema,
  password: z.optional(currentPasswordSchema),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** POST /auth/email-verification/confirm: the token of a sign-up or email-change link. */
export const emailVerificationConfirmSchema = z.object({ token: linkTokenSchema });
export type EmailVerificationConfirm = z.input<typeof emailVerificationConfirmSchema>;

/** DELETE /auth/account: the password, or nothing for an account without one (a recent sign-in instead). */
export const deleteAccountRequestSchema = z.object({ password: z.optional(currentPasswordSchema) });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** POST /contact-messages/{id}/reply: an admin's answer, mailed to the sender. */
export const contactReplyRequestSchema = z.object({
  reply: z
    .string({ error: ACCOUNT_MESSAGES.replyRequired })
    .check(
      z.trim(),
      z.minLength(1, ACCOUNT_MESSAGES.replyRequired),
      z.minLength(2, ACCOUNT_MESSAGES.replyTooShort),
      z.maxLength(5000, ACCOUNT_MESSAGES.replyTooLong),
    ),
});
export type ContactReplyRequest = z.input<typeof contactReplyRequestSchema>;

/** Every answer of these routes that has nothing else to say: the sentence to show. */
export const accountMessageResponseSchema = documented(
  z.object({ message: documented(z.string(), { description: 'What to tell the user.' }) }),
  { id: 'AccountMessage' },
);
export interface AccountMessageResponse extends z.output<typeof accountMessageResponseSchema> {}

/** POST /auth/email-verification/confirm: what was proved, so the page can say it. */
export const emailVerifiedResponseSchema = documented(
  z.object({
    message: z.string(),
    purpose: z.enum(['sign-up', 'email-change']),
    email: z.string(),
  }),
  { id: 'EmailVerified' },
);
export interface EmailVerifiedResponse extends z.output<typeof emailVerifiedResponseSchema> {}

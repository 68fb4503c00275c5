// Admins undo on accounts (issue 36, point 6; decision 0045): make a user a student again, suspend, reactivate.
import * as z from 'zod/mini';

/** The longest reason an admin may give; it is kept in the audit log and mailed to the user. */
export const ADMIN_REASON_MAX = 1000;

export const ACCOUNT_ADMIN_MESSAGES = {
  /** Sign-in (password or Google) of a suspended account, once the password was proved right. */
  accountSuspended: 'This account is suspended',
  notYourself: 'You cannot change your own account here; ask another admin',
  lastAdmin: 'ClassHub must keep at least one admin: make another user an admin first',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  reasonRequired: 'Give a reason',
  reasonTooLong: `The reason must be at most ${ADMIN_REASON_MAX} characters`,
} as const;

const reasonText = z
  .string({ error: ACCOUNT_ADMIN_MESSAGES.reasonRequired })
  .check(z.trim(), z.maxLength(ADMIN_REASON_MAX, ACCOUNT_ADMIN_MESSAGES.reasonTooLong));

/** PATCH /users/student/{id} and /users/{id}/reactivate: the reason is optional; an empty one is none. */
export const adminReasonRequestSchema = z.object({ reason: z.optional(reasonText) });
export type AdminReasonRequest = z.input<typeof adminReasonRequestSchema>;

/** PATCH /users/{id}/suspend: the reason is required: the user is told it. */
export const suspendUserRequestSchema = z.object({
  reason: reasonText.check(z.minLength(1, ACCOUNT_ADMIN_MESSAGES.reasonRequired)),
});
export type SuspendUserRequest = z.input<typeof suspendUserRequestSchema>;

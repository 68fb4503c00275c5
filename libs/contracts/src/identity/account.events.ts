import { z } from 'zod';
import { defineEvent } from '../events/event-definition.js';

const recipient = z.object({ userId: z.uuid(), email: z.string(), name: z.string() });

/**
 * Someone asked to reset the password of an existing account: the single-use link goes to its address. The link is
 * in the event because only notifications sends it; it is short-lived and dies when used.
 */
export const PASSWORD_RESET_REQUESTED_V1 = defineEvent(
  'identity.account.password-reset-requested.v1',
  recipient.extend({ resetUrl: z.string(), expiresAt: z.iso.datetime({ offset: true }) }),
);

/** An address must be proved: a new account's (`sign-up`) or the new address of an email change (`email-change`). */
export const EMAIL_VERIFICATION_REQUESTED_V1 = defineEvent(
  'identity.account.email-verification-requested.v1',
  recipient.extend({
    purpose: z.enum(['sign-up', 'email-change']),
    verifyUrl: z.string(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
);

/** The password of an account changed (by its owner or through a reset link): a security notice to its address. */
export const PASSWORD_CHANGED_V1 = defineEvent('identity.account.password-changed.v1', recipient);

/** An account was deleted; services drop or anonymise what they keep of it. */
export const ACCOUNT_DELETED_V1 = defineEvent('identity.account.deleted.v1', z.object({ userId: z.uuid() }));

/** An admin answered a contact message; the answer is mailed to whoever wrote it. */
export const CONTACT_REPLIED_V1 = defineEvent(
  'identity.contact.replied.v1',
  z.object({
    messageId: z.uuid(),
    toEmail: z.string(),
    toName: z.string(),
    originalMessage: z.string(),
    reply: z.string(),
    repliedBy: z.string(),
    at: z.iso.datetime({ offset: true }),
  }),
);

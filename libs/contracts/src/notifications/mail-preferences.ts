import * as z from 'zod/mini';

/**
 * The mails a user may turn off (docs/product.md#profile). Receipts, refunds, the welcome and every account or security
 * mail are always sent: they record money or protect the account.
 */
export const OPTIONAL_MAIL_TOPICS = ['classReviews', 'roleChanges'] as const;
export type OptionalMailTopic = (typeof OPTIONAL_MAIL_TOPICS)[number];

/** A user's mail preferences: `true` means "send me these"; everything is on until the user says otherwise. */
export const mailPreferencesSchema = z.strictObject({
  /** An admin approved, denied or gave feedback on one of the user's classes (instructors). */
  classReviews: z.boolean(),
  /** An admin changed the user's role. */
  roleChanges: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

export const DEFAULT_MAIL_PREFERENCES: MailPreferences = { classReviews: true, roleChanges: true };

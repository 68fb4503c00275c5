import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A user's choice of optional mails; a user without a row gets them all. Kept apart from `user_contacts`, which is
 * rewritten from identity's list: a preference is this service's own data, set before or after identity's events.
 */
export const mailPreferences = pgTable('mail_preferences', {
  userId: uuid('user_id').primaryKey(),
  classReviews: boolean('class_reviews').notNull().default(true),
  roleChanges: boolean('role_changes').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { USER_ROLES } from '@classhub/contracts';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What notifications knows of identity's users (decision 0036): where to write to, by which name, and who the admins
 * are (a failed refund is mailed to every admin). Fed by identity's user events and repaired from its list of users;
 * `occurred_at` is the newest applied event's time, so an older snapshot arriving late never wins.
 */
export const userContacts = pgTable(
  'user_contacts',
  {
    userId: uuid('user_id').primaryKey(),
    /** As identity normalises it (lower case, trimmed). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('user_contacts_email_idx').on(table.email), index('user_contacts_role_idx').on(table.role)],
);

export type UserContact = typeof userContacts.$inferSelect;

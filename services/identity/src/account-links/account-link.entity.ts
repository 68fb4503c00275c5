import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../users/user.entity.js';

/** What a mailed link proves: the owner may set a password, or owns the address (a new account's or a new one). */
export const ACCOUNT_LINK_PURPOSES = ['password-reset', 'sign-up', 'email-change'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/**
 * Single-use links mailed to an account (decision 0037): only the sha-256 of the token is kept, so a leaked table
 * opens nothing. A link dies when used (`used_at`), when it expires, or when a newer link of the same purpose is sent.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_LINK_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // The address an email change moves to; null for the other purposes.
    newEmail: text('new_email'),
    // The sign-up's source as a key part (a hash, never the address): a verified sign-up gives its count back.
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('account_links_user_idx').on(table.userId, table.purpose),
    check('account_links_purpose_known', sql`${table.purpose} in ('password-reset', 'sign-up', 'email-change')`),
  ],
);

export type AccountLinkRow = typeof accountLinks.$inferSelect;

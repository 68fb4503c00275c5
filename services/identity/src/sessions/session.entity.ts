import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/user.entity.js';

/**
 * Refresh sessions: one row per refresh token ever issued. Rotation marks the presented row `rotated_at`, adds a row in
 * the same family and links it as `replaced_by`; presenting a rotated token again revokes the whole family (the token
 * was stolen or copied), unless it was rotated moments ago into a token nobody has used yet (two tabs refreshing).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha-256 of the cookie value (base64url): a database leak reveals no usable token.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_family_idx').on(table.familyId),
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;

import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Google sign-ins under way: the state, nonce and PKCE verifier of one authorization request, found again on the
 * callback through the browser's short-lived cookie (only its hash is stored). Used once, then deleted.
 */
export const googleLogins = pgTable(
  'google_logins',
  {
    cookieHash: text('cookie_hash').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('google_logins_expires_idx').on(table.expiresAt)],
);

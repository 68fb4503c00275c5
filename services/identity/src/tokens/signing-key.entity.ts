import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';

/**
 * Generated ES256 keys that sign access tokens when JWT_PRIVATE_KEY is not set, shared by restarts and replicas. The
 * private half is kept only encrypted (a JWE under JWT_KEY_ENCRYPTION_KEY); `private_jwk` held it in clear before and
 * is emptied on start. A key signs from `activates_at` until the next one activates, and is published until
 * `published_until` (its last tokens' expiry), or indefinitely while it is the newest.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<JWK>(),
  privateJwe: text('private_jwe'),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  activatesAt: timestamp('activates_at', { withTimezone: true }).notNull().defaultNow(),
  publishedUntil: timestamp('published_until', { withTimezone: true }),
});

export type SigningKeyRow = typeof signingKeys.$inferSelect;

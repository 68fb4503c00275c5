import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CheckoutMetadata, ProviderIntentStatus, ProviderRefund } from '../payment-provider.js';

/** The built-in test provider's payment intents: what Stripe would keep on its side, kept in payments' database. */
export const testProviderIntents = pgTable(
  'test_provider_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<'usd'>().notNull().default('usd'),
    status: text('status').$type<ProviderIntentStatus>().notNull(),
    metadata: jsonb('metadata').$type<CheckoutMetadata>().notNull(),
    lastError: text('last_error'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    refundId: text('refund_id').unique(),
    refundStatus: text('refund_status').$type<ProviderRefund['status']>(),
    // A refund is idempotent on its own key, as at Stripe.
    refundIdempotencyKey: text('refund_idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('test_provider_intents_amount_positive', sql`${table.amountCents} > 0`)],
);

export type TestProviderIntentRow = typeof testProviderIntents.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    // The card that paid, as Stripe's charge reports it (payment_method_details.card): the receipt shows them.
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    refundId: text('refund_id').unique(),
    refundStatus: text('refund_status').$type<ProviderRefund['status']>(),
    // A refund is idempotent on its own key, as at Stripe.
    refundIdempotencyKey: text('refund_idempotency_key'),
    /** Paid with the card whose refunds fail a moment after they are asked for (TEST_CARDS.refundFails). */
    refundFails: boolean('refund_fails').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('test_provider_intents_amount_positive', sql`${table.amountCents} > 0`)],
);

export type TestProviderIntentRow = typeof testProviderIntents.$inferSelect;

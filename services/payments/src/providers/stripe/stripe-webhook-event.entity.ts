import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Stripe events already handled, by Stripe's event id: Stripe delivers at least once, we apply once. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
});

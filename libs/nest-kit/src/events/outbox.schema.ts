import type { EventEnvelope } from '@classhub/contracts';
import type { StoredTraceContext } from '@classhub/telemetry/tracing';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Events waiting to be published, written in the same transaction as the change they describe.
 * Each service adds this table (and `processedEvents`) to its drizzle schema so its migrations create them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<EventEnvelope>().notNull(),
    // clock_timestamp, not now(): events enqueued in one transaction keep their order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // The trace of the transaction that wrote the event (W3C headers), so its publish and consumers join that trace.
    traceContext: jsonb('trace_context').$type<StoredTraceContext>(),
  },
  (table) => [
    index('outbox_pending_idx')
      .on(table.createdAt)
      .where(sql`published_at is null`),
  ],
);

/** Events a consumer has applied; the primary key makes a second application of one event a no-op. */
export const processedEvents = pgTable(
  'processed_events',
  {
    consumer: text('consumer').notNull(),
    eventId: uuid('event_id').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.consumer, table.eventId] })],
);

/** Spread into a service's drizzle schema: `export const schema = { ...eventTables, classes }`. */
export const eventTables = { outbox, processedEvents };

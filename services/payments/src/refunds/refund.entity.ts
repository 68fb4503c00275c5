import { REFUND_INITIATORS, REFUND_STATES } from '@classhub/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from '../payments/payment.entity.js';

/**
 * The refund ledger (decision 0034): at most one refund per payment (the unique payment id is what makes double
 * clicks and concurrent requests one refund), moving requested → seat-released → succeeded | failed. A failed refund
 * stays an admin's task until retried or resolved.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    /** What was paid, copied from the payment: never the list price. */
    amountCents: integer('amount_cents').notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('requested'),
    initiatedBy: text('initiated_by', { enum: REFUND_INITIATORS }).notNull(),
    /** The student or admin who asked. */
    initiatedByUserId: uuid('initiated_by_user_id'),
    reason: text('reason'),
    /** Each provider attempt has its own idempotency key (`<id>:<attempt>`): a retry after a failure is a new refund there. */
    attempt: integer('attempt').notNull().default(1),
    providerRefundId: text('provider_refund_id').unique(),
    failureReason: text('failure_reason'),
    resolutionNote: text('resolution_note'),
    resolvedByUserId: uuid('resolved_by_user_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    seatReleasedAt: timestamp('seat_released_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Last moved or re-announced: the reconciler picks up refunds that stood still past its grace. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('refunds_amount_non_negative', sql`${table.amountCents} >= 0`),
    check('refunds_state_known', sql`${table.state} in ('requested', 'seat-released', 'succeeded', 'failed')`),
    // The reconciler's scan: refunds still on their way.
    index('refunds_open_idx')
      .on(table.updatedAt)
      .where(sql`${table.state} in ('requested', 'seat-released')`),
    // The admins' tasks: failed and not resolved.
    index('refunds_tasks_idx')
      .on(table.settledAt)
      .where(sql`${table.state} = 'failed' and ${table.resolvedAt} is null`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;

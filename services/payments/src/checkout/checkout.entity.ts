import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const CHECKOUT_STATUSES = ['open', 'succeeded', 'failed', 'canceled', 'expired'] as const;

/**
 * One attempt to pay for a cart item: the seat hold classes granted (its id is this row's id and the provider's
 * idempotency key) and the payment intent created for it. The student's details are copied here so a payment can be
 * recorded even after the cart item is gone.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    holdId: uuid('hold_id').primaryKey(),
    selectionId: uuid('selection_id').notNull(),
    studentId: uuid('student_id').notNull(),
    studentEmail: text('student_email').notNull(),
    studentName: text('student_name').notNull(),
    classId: uuid('class_id').notNull(),
    intentId: text('intent_id').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkouts_selection_idx').on(table.selectionId), index('checkouts_open_expiry_idx').on(table.status, table.expiresAt)],
);

export type CheckoutRow = typeof checkouts.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SelectionRow } from '../selections/selection.entity.js';

/**
 * holding: the seat was asked for and no intent exists yet (a crash here leaves a held seat, which the reconciler
 * gives back); open: the intent can be paid; succeeded: paid and recorded; failed: the card was declined (the
 * intent may still be paid with another card); canceled / expired: the intent was cancelled; abandoned: the attempt
 * ended before it had an intent the student could pay.
 */
export const CHECKOUT_STATUSES = [
  'holding',
  'open',
  'succeeded',
  'failed',
  'canceled',
  'expired',
  'abandoned',
] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * Why classes is told an ended attempt's seat is back: a lapsed or given-up hold starts the student's cool-down for the
 * class (decision 0029), a declined card or an attempt that failed on the way does not.
 */
export const SEAT_RELEASE_REASON = {
  holding: 'abandoned',
  open: 'given-up',
  succeeded: 'abandoned',
  failed: 'declined',
  canceled: 'given-up',
  expired: 'lapsed',
  abandoned: 'abandoned',
} as const satisfies Record<CheckoutStatus, string>;

/** Statuses whose intent can still be paid. */
export const PAYABLE_STATUSES: CheckoutStatus[] = ['open', 'failed'];
/** Statuses of an attempt that is over without a payment: its seat goes back to the class. */
export const ENDED_STATUSES: CheckoutStatus[] = ['failed', 'canceled', 'expired', 'abandoned'];

/**
 * One attempt to pay for a cart item: the seat hold classes granted (its id is this row's id and the provider's
 * idempotency key) and the payment intent created for it. The row is written before the seat is asked for, so no
 * hold can exist that payments does not know of. The student's details are copied here so a payment can be recorded
 * even after the cart item is gone.
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
    intentId: text('intent_id').unique(),
    clientSecret: text('client_secret'),
    amountCents: integer('amount_cents'),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('holding'),
    /** The attempt ended and classes has confirmed the seat is no longer held for it. */
    seatReleased: boolean('seat_released').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('checkouts_selection_idx').on(table.selectionId),
    index('checkouts_open_expiry_idx').on(table.status, table.expiresAt),
    // The reconciler's work list: ended attempts whose seat classes has not yet confirmed as given back.
    index('checkouts_unreleased_idx')
      .on(table.createdAt)
      .where(sql`${table.seatReleased} = false AND ${table.status} IN ('failed', 'canceled', 'expired', 'abandoned')`),
  ],
);

export type CheckoutRow = typeof checkouts.$inferSelect;
/** A checkout whose intent exists: every status but holding and abandoned. */
export type CheckoutWithIntent = CheckoutRow & {
  intentId: string;
  clientSecret: string;
  amountCents: number;
  expiresAt: Date;
};

export function hasIntent(row: CheckoutRow): row is CheckoutWithIntent {
  return row.intentId !== null && row.clientSecret !== null && row.amountCents !== null && row.expiresAt !== null;
}

export function withIntents(rows: CheckoutRow[]): CheckoutWithIntent[] {
  return rows.filter(hasIntent);
}

/** A new attempt, before its seat is asked for. */
export type NewCheckout = Pick<
  CheckoutRow,
  'holdId' | 'selectionId' | 'studentId' | 'studentEmail' | 'studentName' | 'classId'
>;

/** What a checkout attempt starts from: the student's cart item, whether its class is paid for, its payable attempts. */
export interface CheckoutStart {
  selection: SelectionRow;
  paid: boolean;
  /** The seats the class's listing shows; undefined when payments has no listing of it. */
  listedSeats?: number;
  /** Newest first. */
  payable: CheckoutWithIntent[];
  /**
   * An earlier attempt has asked classes for a seat and not heard back (its answer lost, or still on its way): classes
   * may hold a seat for this student already, so this attempt asks classes rather than being refused as full.
   */
  holding: boolean;
}

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classes } from '../classes/class.entity.js';

export const SEAT_HOLD_STATUSES = ['held', 'released', 'converted'] as const;
export type SeatHoldStatus = (typeof SEAT_HOLD_STATUSES)[number];

/**
 * Why a hold was given back. `lapsed` (never paid in time) and `given-up` (the student ended the checkout) start the
 * cool-down of decision 0029; a declined card, an attempt that died on the way or a cancelled class (0041) does not.
 */
export const SEAT_RELEASE_REASONS = ['lapsed', 'given-up', 'declined', 'abandoned', 'class-cancelled'] as const;
export type SeatReleaseReason = (typeof SEAT_RELEASE_REASONS)[number];

/**
 * One seat taken out of `classes.available_seats` for a student's checkout (docs/architecture.md#checkout-saga). While
 * 'held' it counts in the invariant seats + enrolled + held = constant; 'released' gave the seat back, 'converted'
 * became an enrolment.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    // Chosen by payments, so asking twice with the same id is recognised.
    id: uuid('id').primaryKey(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    studentId: uuid('student_id').notNull(),
    status: text('status', { enum: SEAT_HOLD_STATUSES }).notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the seat was last taken for this hold: extensions never take it past SEAT_HOLD_MAX_SECONDS from here. */
    heldSince: timestamp('held_since', { withTimezone: true }).notNull().defaultNow(),
    releaseReason: text('release_reason', { enum: SEAT_RELEASE_REASONS }),
    paymentId: uuid('payment_id'),
    /** The class's price when the seat was held: what the payment for it must be. */
    priceCents: integer('price_cents').notNull(),
    /**
     * The payment intent payments created for this seat (classes.seat.attach.v1): only a payment of that intent becomes
     * an enrolment. `*` marks holds taken before intents were attached, which accept their payment as before.
     */
    intentId: text('intent_id'),
    /** The waitlist offer this hold was claimed from (decision 0038): releasing it early gives the seat back to the offer. */
    offerId: uuid('offer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('seat_holds_status_known', sql`${table.status} in ('held', 'released', 'converted')`),
    // A student holds at most one seat of a class at a time; a second checkout gets the hold they already have.
    uniqueIndex('seat_holds_one_held_per_student_class')
      .on(table.classId, table.studentId)
      .where(sql`${table.status} = 'held'`),
    // The sweeper's scan: only live holds, oldest expiry first.
    index('seat_holds_held_expires_at_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'held'`),
    // A student's open holds (the per-student limit) and their last holds of a class (the cool-down).
    index('seat_holds_student_idx').on(table.studentId, table.classId),
  ],
);

export type SeatHoldRow = typeof seatHolds.$inferSelect;

/** The intent of holds taken before payments attached intents (migration 0003): any payment of the hold counts. */
export const LEGACY_HOLD_INTENT = '*';

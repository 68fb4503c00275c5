import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classes } from '../classes/class.entity.js';

export const SEAT_HOLD_STATUSES = ['held', 'released', 'converted'] as const;
export type SeatHoldStatus = (typeof SEAT_HOLD_STATUSES)[number];

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
    paymentId: uuid('payment_id'),
    /** The class's price when the seat was held: what the payment for it must be. */
    priceCents: integer('price_cents').notNull(),
    /**
     * The payment intent payments created for this seat (classes.seat.attach.v1): only a payment of that intent becomes
     * an enrolment. `*` marks holds taken before intents were attached, which accept their payment as before.
     */
    intentId: text('intent_id'),
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
  ],
);

export type SeatHoldRow = typeof seatHolds.$inferSelect;

/** The intent of holds taken before payments attached intents (migration 0003): any payment of the hold counts. */
export const LEGACY_HOLD_INTENT = '*';

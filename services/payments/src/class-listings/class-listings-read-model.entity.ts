import { CLASS_STATUSES } from '@classhub/contracts';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Payments' read model of the classes service's classes: what a cart item shows and what a payment records. Written
 * only by the class events; `occurred_at` keeps an older snapshot arriving late from replacing a newer one. The price
 * charged never comes from here but from the seat hold's answer (classes' own price at that moment).
 */
export const classListings = pgTable('class_listings', {
  classId: uuid('class_id').primaryKey(),
  className: text('class_name').notNull(),
  classImage: text('class_image').notNull(),
  instructorName: text('instructor_name').notNull(),
  instructorEmail: text('instructor_email').notNull(),
  status: text('status', { enum: CLASS_STATUSES }).notNull(),
  availableSeats: integer('available_seats').notNull(),
  enrolled: integer('enrolled').notNull(),
  priceCents: integer('price_cents').notNull(),
  /** The first session's start (the refund window closes then) and the last one's end (no longer sold after it). */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** Set when the instructor cancelled the class: never sold again, every payment refunded. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
});

export type ClassListingRow = typeof classListings.$inferSelect;

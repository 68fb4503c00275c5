import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CLASS_STATUSES } from '@classhub/contracts';

export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    className: text('class_name').notNull(),
    classImage: text('class_image').notNull(),
    instructorName: text('instructor_name').notNull(),
    instructorEmail: text('instructor_email').notNull(),
    availableSeats: integer('available_seats').notNull(),
    enrolled: integer('enrolled').notNull().default(0),
    // Money is kept in whole cents: floats cannot hold 19.99 exactly.
    priceCents: integer('price_cents').notNull(),
    status: text('status', { enum: CLASS_STATUSES }).notNull().default('pending'),
    feedback: text('feedback'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('classes_available_seats_non_negative', sql`${table.availableSeats} >= 0`),
    check('classes_enrolled_non_negative', sql`${table.enrolled} >= 0`),
    check('classes_price_non_negative', sql`${table.priceCents} >= 0`),
    check('classes_status_known', sql`${table.status} in ('pending', 'approved', 'denied')`),
    index('classes_status_enrolled_idx').on(table.status, table.enrolled),
    index('classes_instructor_email_idx').on(table.instructorEmail),
  ],
);

export type ClassRow = typeof classes.$inferSelect;
export type NewClassRow = typeof classes.$inferInsert;

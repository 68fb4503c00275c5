import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CLASS_STATUSES } from '@classhub/contracts';

/**
 * Identity's read model of the classes service's classes: just what ranks instructors. Written only by the class
 * events (ClassEnrolmentsProjection); `occurred_at` is the newest applied event's time, so an older snapshot arriving
 * late never overwrites a newer one.
 */
export const classEnrolments = pgTable(
  'class_enrolments',
  {
    classId: uuid('class_id').primaryKey(),
    // Stored normalised (trimmed, lower case), like users.email, so the two join.
    instructorEmail: text('instructor_email').notNull(),
    status: text('status', { enum: CLASS_STATUSES }).notNull(),
    enrolled: integer('enrolled').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('class_enrolments_enrolled_non_negative', sql`${table.enrolled} >= 0`),
    index('class_enrolments_instructor_status_idx').on(table.instructorEmail, table.status),
  ],
);

export type ClassEnrolmentRow = typeof classEnrolments.$inferSelect;

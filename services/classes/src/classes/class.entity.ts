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
    // What a class page says (issue 36): plain text; paragraphs are separated by blank lines, outcomes one per line.
    description: text('description').notNull().default(''),
    learningOutcomes: text('learning_outcomes').notNull().default(''),
    /** The IANA zone the instructor planned the sessions in (e.g. Europe/Paris): their times are shown in it too. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The online meeting's joining link: shown only to the class's enrolled students, its instructor and admins. */
    meetingUrl: text('meeting_url'),
    /** The first session's start and the last session's end (class_sessions), kept here for the catalogue's filters. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Set when the instructor cancelled the class: off sale for good, every enrolment refunded. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Visible reviews' count and sum of ratings (class_reviews), kept in the review's transaction for sorting. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('classes_available_seats_non_negative', sql`${table.availableSeats} >= 0`),
    check('classes_enrolled_non_negative', sql`${table.enrolled} >= 0`),
    check('classes_price_non_negative', sql`${table.priceCents} >= 0`),
    check('classes_status_known', sql`${table.status} in ('pending', 'approved', 'denied')`),
    check('classes_rating_count_non_negative', sql`${table.ratingCount} >= 0`),
    index('classes_status_enrolled_idx').on(table.status, table.enrolled),
    index('classes_instructor_email_idx').on(table.instructorEmail),
    // The admins' and instructors' paged lists, newest first.
    index('classes_created_at_idx').on(table.createdAt, table.id),
    index('classes_status_created_at_idx').on(table.status, table.createdAt, table.id),
  ],
);

export type ClassRow = typeof classes.$inferSelect;
export type NewClassRow = typeof classes.$inferInsert;

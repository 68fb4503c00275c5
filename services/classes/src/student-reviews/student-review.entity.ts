import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classes } from '../classes/class.entity.js';

/**
 * A student's rating (1–5) and optional text of a class they enrolled in: one per student and class. The
 * instructor may answer once; an admin may hide it with a reason (then it leaves the average).
 */
export const studentReviews = pgTable(
  'class_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    studentId: uuid('student_id').notNull(),
    /** The author's name when they wrote or last edited it. */
    studentName: text('student_name').notNull(),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by'),
  },
  (table) => [
    check('class_reviews_rating_known', sql`${table.rating} between 1 and 5`),
    uniqueIndex('class_reviews_one_per_student_class').on(table.classId, table.studentId),
    index('class_reviews_class_created_idx').on(table.classId, table.createdAt),
  ],
);

export type StudentReviewRow = typeof studentReviews.$inferSelect;

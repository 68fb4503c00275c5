import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * A student's cart entry: one per student and class (docs/product.md#data); the class itself is read from
 * `class_listings`.
 */
export const selections = pgTable(
  'selections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    studentEmail: text('student_email').notNull(),
    studentName: text('student_name').notNull(),
    classId: uuid('class_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('selections_student_class_unique').on(table.studentId, table.classId),
    index('selections_student_email_idx').on(table.studentEmail),
  ],
);

export type SelectionRow = typeof selections.$inferSelect;

import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { classes } from '../classes/class.entity.js';

/**
 * Students recently turned away from a class because no seat was free: while someone other than a seat's holder is
 * here, others are waiting for that class, so its holds are not extended and a student whose hold lapsed waits out a
 * cool-down (decision 0029). One row per class and student, moved forward on each refusal; old rows are swept.
 */
export const seatDemand = pgTable(
  'seat_demand',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.classId, table.studentId] })],
);

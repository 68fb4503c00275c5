import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { classes } from '../classes/class.entity.js';

/**
 * One meeting of a class: when it starts (an instant; the class's time zone says how the instructor wrote it) and
 * how long it lasts. A class has none (self-paced) or several; `classes.starts_at` / `ends_at` follow them.
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (table) => [
    check('class_sessions_duration_known', sql`${table.durationMinutes} between 1 and 1440`),
    index('class_sessions_class_starts_idx').on(table.classId, table.startsAt),
  ],
);

export type ClassSessionRow = typeof classSessions.$inferSelect;

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classes } from '../classes/class.entity.js';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'left', 'enrolled'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * A student in line for a full class (decision 0038). 'waiting' and 'offered' are active; an 'offered' entry keeps one
 * seat out of `available_seats` for its student until `offer_expires_at`, so the invariant per class is
 * seats = available + enrolled + held holds + offered entries. 'claimed' means the offer became a seat hold (`hold_id`).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    studentId: uuid('student_id').notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The seat hold a claimed offer became. */
    holdId: uuid('hold_id'),
  },
  (table) => [
    check(
      'waitlist_entries_status_known',
      sql`${table.status} in ('waiting', 'offered', 'claimed', 'expired', 'left', 'enrolled')`,
    ),
    // One place in line per student and class; a second join is refused by this index even when two race.
    uniqueIndex('waitlist_entries_one_active_per_student_class')
      .on(table.classId, table.studentId)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    // "Who is next" for a freed seat: the oldest waiting entries of a class.
    index('waitlist_entries_waiting_line_idx')
      .on(table.classId, table.joinedAt, table.id)
      .where(sql`${table.status} = 'waiting'`),
    // The sweeper's scan: live offers, oldest expiry first.
    index('waitlist_entries_offer_expires_idx')
      .on(table.offerExpiresAt)
      .where(sql`${table.status} = 'offered'`),
    // A student's own list.
    index('waitlist_entries_student_idx').on(table.studentId),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

/** The entries of one student in one class's line in any of `statuses`. */
export function entriesOf(classId: string, studentId: string, statuses: readonly WaitlistStatus[]): SQL | undefined {
  return and(
    eq(waitlistEntries.classId, classId),
    eq(waitlistEntries.studentId, studentId),
    inArray(waitlistEntries.status, [...statuses]),
  );
}

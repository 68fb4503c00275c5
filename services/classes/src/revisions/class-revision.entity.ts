import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classes } from '../classes/class.entity.js';

export const CLASS_REVISION_STATUSES = ['pending', 'approved', 'denied', 'replaced'] as const;
export type ClassRevisionStatus = (typeof CLASS_REVISION_STATUSES)[number];

/**
 * An instructor's edit of an approved class, waiting for an admin: the approved version stays on sale until the
 * edit is approved (its `changes` are applied to the class) or denied. A newer edit replaces a pending one.
 */
export const classRevisions = pgTable(
  'class_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    status: text('status', { enum: CLASS_REVISION_STATUSES }).notNull().default('pending'),
    /** The class as the instructor wants it: every editable field, sessions included. */
    changes: jsonb('changes').notNull(),
    /** The admin's reason for a denial. */
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
  },
  (table) => [
    check('class_revisions_status_known', sql`${table.status} in ('pending', 'approved', 'denied', 'replaced')`),
    uniqueIndex('class_revisions_one_pending_per_class')
      .on(table.classId)
      .where(sql`${table.status} = 'pending'`),
    index('class_revisions_class_idx').on(table.classId, table.submittedAt),
  ],
);

export type ClassRevisionRow = typeof classRevisions.$inferSelect;

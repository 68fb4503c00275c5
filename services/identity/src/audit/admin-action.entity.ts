import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The admins' audit log: who did what to which account or class, when and why. identity writes its own actions in
 * the transaction that makes them; other services' admin actions arrive as events (`eventId` makes a redelivery one
 * row).
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The event that reported it, for actions taken in another service. */
    eventId: uuid('event_id').unique(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. `user.suspended`, `class.approval-reversed` (contracts' ADMIN_ACTIONS). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The target's name or email when it happened, so the log reads well after a rename or deletion. */
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_actions_occurred_at_idx').on(table.occurredAt, table.id)],
);

export type AdminActionRow = typeof adminActions.$inferSelect;

import { USER_ROLES } from '@classhub/contracts';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A service's read model of identity's user roles, fed by identity's user events. `occurred_at` is the newest applied
 * event's time, so an older snapshot arriving late (each event type has its own consumer) never wins over a newer.
 * `deleted` marks a deleted account's tombstone: no role at all, and no later-arriving user event brings it back.
 * Add it to the service's drizzle schema so its migrations create it.
 */
export const userRoles = pgTable('user_roles', {
  userId: uuid('user_id').primaryKey(),
  role: text('role', { enum: USER_ROLES }).notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  deleted: boolean('deleted').notNull().default(false),
  /** Suspended by an admin (decision 0045): no role while it lasts, like a tombstone that reactivation lifts. */
  suspended: boolean('suspended').notNull().default(false),
});

import { ACCOUNT_ADMIN_MESSAGES } from '@classhub/contracts';
import { conflict, type EventsTransaction } from '@classhub/nest-kit';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { users } from '../users/user.entity.js';

/**
 * Refuses (409) to take the admin role or the account away from `userId` when it is the last admin who can still sign
 * in. Locks every such admin's row first, always in id order, so two admins demoting or suspending each other at once
 * are served one after the other: the second sees the first one's change (Postgres re-reads a row it waited for) and
 * is refused. Call it before locking any other user row of the transaction, or two callers could deadlock.
 */
export async function keepAnotherAdmin(tx: EventsTransaction, userId: string): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
    .orderBy(asc(users.id))
    .for('update');
  const isAdmin = admins.some((admin) => admin.id === userId);
  if (isAdmin && admins.length < 2) throw conflict(ACCOUNT_ADMIN_MESSAGES.lastAdmin);
}

/** An admin never demotes, suspends or reactivates themselves (409 with the reason). */
export function assertNotSelf(actorId: string, userId: string): void {
  if (actorId === userId) throw conflict(ACCOUNT_ADMIN_MESSAGES.notYourself);
}

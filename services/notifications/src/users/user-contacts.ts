import type { UserState } from '@classhub/contracts';
import type { EventsTransaction } from '@classhub/nest-kit';
import { sql } from 'drizzle-orm';
import { userContacts } from './user-contact.entity.js';

/**
 * Records the user as an event describes them, unless an event that occurred later was applied already; answers
 * whether it did.
 */
export async function applyUserSnapshot(tx: EventsTransaction, user: UserState, occurredAt: Date): Promise<boolean> {
  const row = { email: user.email, name: user.name, role: user.role, occurredAt };
  const written = await tx
    .insert(userContacts)
    .values({ userId: user.userId, ...row })
    .onConflictDoUpdate({
      target: userContacts.userId,
      set: row,
      setWhere: sql`${userContacts.occurredAt} <= excluded.occurred_at`,
    })
    .returning({ userId: userContacts.userId });
  return written.length > 0;
}

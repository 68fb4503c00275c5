import type { EventsTransaction } from '@classhub/nest-kit';
import { and, count, eq } from 'drizzle-orm';
import type { ClassRow } from '../classes/class.entity.js';
import { seatHolds } from '../seats/seat-hold.entity.js';
import { waitlistEntries } from '../waitlist/waitlist-entry.entity.js';

/**
 * The seats of the class nobody else can have: enrolled, held in a checkout, or kept for a waitlist offer. With its row
 * locked (every seat change locks it) this cannot move under the caller: the invariant per class is
 * seats = available + enrolled + held + offered (decision 0038), so the class's total is `available + taken`.
 */
export async function seatsTaken(
  tx: Pick<EventsTransaction, 'select'>,
  klass: Pick<ClassRow, 'id' | 'enrolled'>,
): Promise<number> {
  const [[held], [offered]] = await Promise.all([
    tx
      .select({ n: count() })
      .from(seatHolds)
      .where(and(eq(seatHolds.classId, klass.id), eq(seatHolds.status, 'held'))),
    tx
      .select({ n: count() })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.classId, klass.id), eq(waitlistEntries.status, 'offered'))),
  ]);
  return klass.enrolled + (held?.n ?? 0) + (offered?.n ?? 0);
}

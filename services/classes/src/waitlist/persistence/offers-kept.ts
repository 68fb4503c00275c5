import { batchedWhileBusy } from '@classhub/nest-kit';
import { and, gt, or, sql } from 'drizzle-orm';
import type { ClassesDb } from '../../db/classes-db.js';
import { entriesOf, waitlistEntries, type WaitlistEntryRow } from '../waitlist-entry.entity.js';

interface OfferAsked {
  classId: string;
  studentId: string;
}

/**
 * A student's offer of a class in one of `statuses` while its window lasts. Asked by every checkout of a class that
 * shows no seat (payments' question, and the hold request's), so in a rush the questions asked while others are read
 * share one query (decision 0025).
 */
export function offersKept(
  db: ClassesDb,
  statuses: ReadonlyArray<'offered' | 'claimed'>,
): (classId: string, studentId: string) => Promise<WaitlistEntryRow | undefined> {
  const offers = batchedWhileBusy(
    async (asks: readonly OfferAsked[]) => {
      const rows = await db
        .select()
        .from(waitlistEntries)
        .where(
          and(
            gt(waitlistEntries.offerExpiresAt, sql`now()`),
            or(...asks.map(({ classId, studentId }) => entriesOf(classId, studentId, statuses))),
          ),
        );
      return asks.map(({ classId, studentId }) =>
        rows.find((row) => row.classId === classId && row.studentId === studentId),
      );
    },
    { batchesAtOnce: 2, maxBatchSize: 100 },
  );
  return (classId, studentId) => offers.load({ classId, studentId });
}

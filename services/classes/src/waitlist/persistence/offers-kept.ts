import { batchedWhileBusy } from '@classhub/nest-kit';
import { and, gt, or, sql } from 'drizzle-orm';
import type { ClassesDb } from '../../db/classes-db.js';
import { entriesOf, waitlistEntries, type WaitlistEntryRow } from '../waitlist-entry.entity.js';

interface OfferAsked {
  classId: string;
  studentId: string;
}

/**
 * payments' question about a student's offer (offered, or claimed by their checkout, while its window lasts). Asked by
 * every checkout of a class listed full, so in a rush the questions asked while others are read share one query
 * (decision 0025).
 */
export function offersKept(
  db: ClassesDb,
): (classId: string, studentId: string) => Promise<WaitlistEntryRow | undefined> {
  const offers = batchedWhileBusy(
    async (asks: readonly OfferAsked[]) => {
      const rows = await db
        .select()
        .from(waitlistEntries)
        .where(
          and(
            gt(waitlistEntries.offerExpiresAt, sql`now()`),
            or(...asks.map(({ classId, studentId }) => entriesOf(classId, studentId, ['offered', 'claimed']))),
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

import { inArray } from 'drizzle-orm';
import { classListings } from '../class-listings/class-listings-read-model.entity.js';
import type { PaymentsDb } from '../db/payments-db.js';

/**
 * When each of these classes starts, as its listing last said (decision 0040: a student's refund window closes then);
 * a class without sessions, or not listed yet, has no entry.
 */
export async function classStarts(
  db: Pick<PaymentsDb, 'select'>,
  classIds: readonly string[],
): Promise<Map<string, Date>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: classListings.classId, startsAt: classListings.startsAt })
    .from(classListings)
    .where(inArray(classListings.classId, [...new Set(classIds)]));
  return new Map(rows.flatMap((row) => (row.startsAt ? [[row.classId, row.startsAt] as const] : [])));
}

import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ClassesTransaction } from '../../db/classes-db.js';
import { seatHolds } from '../seat-hold.entity.js';

/**
 * The students of `studentIds` who already hold `limit` seats (decision 0029), counted under a per-student advisory
 * lock held to the end of the transaction: two seats asked for by one student at once are counted one after the other,
 * whichever classes they are of. Locks are taken in id order before any row lock, so no two takers wait on each other.
 */
export async function studentsAtHoldLimit(
  tx: ClassesTransaction,
  studentIds: readonly string[],
  limit: number,
): Promise<Set<string>> {
  const students = [...new Set(studentIds)].sort();
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(student, 29)) FROM (SELECT unnest(${sql.param(students)}::text[]) AS student ORDER BY 1) AS sorted`,
  );
  const open = await tx
    .select({ studentId: seatHolds.studentId, holds: count() })
    .from(seatHolds)
    .where(
      and(inArray(seatHolds.studentId, students), eq(seatHolds.status, 'held'), gt(seatHolds.expiresAt, sql`now()`)),
    )
    .groupBy(seatHolds.studentId);
  return new Set(open.filter(({ holds }) => holds >= limit).map(({ studentId }) => studentId));
}

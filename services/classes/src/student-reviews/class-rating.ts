import type { EventsTransaction } from '@classhub/nest-kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { classes, type ClassRow } from '../classes/class.entity.js';
import { lockClass } from '../waitlist/persistence/seats-given-back.js';
import { studentReviews } from './student-review.entity.js';

/**
 * Runs a change to a class's reviews with the class row locked first and its rating counted again from the table
 * last, in one transaction (decision 0043). The lock makes concurrent changes to one class's reviews take turns, and a
 * statement run after it sees every change committed before, so `rating_count`/`rating_total` never drift. Undefined
 * when the class does not exist (nothing is run).
 */
export async function withClassRating<T>(
  tx: EventsTransaction,
  classId: string,
  change: (klass: ClassRow) => Promise<T>,
): Promise<T | undefined> {
  const klass = await lockClass(tx, classId);
  if (!klass) return undefined;
  const result = await change(klass);
  const visible = and(eq(studentReviews.classId, classId), isNull(studentReviews.hiddenAt));
  await tx
    .update(classes)
    .set({
      ratingCount: sql`(select count(*)::int from ${studentReviews} where ${visible})`,
      ratingTotal: sql`(select coalesce(sum(${studentReviews.rating}), 0)::int from ${studentReviews} where ${visible})`,
    })
    .where(eq(classes.id, classId));
  return result;
}

import { CLASS_ENROLMENT_CHANGED_V1 } from '@classhub/contracts';
import { FOREIGN_KEY_VIOLATION, isPgError, type OutboxWriter } from '@classhub/nest-kit';
import { eq, inArray, sql } from 'drizzle-orm';
import { classes } from '../../classes/class.entity.js';
import { toClassSnapshot } from '../../classes/class.mapper.js';
import type { ClassesDb } from '../../db/classes-db.js';
import { seatHolds } from '../seat-hold.entity.js';
import {
  expiryIn,
  NoSeatTaken,
  priceOf,
  type HoldAsked,
  type SeatTaking,
  type SeatTakingRules,
} from './seat-taking.js';
import { studentsAtHoldLimit } from './student-hold-limit.js';

/**
 * Takes up to one seat for each new hold of `classId`, in one transaction, in their order: one lock of the class row
 * and one snapshot event for them all. The holds of students already at their hold limit get `hold-limit`, those
 * beyond the seats left `none-left`.
 */
export async function takeNewSeatsTogether(
  db: ClassesDb,
  outbox: OutboxWriter,
  rules: SeatTakingRules,
  classId: string,
  holds: readonly HoldAsked[],
): Promise<SeatTaking[]> {
  let atLimit = new Set<string>();
  try {
    return await db.transaction(async (tx) => {
      atLimit = await studentsAtHoldLimit(
        tx,
        holds.map((hold) => hold.studentId),
        rules.holdsPerStudent,
      );
      const eligible = holds.filter((hold) => !atLimit.has(hold.studentId));
      if (eligible.length === 0) throw new NoSeatTaken();
      // Holds first, then the class row, as in every transaction here. The row is locked as an UPDATE of its seats
      // would (FOR NO KEY UPDATE): FOR UPDATE would conflict with the key-share lock each hold's foreign key takes,
      // and two batches of the same class would deadlock.
      const inserted = await tx
        .insert(seatHolds)
        .values(
          eligible.map(({ holdId, studentId }) => ({
            id: holdId,
            classId,
            studentId,
            expiresAt: expiryIn(rules.windowSeconds),
            priceCents: priceOf(classId),
          })),
        )
        .returning({ id: seatHolds.id, expiresAt: seatHolds.expiresAt });
      const [seats] = await tx
        .select({ availableSeats: classes.availableSeats, status: classes.status, cancelledAt: classes.cancelledAt })
        .from(classes)
        .where(eq(classes.id, classId))
        .for('no key update');
      const taken =
        seats?.status === 'approved' && !seats.cancelledAt ? Math.min(seats.availableSeats, eligible.length) : 0;
      if (taken === 0) throw new NoSeatTaken();
      const turnedAway = eligible.slice(taken).map((hold) => hold.holdId);
      if (turnedAway.length > 0) await tx.delete(seatHolds).where(inArray(seatHolds.id, turnedAway));
      const [klass] = await tx
        .update(classes)
        .set({ availableSeats: sql`${classes.availableSeats} - ${taken}`, updatedAt: sql`now()` })
        .where(eq(classes.id, classId))
        .returning();
      if (!klass) throw new NoSeatTaken();
      await outbox.enqueue(tx, CLASS_ENROLMENT_CHANGED_V1, toClassSnapshot(klass));
      const expiries = new Map(inserted.map((hold) => [hold.id, hold.expiresAt]));
      const seated = new Set(eligible.slice(0, taken).map((hold) => hold.holdId));
      return holds.map(({ holdId, studentId }): SeatTaking => {
        if (atLimit.has(studentId)) return 'hold-limit';
        return seated.has(holdId)
          ? { hold: { id: holdId, expiresAt: expiries.get(holdId) as Date }, klass }
          : 'none-left';
      });
    });
  } catch (error) {
    if (error instanceof NoSeatTaken || isPgError(error, FOREIGN_KEY_VIOLATION))
      return holds.map(({ studentId }) => (atLimit.has(studentId) ? 'hold-limit' : 'not-taken'));
    throw error;
  }
}

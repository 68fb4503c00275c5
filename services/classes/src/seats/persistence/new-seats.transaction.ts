import { CLASS_ENROLMENT_CHANGED_V1 } from '@classhub/contracts';
import { FOREIGN_KEY_VIOLATION, isPgError, type OutboxWriter } from '@classhub/nest-kit';
import { eq, inArray, sql } from 'drizzle-orm';
import { classes } from '../../classes/class.entity.js';
import { toClassSnapshot } from '../../classes/class.mapper.js';
import type { ClassesDb } from '../../db/classes-db.js';
import { seatHolds } from '../seat-hold.entity.js';
import { expiryIn, NoSeatTaken, priceOf, type HoldAsked, type SeatTaking } from './seat-taking.js';

/**
 * Takes up to one seat for each new hold of `classId`, in one transaction, in their order: one lock of the class row
 * and one snapshot event for them all. The holds beyond the seats left get `none-left`.
 */
export async function takeNewSeatsTogether(
  db: ClassesDb,
  outbox: OutboxWriter,
  ttlSeconds: number,
  classId: string,
  holds: readonly HoldAsked[],
): Promise<SeatTaking[]> {
  try {
    return await db.transaction(async (tx) => {
      // Holds first, then the class row, as in every transaction here. The row is locked as an UPDATE of its seats
      // would (FOR NO KEY UPDATE): FOR UPDATE would conflict with the key-share lock each hold's foreign key takes,
      // and two batches of the same class would deadlock.
      const inserted = await tx
        .insert(seatHolds)
        .values(
          holds.map(({ holdId, studentId }) => ({
            id: holdId,
            classId,
            studentId,
            expiresAt: expiryIn(ttlSeconds),
            priceCents: priceOf(classId),
          })),
        )
        .returning({ id: seatHolds.id, expiresAt: seatHolds.expiresAt });
      const [seats] = await tx
        .select({ availableSeats: classes.availableSeats, status: classes.status })
        .from(classes)
        .where(eq(classes.id, classId))
        .for('no key update');
      const taken = seats?.status === 'approved' ? Math.min(seats.availableSeats, holds.length) : 0;
      if (taken === 0) throw new NoSeatTaken();
      const turnedAway = holds.slice(taken).map((hold) => hold.holdId);
      if (turnedAway.length > 0) await tx.delete(seatHolds).where(inArray(seatHolds.id, turnedAway));
      const [klass] = await tx
        .update(classes)
        .set({ availableSeats: sql`${classes.availableSeats} - ${taken}`, updatedAt: sql`now()` })
        .where(eq(classes.id, classId))
        .returning();
      if (!klass) throw new NoSeatTaken();
      await outbox.enqueue(tx, CLASS_ENROLMENT_CHANGED_V1, toClassSnapshot(klass));
      const expiries = new Map(inserted.map((hold) => [hold.id, hold.expiresAt]));
      return holds.map(({ holdId }, index): SeatTaking =>
        index < taken ? { hold: { id: holdId, expiresAt: expiries.get(holdId) as Date }, klass } : 'none-left',
      );
    });
  } catch (error) {
    if (error instanceof NoSeatTaken || isPgError(error, FOREIGN_KEY_VIOLATION)) return holds.map(() => 'not-taken');
    throw error;
  }
}

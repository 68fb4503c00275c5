import { CLASS_ENROLMENT_CHANGED_V1, WAITLIST_OFFER_MADE_V1 } from '@classhub/contracts';
import type { EventsTransaction, OutboxWriter } from '@classhub/nest-kit';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { classes, type ClassRow } from '../../classes/class.entity.js';
import { toClassSnapshot } from '../../classes/class.mapper.js';
import { seatHolds } from '../../seats/seat-hold.entity.js';
import { enrolmentWithdrawals } from '../../withdrawals/enrolment-withdrawal.entity.js';
import { waitlistEntries } from '../waitlist-entry.entity.js';

/** Seats a transaction gives back to a class: `seats` freed, of which `unenrolled` were enrolments (a refund). */
export interface SeatsBack {
  classId: string;
  seats: number;
  unenrolled?: number;
}

/** The class row locked the way every seat change here locks it (FOR NO KEY UPDATE; see new-seats.transaction.ts). */
export async function lockClass(tx: EventsTransaction, classId: string): Promise<ClassRow | undefined> {
  const [row] = await tx.select().from(classes).where(eq(classes.id, classId)).for('no key update');
  return row;
}

/**
 * Decision 0038: the one way a seat goes back to a class. Under the class row's lock, the freed seats are offered to
 * the first students waiting (oldest first; one who holds or owns a seat of the class keeps their place), each offer
 * announced in this transaction, and only the rest go to `available_seats`. Lock order: holds, then the class row, then
 * entries, as in every seat transaction. Undefined when the class is gone or fewer are enrolled than `unenrolled`.
 */
export async function giveSeatsBack(
  tx: EventsTransaction,
  outbox: OutboxWriter,
  offerSeconds: number,
  { classId, seats, unenrolled = 0 }: SeatsBack,
): Promise<ClassRow | undefined> {
  const locked = await lockClass(tx, classId);
  if (!locked || locked.enrolled < unenrolled) return undefined;
  // A cancelled class offers nothing: its line has ended (decision 0041).
  const offered =
    locked.status === 'approved' && !locked.cancelledAt ? await offerSeats(tx, outbox, offerSeconds, locked, seats) : 0;
  const [row] = await tx
    .update(classes)
    .set({
      availableSeats: sql`${classes.availableSeats} + ${seats - offered}`,
      enrolled: sql`${classes.enrolled} - ${unenrolled}`,
      updatedAt: sql`now()`,
    })
    .where(eq(classes.id, classId))
    .returning();
  if (row) await outbox.enqueue(tx, CLASS_ENROLMENT_CHANGED_V1, toClassSnapshot(row));
  return row;
}

/** Offers up to `seats` seats to the first students waiting for the class (its row locked); returns how many. */
async function offerSeats(
  tx: EventsTransaction,
  outbox: OutboxWriter,
  offerSeconds: number,
  klass: ClassRow,
  seats: number,
): Promise<number> {
  let offered = 0;
  const passedOver: string[] = [];
  // Read again while short: an entry that left between the read and its lock is skipped by the lock, not offered.
  while (offered < seats) {
    const next = await tx
      .select({ id: waitlistEntries.id, studentId: waitlistEntries.studentId })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.classId, klass.id),
          eq(waitlistEntries.status, 'waiting'),
          passedOver.length > 0 ? notInArray(waitlistEntries.id, passedOver) : undefined,
        ),
      )
      .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
      .limit(seats - offered)
      .for('update');
    if (next.length === 0) break;
    const seated = await seatsOfStudents(
      tx,
      klass.id,
      next.map((entry) => entry.studentId),
    );
    const chosen = next.filter((entry) => !seated.has(entry.studentId)).map((entry) => entry.id);
    passedOver.push(...next.filter((entry) => seated.has(entry.studentId)).map((entry) => entry.id));
    if (chosen.length === 0) continue;
    const offers = await tx
      .update(waitlistEntries)
      .set({
        status: 'offered',
        offeredAt: sql`now()`,
        offerExpiresAt: sql`now() + make_interval(secs => ${offerSeconds})`,
      })
      .where(and(inArray(waitlistEntries.id, chosen), eq(waitlistEntries.status, 'waiting')))
      .returning();
    for (const offer of offers) {
      await outbox.enqueue(tx, WAITLIST_OFFER_MADE_V1, {
        offerId: offer.id,
        classId: klass.id,
        className: klass.className,
        studentId: offer.studentId,
        expiresAt: (offer.offerExpiresAt as Date).toISOString(),
      });
    }
    offered += offers.length;
  }
  return offered;
}

/** What seat of the class each of `studentIds` has, if any: a held hold, or an enrolment (converted, not withdrawn). */
export async function seatsOfStudents(
  tx: Pick<EventsTransaction, 'select'>,
  classId: string,
  studentIds: readonly string[],
): Promise<Map<string, 'held' | 'enrolled'>> {
  if (studentIds.length === 0) return new Map();
  const rows = await tx
    .select({ studentId: seatHolds.studentId, status: seatHolds.status })
    .from(seatHolds)
    .leftJoin(enrolmentWithdrawals, eq(enrolmentWithdrawals.holdId, seatHolds.id))
    .where(
      and(
        eq(seatHolds.classId, classId),
        inArray(seatHolds.studentId, [...studentIds]),
        sql`(${seatHolds.status} = 'held' or ${seatHolds.status} = 'converted' and ${enrolmentWithdrawals.holdId} is null)`,
      ),
    );
  return new Map(rows.map((row) => [row.studentId, row.status === 'held' ? 'held' : 'enrolled']));
}

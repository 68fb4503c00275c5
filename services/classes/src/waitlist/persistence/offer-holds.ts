import { WAITLIST_OFFER_EXPIRED_V1 } from '@classhub/contracts';
import type { EventsTransaction, OutboxWriter } from '@classhub/nest-kit';
import { and, eq, gt, sql } from 'drizzle-orm';
import { classes, type ClassRow } from '../../classes/class.entity.js';
import type { SeatHoldRow } from '../../seats/seat-hold.entity.js';
import { entriesOf, waitlistEntries, type WaitlistEntryRow } from '../waitlist-entry.entity.js';
import { giveSeatsBack, lockClass } from './seats-given-back.js';

/** The student's offer of the class that is still theirs to claim (offered, not past its window). */
export async function liveOffer(
  db: Pick<EventsTransaction, 'select'>,
  classId: string,
  studentId: string,
  statuses: Array<'offered' | 'claimed'> = ['offered'],
): Promise<WaitlistEntryRow | undefined> {
  const [offer] = await db
    .select()
    .from(waitlistEntries)
    .where(and(entriesOf(classId, studentId, statuses), gt(waitlistEntries.offerExpiresAt, sql`now()`)));
  return offer;
}

/**
 * Under the class row's lock, the live offer becomes the hold's: its seat, kept out of `available_seats` since the
 * offer, is now the hold's. False when the offer has ended meanwhile (the caller rolls the hold back).
 */
export async function claimOffer(
  tx: EventsTransaction,
  offerId: string,
  holdId: string,
): Promise<ClassRow | undefined> {
  const [offer] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, offerId));
  const klass = offer && (await lockClass(tx, offer.classId));
  if (!klass) return undefined;
  const claimed = await tx
    .update(waitlistEntries)
    .set({ status: 'claimed', holdId })
    .where(
      and(
        eq(waitlistEntries.id, offerId),
        eq(waitlistEntries.status, 'offered'),
        gt(waitlistEntries.offerExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return claimed.length > 0 ? klass : undefined;
}

/**
 * The seat of a hold just released: back to its offer while the offer's window lasts (the student may claim it again),
 * otherwise freed (decision 0038); an offer whose window ended under it is told expired.
 */
export async function seatOfReleasedHold(
  tx: EventsTransaction,
  outbox: OutboxWriter,
  offerSeconds: number,
  hold: Pick<SeatHoldRow, 'id' | 'classId' | 'offerId'>,
): Promise<void> {
  if (hold.offerId) {
    const klass = await lockClass(tx, hold.classId);
    const ofHold = and(
      eq(waitlistEntries.id, hold.offerId),
      eq(waitlistEntries.status, 'claimed'),
      eq(waitlistEntries.holdId, hold.id),
    );
    const [back] = await tx
      .update(waitlistEntries)
      .set({ status: 'offered', holdId: null })
      .where(and(ofHold, gt(waitlistEntries.offerExpiresAt, sql`now()`)))
      .returning({ id: waitlistEntries.id });
    if (back) return;
    const [expired] = await tx
      .update(waitlistEntries)
      .set({ status: 'expired', endedAt: sql`now()` })
      .where(ofHold)
      .returning();
    if (expired && klass)
      await outbox.enqueue(tx, WAITLIST_OFFER_EXPIRED_V1, {
        offerId: expired.id,
        classId: expired.classId,
        className: klass.className,
        studentId: expired.studentId,
      });
  }
  await giveSeatsBack(tx, outbox, offerSeconds, { classId: hold.classId, seats: 1 });
}

/**
 * A payment arrived for a hold of an offer after the hold was released and its seat returned to the offer: the offer's
 * seat becomes the enrolment (enrolled + 1, available untouched). Undefined when the offer is no longer offered.
 */
export async function enrolOnOffer(
  tx: EventsTransaction,
  hold: Pick<SeatHoldRow, 'id' | 'classId' | 'studentId' | 'offerId'>,
): Promise<ClassRow | undefined> {
  if (!hold.offerId || !(await lockClass(tx, hold.classId))) return undefined;
  const [enrolled] = await tx
    .update(waitlistEntries)
    .set({ status: 'enrolled', holdId: hold.id, endedAt: sql`now()` })
    .where(and(eq(waitlistEntries.id, hold.offerId), entriesOf(hold.classId, hold.studentId, ['offered'])))
    .returning({ id: waitlistEntries.id });
  if (!enrolled) return undefined;
  const [row] = await tx
    .update(classes)
    .set({ enrolled: sql`${classes.enrolled} + 1`, updatedAt: sql`now()` })
    .where(eq(classes.id, hold.classId))
    .returning();
  return row;
}

/**
 * A student just enrolled in the class: their place in its line ends as enrolled, and a seat still offered to them
 * (they took another one) is freed. The class row is already locked by the enrolment.
 */
export async function endEntriesOfEnrolled(
  tx: EventsTransaction,
  outbox: OutboxWriter,
  offerSeconds: number,
  classId: string,
  studentId: string,
): Promise<void> {
  const endAs = (statuses: Array<'waiting' | 'offered' | 'claimed'>) =>
    tx
      .update(waitlistEntries)
      .set({ status: 'enrolled', endedAt: sql`now()` })
      .where(entriesOf(classId, studentId, statuses))
      .returning({ id: waitlistEntries.id });
  await endAs(['waiting', 'claimed']);
  const offered = await endAs(['offered']);
  if (offered.length > 0) await giveSeatsBack(tx, outbox, offerSeconds, { classId, seats: offered.length });
}

import { Inject, Injectable } from '@nestjs/common';
import { CLASS_ENROLMENT_CHANGED_V1 } from '@classhub/contracts';
import { DRIZZLE, FOREIGN_KEY_VIOLATION, isPgError, OutboxWriter, SERVICE_CONFIG } from '@classhub/nest-kit';
import { and, asc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { classes, type ClassRow } from '../../classes/class.entity.js';
import { toClassSnapshot } from '../../classes/class.mapper.js';
import type { ClassesConfig } from '../../config/classes.config.js';
import type { ClassesDb, ClassesTransaction } from '../../db/classes-db.js';
import { liveOffer } from '../../waitlist/persistence/offer-holds.js';
import { offersKept } from '../../waitlist/persistence/offers-kept.js';
import type { WaitlistEntryRow } from '../../waitlist/waitlist-entry.entity.js';
import { WaitlistSeats } from '../../waitlist/waitlist-seats.js';
import { seatHolds, type SeatHoldRow, type SeatReleaseReason } from '../seat-hold.entity.js';
import { intentAttachmentsInBatches } from './intent-attachments.batch.js';
import { newSeatsInBatches } from './new-seats.batch.js';
import { takeNewSeatsTogether } from './new-seats.transaction.js';
import { seatHoldLookups, type ClassSeats, type HoldsOfRequest, type SeatHoldLookups } from './seat-hold.lookups.js';
import {
  expiryIn,
  NoSeatTaken,
  priceOf,
  type HoldAsked,
  type SeatTaking,
  type SeatTakingRules,
} from './seat-taking.js';
import { studentsAtHoldLimit } from './student-hold-limit.js';

/** Thrown inside a seat-taking transaction when the student already holds as many seats as one may. */
class AtHoldLimit extends Error {}

/** What asking for more time came to: the new expiry, or why the hold stays as it is. */
export type HoldExtension =
  | { extended: true; expiresAt: Date }
  | { extended: false; why: 'not-held' }
  | { extended: false; why: 'at-most'; expiresAt: Date };

/**
 * Where seat holds are read and changed. Every change of a seat count is one conditional UPDATE in the transaction
 * that also moves the hold and writes CLASS_ENROLMENT_CHANGED_V1, so seats + enrolled + held holds + offered waitlist
 * entries stays constant per class; a seat given back goes through the waitlist first (decision 0038). Transactions
 * lock the hold row before the class row, and the class row before waitlist entries, always in that order.
 */
@Injectable()
export class SeatHoldsStore {
  private readonly lookups: SeatHoldLookups;
  private readonly newSeats: (hold: HoldAsked) => Promise<SeatTaking>;
  private readonly intents: (holdId: string, intentId: string) => Promise<boolean>;
  private readonly rules: SeatTakingRules;
  private readonly offers: (classId: string, studentId: string) => Promise<WaitlistEntryRow | undefined>;

  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    @Inject(SERVICE_CONFIG) private readonly config: ClassesConfig,
    private readonly outbox: OutboxWriter,
    private readonly waitlist: WaitlistSeats,
  ) {
    this.lookups = seatHoldLookups(db);
    this.rules = { windowSeconds: config.SEAT_HOLD_WINDOW_SECONDS, holdsPerStudent: config.SEAT_HOLDS_PER_STUDENT };
    this.newSeats = newSeatsInBatches({
      together: (classId, holds) => takeNewSeatsTogether(db, outbox, this.rules, classId, holds),
      alone: (hold) => this.takeNewSeatAlone(hold),
    });
    this.intents = intentAttachmentsInBatches(db);
    this.offers = offersKept(db, ['offered']);
  }

  async hold(holdId: string): Promise<SeatHoldRow | undefined> {
    const [hold] = await this.db.select().from(seatHolds).where(eq(seatHolds.id, holdId));
    return hold;
  }

  holdsOf(request: HoldAsked): Promise<HoldsOfRequest> {
    return this.lookups.holdsOf(request);
  }

  classSeats(classId: string): Promise<ClassSeats | undefined> {
    return this.lookups.classSeats(classId);
  }

  /** A seat for a hold id never seen; throws a unique violation when a concurrent request took the id or the student's hold. */
  takeNewSeat(hold: HoldAsked): Promise<SeatTaking> {
    return this.newSeats(hold);
  }

  /** The student's offer of the class still theirs to claim (decision 0038). */
  liveOffer({ classId, studentId }: Pick<HoldAsked, 'classId' | 'studentId'>): Promise<WaitlistEntryRow | undefined> {
    return this.offers(classId, studentId);
  }

  /** The claimed offer a hold was taken from, while the offer's window lasts. */
  async liveOfferOfHold(hold: SeatHoldRow): Promise<WaitlistEntryRow | undefined> {
    if (!hold.offerId) return undefined;
    const offer = await liveOffer(this.db, hold.classId, hold.studentId, ['claimed']);
    return offer?.id === hold.offerId ? offer : undefined;
  }

  /**
   * A hold for a new hold id taken from the student's offer: the seat the offer kept, `available_seats` untouched. The
   * hold limit still applies; `not-taken` when the offer ended meanwhile.
   */
  claimOffer(asked: HoldAsked, offerId: string): Promise<SeatTaking> {
    return this.takeSeat(
      asked,
      (tx) => this.insertHold(tx, asked, offerId),
      (tx, hold) => this.waitlist.claim(tx, offerId, hold.id),
    );
  }

  /** True when the hold is held and now has `intentId`: its first intent stays. */
  attachIntent(holdId: string, intentId: string): Promise<boolean> {
    return this.intents(holdId, intentId);
  }

  /**
   * Gives the seat back. A hold never seen, of a known class and student, is written down as released: its hold request
   * may still be on its way (payments gave up waiting for the answer), and arriving late it must take no seat.
   */
  async release(
    holdId: string,
    reason: SeatReleaseReason,
    owner?: Pick<HoldAsked, 'classId' | 'studentId'>,
  ): Promise<boolean> {
    if (await this.releaseWhere(and(eq(seatHolds.id, holdId), eq(seatHolds.status, 'held')), reason)) return true;
    if (owner) await this.writeDownUnseen(holdId, reason, owner);
    return false;
  }

  /**
   * Another window for a held hold, never past SEAT_HOLD_MAX_SECONDS from when its seat was taken. Whether others are
   * waiting is the caller's to judge first.
   */
  async extend(holdId: string, offer?: { until: Date; othersWaiting: boolean }): Promise<HoldExtension> {
    const longest = this.longestHold(offer);
    const [extended] = await this.db
      .update(seatHolds)
      .set({
        expiresAt: sql`LEAST(now() + make_interval(secs => ${this.rules.windowSeconds}), ${longest})`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(seatHolds.id, holdId),
          eq(seatHolds.status, 'held'),
          gt(seatHolds.expiresAt, sql`now()`),
          sql`${seatHolds.expiresAt} < ${longest}`,
        ),
      )
      .returning({ expiresAt: seatHolds.expiresAt });
    if (extended) return { extended: true, expiresAt: extended.expiresAt };
    const hold = await this.hold(holdId);
    if (hold?.status !== 'held' || hold.expiresAt <= new Date()) return { extended: false, why: 'not-held' };
    return { extended: false, why: 'at-most', expiresAt: hold.expiresAt };
  }

  /**
   * The expiry (and its grace, SEAT_HOLD_RELEASE_GRACE_SECONDS) is checked again under the lock: a payment may have
   * converted the hold since it was seen expired.
   */
  releaseIfExpired(holdId: string): Promise<boolean> {
    return this.releaseWhere(and(eq(seatHolds.id, holdId), eq(seatHolds.status, 'held'), this.pastGrace()), 'lapsed');
  }

  /** Held holds past their expiry and its grace, oldest expiry first. */
  async expiredHoldIds(limit: number): Promise<string[]> {
    const expired = await this.db
      .select({ id: seatHolds.id })
      .from(seatHolds)
      .where(and(eq(seatHolds.status, 'held'), this.pastGrace()))
      .orderBy(asc(seatHolds.expiresAt))
      .limit(limit);
    return expired.map(({ id }) => id);
  }

  private async writeDownUnseen(
    holdId: string,
    reason: SeatReleaseReason,
    { classId, studentId }: Pick<HoldAsked, 'classId' | 'studentId'>,
  ): Promise<void> {
    try {
      await this.db
        .insert(seatHolds)
        .values({
          id: holdId,
          classId,
          studentId,
          status: 'released',
          releaseReason: reason,
          expiresAt: sql`now()`,
          priceCents: 0,
        })
        .onConflictDoNothing({ target: seatHolds.id });
    } catch (error) {
      // A class that is gone takes no seat anyway.
      if (!isPgError(error, FOREIGN_KEY_VIOLATION)) throw error;
    }
  }

  /**
   * How long a hold may be kept in all: SEAT_HOLD_MAX_SECONDS from when its seat was taken; a hold of a live offer
   * (decision 0038) up to the offer's end even while others wait, and the longer of the two while nobody does.
   */
  private longestHold(offer?: { until: Date; othersWaiting: boolean }): SQL {
    const max = sql`${seatHolds.heldSince} + make_interval(secs => ${this.config.SEAT_HOLD_MAX_SECONDS})`;
    if (!offer) return max;
    const until = sql`${offer.until.toISOString()}::timestamptz`;
    return offer.othersWaiting ? until : sql`GREATEST(${max}, ${until})`;
  }

  private pastGrace(): SQL {
    return lt(seatHolds.expiresAt, sql`now() - make_interval(secs => ${this.config.SEAT_HOLD_RELEASE_GRACE_SECONDS})`);
  }

  private takeNewSeatAlone(asked: HoldAsked): Promise<SeatTaking> {
    return this.takeSeat(asked, (tx) => this.insertHold(tx, asked));
  }

  private async insertHold(
    tx: ClassesTransaction,
    { holdId, classId, studentId }: HoldAsked,
    offerId?: string,
  ): Promise<SeatHoldRow | undefined> {
    const [hold] = await tx
      .insert(seatHolds)
      .values({
        id: holdId,
        classId,
        studentId,
        expiresAt: expiryIn(this.rules.windowSeconds),
        priceCents: priceOf(classId),
        offerId,
      })
      .returning();
    return hold;
  }

  /**
   * Within the student's hold limit, the hold written by `holdWrite`, then its seat (`seatOf`: one of the class's
   * available seats under its row's lock, with the class's new snapshot).
   */
  private async takeSeat(
    { classId, studentId }: Pick<HoldAsked, 'classId' | 'studentId'>,
    holdWrite: (tx: ClassesTransaction) => Promise<SeatHoldRow | undefined>,
    seatOf: (tx: ClassesTransaction, hold: SeatHoldRow) => Promise<ClassRow | undefined> = (tx) =>
      this.availableSeat(tx, classId),
  ): Promise<SeatTaking> {
    try {
      return await this.db.transaction(async (tx) => {
        if ((await studentsAtHoldLimit(tx, [studentId], this.rules.holdsPerStudent)).size > 0) throw new AtHoldLimit();
        const hold = await holdWrite(tx);
        const klass = hold && (await seatOf(tx, hold));
        if (!klass || !hold) throw new NoSeatTaken();
        return { hold, klass };
      });
    } catch (error) {
      if (error instanceof AtHoldLimit) return 'hold-limit';
      if (error instanceof NoSeatTaken || isPgError(error, FOREIGN_KEY_VIOLATION)) return 'not-taken';
      throw error;
    }
  }

  private async availableSeat(tx: ClassesTransaction, classId: string): Promise<ClassRow | undefined> {
    const [klass] = await tx
      .update(classes)
      .set({ availableSeats: sql`${classes.availableSeats} - 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(classes.id, classId),
          eq(classes.status, 'approved'),
          isNull(classes.cancelledAt),
          gt(classes.availableSeats, 0),
        ),
      )
      .returning();
    if (klass) await this.outbox.enqueue(tx, CLASS_ENROLMENT_CHANGED_V1, toClassSnapshot(klass));
    return klass;
  }

  // The status condition makes a release and a conversion of the same hold exclusive: only one UPDATE matches.
  private releaseWhere(condition: SQL | undefined, reason: SeatReleaseReason): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [hold] = await tx
        .update(seatHolds)
        .set({ status: 'released', releaseReason: reason, updatedAt: sql`now()` })
        .where(condition)
        .returning();
      if (!hold) return false;
      await this.waitlist.heldSeatReleased(tx, hold);
      return true;
    });
  }
}

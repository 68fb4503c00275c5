import { Inject, Injectable } from '@nestjs/common';
import { CLASS_ENROLMENT_CHANGED_V1 } from '@classhub/contracts';
import { DRIZZLE, FOREIGN_KEY_VIOLATION, isPgError, OutboxWriter, SERVICE_CONFIG } from '@classhub/nest-kit';
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { classes } from '../../classes/class.entity.js';
import { toClassSnapshot } from '../../classes/class.mapper.js';
import type { ClassesConfig } from '../../config/classes.config.js';
import type { ClassesDb, ClassesTransaction } from '../../db/classes-db.js';
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
 * that also moves the hold and writes CLASS_ENROLMENT_CHANGED_V1, so seats + enrolled + held holds stays constant per
 * class. Transactions lock the hold row before the class row, always in that order.
 */
@Injectable()
export class SeatHoldsStore {
  private readonly lookups: SeatHoldLookups;
  private readonly newSeats: (hold: HoldAsked) => Promise<SeatTaking>;
  private readonly intents: (holdId: string, intentId: string) => Promise<boolean>;
  private readonly rules: SeatTakingRules;

  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    @Inject(SERVICE_CONFIG) private readonly config: ClassesConfig,
    private readonly outbox: OutboxWriter,
  ) {
    this.lookups = seatHoldLookups(db);
    this.rules = { windowSeconds: config.SEAT_HOLD_WINDOW_SECONDS, holdsPerStudent: config.SEAT_HOLDS_PER_STUDENT };
    this.newSeats = newSeatsInBatches({
      together: (classId, holds) => takeNewSeatsTogether(db, outbox, this.rules, classId, holds),
      alone: (hold) => this.takeNewSeatAlone(hold),
    });
    this.intents = intentAttachmentsInBatches(db);
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
  async extend(holdId: string): Promise<HoldExtension> {
    const [extended] = await this.db
      .update(seatHolds)
      .set({
        expiresAt: sql`LEAST(now() + make_interval(secs => ${this.rules.windowSeconds}), ${seatHolds.heldSince} + make_interval(secs => ${this.config.SEAT_HOLD_MAX_SECONDS}))`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(seatHolds.id, holdId),
          eq(seatHolds.status, 'held'),
          gt(seatHolds.expiresAt, sql`now()`),
          sql`${seatHolds.expiresAt} < ${seatHolds.heldSince} + make_interval(secs => ${this.config.SEAT_HOLD_MAX_SECONDS})`,
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

  private pastGrace(): SQL {
    return lt(seatHolds.expiresAt, sql`now() - make_interval(secs => ${this.config.SEAT_HOLD_RELEASE_GRACE_SECONDS})`);
  }

  private takeNewSeatAlone(asked: HoldAsked): Promise<SeatTaking> {
    const { holdId, classId, studentId } = asked;
    return this.takeSeat(asked, async (tx) => {
      const [hold] = await tx
        .insert(seatHolds)
        .values({
          id: holdId,
          classId,
          studentId,
          expiresAt: expiryIn(this.rules.windowSeconds),
          priceCents: priceOf(classId),
        })
        .returning();
      return hold;
    });
  }

  /**
   * Within the student's hold limit, the hold written by `holdWrite`, then one seat of the class under its row's lock,
   * with the class's new snapshot.
   */
  private async takeSeat(
    { classId, studentId }: Pick<HoldAsked, 'classId' | 'studentId'>,
    holdWrite: (tx: ClassesTransaction) => Promise<SeatHoldRow | undefined>,
  ): Promise<SeatTaking> {
    try {
      return await this.db.transaction(async (tx) => {
        if ((await studentsAtHoldLimit(tx, [studentId], this.rules.holdsPerStudent)).size > 0) throw new AtHoldLimit();
        const hold = await holdWrite(tx);
        const [klass] = await tx
          .update(classes)
          .set({ availableSeats: sql`${classes.availableSeats} - 1`, updatedAt: sql`now()` })
          .where(and(eq(classes.id, classId), eq(classes.status, 'approved'), gt(classes.availableSeats, 0)))
          .returning();
        if (!klass || !hold) throw new NoSeatTaken();
        await this.outbox.enqueue(tx, CLASS_ENROLMENT_CHANGED_V1, toClassSnapshot(klass));
        return { hold, klass };
      });
    } catch (error) {
      if (error instanceof AtHoldLimit) return 'hold-limit';
      if (error instanceof NoSeatTaken || isPgError(error, FOREIGN_KEY_VIOLATION)) return 'not-taken';
      throw error;
    }
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
      const [klass] = await tx
        .update(classes)
        .set({ availableSeats: sql`${classes.availableSeats} + 1`, updatedAt: sql`now()` })
        .where(eq(classes.id, hold.classId))
        .returning();
      if (klass) await this.outbox.enqueue(tx, CLASS_ENROLMENT_CHANGED_V1, toClassSnapshot(klass));
      return true;
    });
  }
}

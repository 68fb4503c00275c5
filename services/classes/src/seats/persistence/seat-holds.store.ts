import { Inject, Injectable } from '@nestjs/common';
import { CLASS_ENROLMENT_CHANGED_V1 } from '@classhub/contracts';
import { DRIZZLE, FOREIGN_KEY_VIOLATION, isPgError, OutboxWriter, SERVICE_CONFIG } from '@classhub/nest-kit';
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { classes } from '../../classes/class.entity.js';
import { toClassSnapshot } from '../../classes/class.mapper.js';
import type { ClassesConfig } from '../../config/classes.config.js';
import type { ClassesDb } from '../../db/classes-db.js';
import { seatHolds, type SeatHoldRow } from '../seat-hold.entity.js';
import { intentAttachmentsInBatches } from './intent-attachments.batch.js';
import { newSeatsInBatches } from './new-seats.batch.js';
import { takeNewSeatsTogether } from './new-seats.transaction.js';
import { seatHoldLookups, type ClassSeats, type HoldsOfRequest, type SeatHoldLookups } from './seat-hold.lookups.js';
import {
  expiryIn,
  HoldChangedMeanwhile,
  NoSeatTaken,
  priceOf,
  type HoldAsked,
  type SeatTaking,
} from './seat-taking.js';

type Transaction = Parameters<Parameters<ClassesDb['transaction']>[0]>[0];

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

  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    @Inject(SERVICE_CONFIG) private readonly config: ClassesConfig,
    private readonly outbox: OutboxWriter,
  ) {
    this.lookups = seatHoldLookups(db);
    this.newSeats = newSeatsInBatches({
      together: (classId, holds) => takeNewSeatsTogether(db, outbox, config.SEAT_HOLD_TTL_SECONDS, classId, holds),
      alone: (hold) => this.takeNewSeatAlone(hold),
    });
    this.intents = intentAttachmentsInBatches(db);
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

  /** A seat again for a released hold; throws `HoldChangedMeanwhile` when a concurrent request changed it first. */
  reHold(hold: SeatHoldRow): Promise<SeatTaking> {
    return this.takeSeat(hold.classId, async (tx) => {
      const [reheld] = await tx
        .update(seatHolds)
        .set({
          status: 'held',
          expiresAt: expiryIn(this.config.SEAT_HOLD_TTL_SECONDS),
          paymentId: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(seatHolds.id, hold.id), eq(seatHolds.status, 'released')))
        .returning();
      if (!reheld) throw new HoldChangedMeanwhile();
      return reheld;
    });
  }

  /** True when the hold is held and now has `intentId`: its first intent stays. */
  attachIntent(holdId: string, intentId: string): Promise<boolean> {
    return this.intents(holdId, intentId);
  }

  release(holdId: string): Promise<boolean> {
    return this.releaseWhere(and(eq(seatHolds.id, holdId), eq(seatHolds.status, 'held')));
  }

  /** The expiry is checked again under the lock: a payment may have converted the hold since it was seen expired. */
  releaseIfExpired(holdId: string): Promise<boolean> {
    return this.releaseWhere(
      and(eq(seatHolds.id, holdId), eq(seatHolds.status, 'held'), lt(seatHolds.expiresAt, sql`now()`)),
    );
  }

  /** Held holds past their expiry, oldest expiry first. */
  async expiredHoldIds(limit: number): Promise<string[]> {
    const expired = await this.db
      .select({ id: seatHolds.id })
      .from(seatHolds)
      .where(and(eq(seatHolds.status, 'held'), lt(seatHolds.expiresAt, sql`now()`)))
      .orderBy(asc(seatHolds.expiresAt))
      .limit(limit);
    return expired.map(({ id }) => id);
  }

  private takeNewSeatAlone({ holdId, classId, studentId }: HoldAsked): Promise<SeatTaking> {
    return this.takeSeat(classId, async (tx) => {
      const [hold] = await tx
        .insert(seatHolds)
        .values({
          id: holdId,
          classId,
          studentId,
          expiresAt: expiryIn(this.config.SEAT_HOLD_TTL_SECONDS),
          priceCents: priceOf(classId),
        })
        .returning();
      return hold;
    });
  }

  /** The hold written by `holdWrite`, then one seat of the class under its row's lock, with the class's new snapshot. */
  private async takeSeat(
    classId: string,
    holdWrite: (tx: Transaction) => Promise<SeatHoldRow | undefined>,
  ): Promise<SeatTaking> {
    try {
      return await this.db.transaction(async (tx) => {
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
      if (error instanceof NoSeatTaken || isPgError(error, FOREIGN_KEY_VIOLATION)) return 'not-taken';
      throw error;
    }
  }

  // The status condition makes a release and a conversion of the same hold exclusive: only one UPDATE matches.
  private releaseWhere(condition: SQL | undefined): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [hold] = await tx
        .update(seatHolds)
        .set({ status: 'released', updatedAt: sql`now()` })
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

import { Inject, Injectable } from '@nestjs/common';
import { CLASS_ENROLMENT_CHANGED_V1, type CLASSES_SEAT_HOLD, type ReplyInput, type RequestData } from '@classhub/contracts';
import { batchedWhileBusy, DRIZZLE, FOREIGN_KEY_VIOLATION, isPgError, OutboxWriter, SERVICE_CONFIG, UNIQUE_VIOLATION } from '@classhub/nest-kit';
import { and, asc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { classes } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import type { ClassesConfig } from '../config/classes.config.js';
import type { ClassesDb } from '../db/classes-db.js';
import { SEAT_HOLD_MESSAGES } from './seat-hold.messages.js';
import { seatHolds, type SeatHoldRow } from './seat-hold.entity.js';

export type SeatHoldRequest = RequestData<typeof CLASSES_SEAT_HOLD>;
export type SeatHoldReply = ReplyInput<typeof CLASSES_SEAT_HOLD>;

interface Attachment {
  holdId: string;
  intentId: string;
}

/** Thrown inside the hold transaction to roll it back when no seat could be taken. */
class NoSeatTaken extends Error {}
/** Thrown when another transaction changed the same hold first; the whole attempt is made again. */
class HoldChangedMeanwhile extends Error {}

const MAX_ATTEMPTS = 3;
const SWEEP_BATCH = 100;

/**
 * Seats held for checkouts (docs/architecture.md#checkout-saga, steps 2 and 4). Every change of a seat count is one
 * conditional UPDATE in the transaction that also moves the hold and writes CLASS_ENROLMENT_CHANGED_V1, so seats +
 * enrolled + held holds stays constant per class. Transactions lock the hold row before the class row, always in that
 * order.
 */
@Injectable()
export class SeatHoldsService {
  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    @Inject(SERVICE_CONFIG) private readonly config: ClassesConfig,
    private readonly outbox: OutboxWriter,
  ) {}

  private readonly attachments = batchedWhileBusy((batch: readonly Attachment[]) => this.attachBatch(batch), { batchesAtOnce: 2, maxBatchSize: 100 });
  private readonly requests = batchedWhileBusy((batch: readonly SeatHoldRequest[]) => this.holdBatch(batch), { batchesAtOnce: 2, maxBatchSize: 100 });

  /**
   * Holds one seat for the student. Idempotent on `holdId`; a student who already holds a seat of the class gets that
   * hold back. A released hold asked for again under its id takes a seat again, if one is free. Requests arriving
   * while earlier ones are still being answered are answered together (`holdBatch`).
   */
  hold(request: SeatHoldRequest): Promise<SeatHoldReply> {
    return this.requests.load(request);
  }

  /**
   * In a rush, each seat taken alone is one transaction under the class row's lock, one after the other (decision
   * 0025, item 13). New holds of the same class asked for at the same moment are taken in one transaction instead:
   * one lock, one snapshot event, the first of them in arrival order getting the seats that are left.
   */
  private async holdBatch(batch: readonly SeatHoldRequest[]): Promise<Array<SeatHoldReply | Error>> {
    const byClass = new Map<string, SeatHoldRequest[]>();
    for (const request of batch) {
      const ofClass = byClass.get(request.classId);
      if (ofClass) ofClass.push(request);
      else byClass.set(request.classId, [request]);
    }
    const replies = new Map<SeatHoldRequest, SeatHoldReply | Error>();
    await Promise.all(
      [...byClass].map(async ([classId, requests]) => {
        try {
          const answered = await this.holdOfClass(classId, requests);
          requests.forEach((request, index) => replies.set(request, answered[index] as SeatHoldReply));
        } catch (error) {
          for (const request of requests) replies.set(request, error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
    return batch.map((request) => replies.get(request) as SeatHoldReply | Error);
  }

  /** New holds of students with none go together; a repeated hold id, a student holding already or asking twice go alone. */
  private async holdOfClass(classId: string, requests: SeatHoldRequest[]): Promise<SeatHoldReply[]> {
    if (requests.length === 1) return [await this.holdOne(requests[0] as SeatHoldRequest)];
    const known = await this.db
      .select({ id: seatHolds.id, studentId: seatHolds.studentId, status: seatHolds.status, classId: seatHolds.classId })
      .from(seatHolds)
      .where(
        or(
          inArray(seatHolds.id, requests.map((request) => request.holdId)),
          and(
            eq(seatHolds.classId, classId),
            inArray(seatHolds.studentId, requests.map((request) => request.studentId)),
            eq(seatHolds.status, 'held'),
          ),
        ),
      );
    const count = (values: string[]) => values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<string, number>());
    const holdIds = count(requests.map((request) => request.holdId));
    const students = count(requests.map((request) => request.studentId));
    const isNew = (request: SeatHoldRequest) =>
      holdIds.get(request.holdId) === 1 &&
      students.get(request.studentId) === 1 &&
      !known.some((hold) => hold.id === request.holdId || (hold.classId === classId && hold.studentId === request.studentId && hold.status === 'held'));
    const fresh = requests.filter(isNew);
    const freshReplies = await this.holdNew(classId, fresh);
    const replies = new Map(fresh.map((request, index) => [request, freshReplies[index] as SeatHoldReply]));
    for (const request of requests) if (!replies.has(request)) replies.set(request, await this.holdOne(request));
    return requests.map((request) => replies.get(request) as SeatHoldReply);
  }

  /** Takes up to one seat for each request, in one transaction, in their order; the others are refused as full. */
  private async holdNew(classId: string, requests: SeatHoldRequest[]): Promise<SeatHoldReply[]> {
    if (requests.length === 0) return [];
    const refusal = await this.whyNoSeat(classId, true);
    if (refusal) return requests.map(() => refusal);
    const expiresAt = sql`now() + make_interval(secs => ${this.config.SEAT_HOLD_TTL_SECONDS})`;
    try {
      return await this.db.transaction(async (tx) => {
        const priceCents = sql<number>`COALESCE((SELECT ${classes.priceCents} FROM ${classes} WHERE ${classes.id} = ${classId}), 0)`;
        // Holds first, then the class row, as in every transaction here. The row is locked as an UPDATE of its seats
        // would (FOR NO KEY UPDATE): FOR UPDATE would conflict with the key-share lock each hold's foreign key takes,
        // and two batches of the same class would deadlock.
        const holds = await tx
          .insert(seatHolds)
          .values(requests.map(({ holdId, studentId }) => ({ id: holdId, classId, studentId, expiresAt, priceCents })))
          .returning({ id: seatHolds.id, expiresAt: seatHolds.expiresAt });
        const [seats] = await tx.select({ availableSeats: classes.availableSeats, status: classes.status }).from(classes).where(eq(classes.id, classId)).for('no key update');
        const taken = seats?.status === 'approved' ? Math.min(seats.availableSeats, requests.length) : 0;
        if (taken === 0) throw new NoSeatTaken();
        const turnedAway = requests.slice(taken).map((request) => request.holdId);
        if (turnedAway.length > 0) await tx.delete(seatHolds).where(inArray(seatHolds.id, turnedAway));
        const [row] = await tx
          .update(classes)
          .set({ availableSeats: sql`${classes.availableSeats} - ${taken}`, updatedAt: sql`now()` })
          .where(eq(classes.id, classId))
          .returning();
        if (!row) throw new NoSeatTaken();
        await this.outbox.enqueue(tx, CLASS_ENROLMENT_CHANGED_V1, toClassSnapshot(row));
        const expiries = new Map(holds.map((hold) => [hold.id, hold.expiresAt.toISOString()]));
        return requests.map((request, index): SeatHoldReply => {
          if (index >= taken) return refused('full', SEAT_HOLD_MESSAGES.full);
          return { ok: true, holdId: request.holdId, priceCents: row.priceCents, className: row.className, expiresAt: expiries.get(request.holdId) as string, seatsLeft: row.availableSeats };
        });
      });
    } catch (error) {
      if (error instanceof NoSeatTaken || isPgError(error, FOREIGN_KEY_VIOLATION)) {
        const why = (await this.whyNoSeat(classId, false)) ?? refused('full', SEAT_HOLD_MESSAGES.full);
        return requests.map(() => why);
      }
      // A student's hold taken meanwhile by a request answered alone: each request finds its own answer alone.
      if (isPgError(error, UNIQUE_VIOLATION)) {
        const replies: SeatHoldReply[] = [];
        for (const request of requests) replies.push(await this.holdOne(request));
        return replies;
      }
      throw error;
    }
  }

  private async holdOne(request: SeatHoldRequest): Promise<SeatHoldReply> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.tryHold(request);
      } catch (error) {
        // A concurrent request for the same hold id or student and class won; the next attempt finds its hold.
        const raced = error instanceof HoldChangedMeanwhile || isPgError(error, UNIQUE_VIOLATION);
        if (!raced || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Records the payment intent created for a held seat; the first intent stays (asking again with it is fine). False
   * when the hold is not held, or already has another intent.
   */
  attach(holdId: string, intentId: string): Promise<boolean> {
    return this.attachments.load({ holdId, intentId });
  }

  /**
   * The intents of a rush's seats are recorded together, one UPDATE per batch. Two intents for one hold in a batch
   * race as two requests would: the row is updated once, and only the intent it ends with is told yes.
   */
  private async attachBatch(batch: readonly Attachment[]): Promise<boolean[]> {
    const asked = sql.join(
      batch.map(({ holdId, intentId }) => sql`(${holdId}::uuid, ${intentId}::text)`),
      sql`, `,
    );
    const attached = await this.db.execute<{ id: string; intent_id: string }>(sql`
      UPDATE ${seatHolds} SET intent_id = asked.intent_id, updated_at = now()
      FROM (VALUES ${asked}) AS asked (id, intent_id)
      WHERE ${seatHolds.id} = asked.id AND ${seatHolds.status} = 'held'
        AND (${seatHolds.intentId} IS NULL OR ${seatHolds.intentId} = asked.intent_id)
      RETURNING ${seatHolds.id} AS id, ${seatHolds.intentId} AS intent_id`);
    const kept = new Map(attached.rows.map((row) => [row.id, row.intent_id]));
    return batch.map(({ holdId, intentId }) => kept.get(holdId) === intentId);
  }

  /** Gives a held seat back; false when the hold is unknown, already released or already an enrolment. */
  release(holdId: string): Promise<boolean> {
    return this.releaseWhere(and(eq(seatHolds.id, holdId), eq(seatHolds.status, 'held')));
  }

  /** Releases every held hold past its expiry; returns how many. */
  async releaseExpired(): Promise<number> {
    let released = 0;
    for (;;) {
      const expired = await this.db
        .select({ id: seatHolds.id })
        .from(seatHolds)
        .where(and(eq(seatHolds.status, 'held'), lt(seatHolds.expiresAt, sql`now()`)))
        .orderBy(asc(seatHolds.expiresAt))
        .limit(SWEEP_BATCH);
      for (const { id } of expired) {
        // The expiry is checked again under the lock: a payment may have converted the hold since the scan.
        if (await this.releaseWhere(and(eq(seatHolds.id, id), eq(seatHolds.status, 'held'), lt(seatHolds.expiresAt, sql`now()`)))) released++;
      }
      if (expired.length < SWEEP_BATCH) return released;
    }
  }

  private async tryHold({ holdId, classId, studentId }: SeatHoldRequest): Promise<SeatHoldReply> {
    // The hold asked for and the student's current hold of the class, in one round trip.
    const holds = await this.db
      .select()
      .from(seatHolds)
      .where(or(eq(seatHolds.id, holdId), and(eq(seatHolds.classId, classId), eq(seatHolds.studentId, studentId), eq(seatHolds.status, 'held'))));
    const existing = holds.find((hold) => hold.id === holdId);
    if (existing) {
      if (existing.classId !== classId || existing.studentId !== studentId) return refused('not-found', SEAT_HOLD_MESSAGES.holdOfAnotherCheckout);
      if (existing.status === 'held') return this.answer(existing);
      if (existing.status === 'converted') return refused('not-found', SEAT_HOLD_MESSAGES.holdConverted);
    }
    const current = holds.find((hold) => hold.id !== holdId);
    if (current) return this.answer(current);

    // A class seen full (or gone, or not open) is refused without a transaction: in a rush most requests are for a
    // class that has just filled up, and the transaction below would only roll back. Seats seen free are taken under
    // the class row's lock, so a stale read here can only refuse a seat freed a moment ago, never oversell.
    const refusal = await this.whyNoSeat(classId, true);
    if (refusal) return refusal;

    const expiresAt = sql`now() + make_interval(secs => ${this.config.SEAT_HOLD_TTL_SECONDS})`;
    try {
      return await this.db.transaction(async (tx) => {
        let hold: SeatHoldRow | undefined;
        if (existing) {
          [hold] = await tx
            .update(seatHolds)
            .set({ status: 'held', expiresAt, paymentId: null, updatedAt: sql`now()` })
            .where(and(eq(seatHolds.id, holdId), eq(seatHolds.status, 'released')))
            .returning();
          if (!hold) throw new HoldChangedMeanwhile();
        } else {
          // The price is read, not locked: the class row is locked after the hold, in that order, below.
          const priceCents = sql<number>`COALESCE((SELECT ${classes.priceCents} FROM ${classes} WHERE ${classes.id} = ${classId}), 0)`;
          [hold] = await tx.insert(seatHolds).values({ id: holdId, classId, studentId, expiresAt, priceCents }).returning();
        }
        const [row] = await tx
          .update(classes)
          .set({ availableSeats: sql`${classes.availableSeats} - 1`, updatedAt: sql`now()` })
          .where(and(eq(classes.id, classId), eq(classes.status, 'approved'), gt(classes.availableSeats, 0)))
          .returning();
        if (!row || !hold) throw new NoSeatTaken();
        await this.outbox.enqueue(tx, CLASS_ENROLMENT_CHANGED_V1, toClassSnapshot(row));
        return { ok: true, holdId: hold.id, priceCents: row.priceCents, className: row.className, expiresAt: hold.expiresAt.toISOString(), seatsLeft: row.availableSeats };
      });
    } catch (error) {
      if (error instanceof NoSeatTaken || isPgError(error, FOREIGN_KEY_VIOLATION)) return (await this.whyNoSeat(classId, false)) ?? refused('full', SEAT_HOLD_MESSAGES.full);
      throw error;
    }
  }

  private async answer(hold: SeatHoldRow): Promise<SeatHoldReply> {
    const [row] = await this.db
      .select({ priceCents: classes.priceCents, className: classes.className, availableSeats: classes.availableSeats })
      .from(classes)
      .where(eq(classes.id, hold.classId))
      .limit(1);
    if (!row) return refused('not-found', SEAT_HOLD_MESSAGES.classNotFound);
    return { ok: true, holdId: hold.id, priceCents: row.priceCents, className: row.className, expiresAt: hold.expiresAt.toISOString(), seatsLeft: row.availableSeats };
  }

  /** The refusal for a class that is gone, not open for enrolment or (`countSeats`) has no seat left; else undefined. */
  private async whyNoSeat(classId: string, countSeats: boolean): Promise<SeatHoldReply | undefined> {
    const [row] = await this.db.select({ status: classes.status, availableSeats: classes.availableSeats }).from(classes).where(eq(classes.id, classId)).limit(1);
    if (!row) return refused('not-found', SEAT_HOLD_MESSAGES.classNotFound);
    if (row.status !== 'approved') return refused('not-approved', SEAT_HOLD_MESSAGES.notApproved);
    if (!countSeats || row.availableSeats <= 0) return refused('full', SEAT_HOLD_MESSAGES.full);
    return undefined;
  }

  // The status condition makes a release and a conversion of the same hold exclusive: only one UPDATE matches.
  private releaseWhere(condition: SQL | undefined): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [hold] = await tx.update(seatHolds).set({ status: 'released', updatedAt: sql`now()` }).where(condition).returning();
      if (!hold) return false;
      const [row] = await tx
        .update(classes)
        .set({ availableSeats: sql`${classes.availableSeats} + 1`, updatedAt: sql`now()` })
        .where(eq(classes.id, hold.classId))
        .returning();
      if (row) await this.outbox.enqueue(tx, CLASS_ENROLMENT_CHANGED_V1, toClassSnapshot(row));
      return true;
    });
  }
}

function refused(reason: 'not-found' | 'not-approved' | 'full', message: string): SeatHoldReply {
  return { ok: false, reason, message };
}

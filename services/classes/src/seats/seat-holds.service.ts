import { Inject, Injectable } from '@nestjs/common';
import type { CLASSES_SEAT_EXTEND, CLASSES_SEAT_HOLD, ReplyInput, RequestData } from '@classhub/contracts';
import { SCHEDULE_MESSAGES } from '@classhub/contracts';
import { SERVICE_CONFIG } from '@classhub/nest-kit';
import type { ClassesConfig } from '../config/classes.config.js';
import { FairHolds, type FairHoldRefusal } from './fair-holds.policy.js';
import { SeatHoldsStore } from './persistence/seat-holds.store.js';
import { lostARace, type SeatTaking } from './persistence/seat-taking.js';
import type { ClassSeats } from './persistence/seat-hold.lookups.js';
import type { SeatHoldRow, SeatReleaseReason } from './seat-hold.entity.js';
import { SEAT_HOLD_MESSAGES, seatHoldMessages } from './seat-hold.messages.js';

export type SeatHoldRequest = RequestData<typeof CLASSES_SEAT_HOLD>;
export type SeatHoldReply = ReplyInput<typeof CLASSES_SEAT_HOLD>;
export type SeatExtendReply = ReplyInput<typeof CLASSES_SEAT_EXTEND>;

const MAX_ATTEMPTS = 3;
const SWEEP_BATCH = 100;

/**
 * Seats held for checkouts (docs/architecture.md#checkout-saga, steps 2 and 4), one request at a time; how seat counts
 * change, in which lock order, and what goes together in a rush is the store's.
 */
@Injectable()
export class SeatHoldsService {
  private readonly messages;

  constructor(
    private readonly store: SeatHoldsStore,
    private readonly fairness: FairHolds,
    @Inject(SERVICE_CONFIG) config: ClassesConfig,
  ) {
    this.messages = seatHoldMessages(config);
  }

  /**
   * Holds one seat for the student. Idempotent on `holdId`; a student who already holds a seat of the class gets that
   * hold back. A hold id already released (a request arriving after payments gave it up) takes no seat: payments asks
   * each attempt under an id of its own.
   */
  async hold(request: SeatHoldRequest): Promise<SeatHoldReply> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.tryHold(request);
      } catch (error) {
        // A concurrent request for the same hold id or student and class won; the next attempt finds its hold.
        if (!lostARace(error) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Records the payment intent created for a held seat; the first intent stays (asking again with it is fine). False
   * when the hold is not held, or already has another intent.
   */
  attach(holdId: string, intentId: string): Promise<boolean> {
    return this.store.attachIntent(holdId, intentId);
  }

  /**
   * Gives a held seat back; false when the hold is unknown (then, with its class and student, written down as released),
   * already released or already an enrolment.
   */
  release(holdId: string, reason: SeatReleaseReason, owner?: { classId: string; studentId: string }): Promise<boolean> {
    return this.store.release(holdId, reason, owner);
  }

  /**
   * One more window for a student still paying, unless others are waiting for a seat of the class (decision 0029); a
   * hold taken from a waitlist offer may be kept up to the offer's end whoever waits (decision 0038).
   */
  async extend(holdId: string): Promise<SeatExtendReply> {
    const hold = await this.store.hold(holdId);
    if (!hold || hold.status !== 'held' || hold.expiresAt <= new Date())
      return { ok: false, reason: 'not-held', message: SEAT_HOLD_MESSAGES.notHeld };
    const [othersWaiting, offer] = await Promise.all([
      this.fairness.othersWaiting(hold),
      this.store.liveOfferOfHold(hold),
    ]);
    if (othersWaiting && !offer)
      return {
        ok: false,
        reason: 'others-waiting',
        message: SEAT_HOLD_MESSAGES.othersWaiting,
        expiresAt: hold.expiresAt.toISOString(),
      };
    const extension = await this.store.extend(
      holdId,
      offer?.offerExpiresAt ? { until: offer.offerExpiresAt, othersWaiting } : undefined,
    );
    if (extension.extended) return { ok: true, expiresAt: extension.expiresAt.toISOString() };
    if (extension.why === 'not-held') return { ok: false, reason: 'not-held', message: SEAT_HOLD_MESSAGES.notHeld };
    return {
      ok: false,
      reason: 'at-most',
      message: this.messages.atMost,
      expiresAt: extension.expiresAt.toISOString(),
    };
  }

  /** Refusals older than any hold can be no longer say anyone is waiting. */
  forgetOldDemand(): Promise<number> {
    return this.fairness.forgetOldDemand();
  }

  /** Releases every held hold past its expiry and grace; returns how many. */
  async releaseExpired(): Promise<number> {
    let released = 0;
    for (;;) {
      const expired = await this.store.expiredHoldIds(SWEEP_BATCH);
      for (const holdId of expired) {
        if (await this.store.releaseIfExpired(holdId)) released++;
      }
      if (expired.length < SWEEP_BATCH) return released;
    }
  }

  private async tryHold(request: SeatHoldRequest): Promise<SeatHoldReply> {
    // The three reads at once, each in a batch of its own in a rush (decision 0025): most requests of a rush need all
    // three, and the round trips, not the reads, are what a student waits for.
    const [{ asked, current }, noSeat, unfair] = await Promise.all([
      this.store.holdsOf(request),
      this.whyNoSeat(request.classId, true),
      this.fairness.refusal(request),
    ]);
    if (asked) {
      if (asked.classId !== request.classId || asked.studentId !== request.studentId)
        return refused('not-found', SEAT_HOLD_MESSAGES.holdOfAnotherCheckout);
      if (asked.status === 'held') return this.answer(asked);
      if (asked.status === 'converted') return refused('not-found', SEAT_HOLD_MESSAGES.holdConverted);
      return refused('not-found', SEAT_HOLD_MESSAGES.notHeld);
    }
    if (current) return this.answer(current);

    // A seat kept for this student from the waitlist is theirs whatever the class shows and whoever waits (decision
    // 0038). Looked for only when the class would refuse: an offered class shows no seat free.
    if (noSeat?.reason === 'full' || unfair) {
      const offer = await this.store.liveOffer(request);
      if (offer) return this.outcome(request, await this.store.claimOffer(request, offer.id));
    }

    // A class seen full (or gone, or not open) is refused without a transaction: in a rush most requests are for a
    // class that has just filled up, and taking a seat would only roll back. Seats seen free are taken under the class
    // row's lock, so a stale read here can only refuse a seat freed a moment ago, never oversell.
    const refusal = noSeat ?? unfair;
    if (refusal) return this.refusedTo(request, refusal);

    const seat = await this.store.takeNewSeat(request);
    return this.outcome(request, seat);
  }

  private async outcome(request: SeatHoldRequest, seat: SeatTaking): Promise<SeatHoldReply> {
    if (seat === 'hold-limit') return this.refusedTo(request, this.fairness.holdLimit());
    if (seat === 'none-left') return this.refusedTo(request, refused('full', SEAT_HOLD_MESSAGES.full));
    if (seat === 'not-taken')
      return this.refusedTo(
        request,
        (await this.whyNoSeat(request.classId, false)) ?? refused('full', SEAT_HOLD_MESSAGES.full),
      );
    return granted(seat.hold, seat.klass);
  }

  /** A refusal as full is written down first: this student is waiting for a seat of the class. */
  private async refusedTo(
    request: SeatHoldRequest,
    refusal: FairHoldRefusal | Extract<SeatHoldReply, { ok: false }>,
  ): Promise<SeatHoldReply> {
    if (refusal.reason === 'full') this.fairness.turnedAway(request.classId, [request.studentId]);
    return refused(refusal.reason, refusal.message);
  }

  private async answer(hold: SeatHoldRow): Promise<SeatHoldReply> {
    const klass = await this.store.classSeats(hold.classId);
    if (!klass) return refused('not-found', SEAT_HOLD_MESSAGES.classNotFound);
    return granted(hold, klass);
  }

  /** The refusal for a class that is gone, not open for enrolment or (`countSeats`) has no seat left; else undefined. */
  private async whyNoSeat(
    classId: string,
    countSeats: boolean,
  ): Promise<Extract<SeatHoldReply, { ok: false }> | undefined> {
    const klass = await this.store.classSeats(classId);
    if (!klass) return refused('not-found', SEAT_HOLD_MESSAGES.classNotFound);
    // A cancelled class is never sold again (decision 0041).
    if (klass.status !== 'approved' || klass.cancelledAt)
      return refused('not-approved', SEAT_HOLD_MESSAGES.notApproved);
    // A class whose last session is over is no longer sold (decision 0040); the frozen v1 reasons have no "ended".
    if (klass.endsAt && klass.endsAt.getTime() <= Date.now())
      return refused('not-approved', SCHEDULE_MESSAGES.classEnded);
    if (!countSeats || klass.availableSeats <= 0) return refused('full', SEAT_HOLD_MESSAGES.full);
    return undefined;
  }
}

function granted(
  hold: { id: string; expiresAt: Date },
  klass: Pick<ClassSeats, 'priceCents' | 'className' | 'availableSeats'>,
): SeatHoldReply {
  return {
    ok: true,
    holdId: hold.id,
    priceCents: klass.priceCents,
    className: klass.className,
    expiresAt: hold.expiresAt.toISOString(),
    seatsLeft: klass.availableSeats,
  };
}

type RefusalReason = Extract<SeatHoldReply, { ok: false }>['reason'];

function refused(reason: RefusalReason, message: string): Extract<SeatHoldReply, { ok: false }> {
  return { ok: false, reason, message };
}

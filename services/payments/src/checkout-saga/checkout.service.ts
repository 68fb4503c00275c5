import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CLASSES_SEAT_ATTACH,
  CLASSES_SEAT_HOLD,
  COUPON_MESSAGES,
  MIN_CARD_CHARGE_CENTS,
  PAYMENT_MESSAGES,
  type CreatePaymentIntentResponse,
  type RecordPaymentResponse,
  type ReplyData,
} from '@classhub/contracts';
import { conflict, notFound, RequestClient, RequestFailedError, type AuthenticatedUser } from '@classhub/nest-kit';
import { randomUUID } from 'node:crypto';
import { CouponRedemptions, type CouponPrice } from '../coupons/coupon-redemptions.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderIntent } from '../providers/payment-provider.js';
import type { SelectionRow } from '../selections/selection.entity.js';
import { CheckoutOutcomes } from './checkout-outcomes.service.js';
import { checkoutUnavailable as unavailable } from './checkout-unavailable.js';
import type { CheckoutRow, CheckoutStart, CheckoutWithIntent } from './checkout.entity.js';
import { CheckoutsRepository } from './persistence/checkouts.repository.js';
import { SeatRelease } from './seat-release.service.js';
import { SeatRequestQueue, TurnedAwayWithoutAsking } from './seat-requests/seat-request-queue.js';
import { WaitingReports } from './seat-requests/waiting-reports.js';
import { WaitlistOffers } from './seat-requests/waitlist-offers.js';
import { CheckoutMetrics } from './checkout-metrics.js';

type GrantedHold = Extract<ReplyData<typeof CLASSES_SEAT_HOLD>, { ok: true }>;

/**
 * Steps 2 and 4 of the checkout saga (docs/architecture.md#checkout-saga): a seat is held by classes before any intent
 * exists, the intent is created for the price classes answered, and a checkout that fails, is abandoned or expires
 * gives its seat back. The attempt is written down before the seat is asked for, so a crash at any point leaves a row
 * the reconciler can finish (CheckoutReconciler).
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly checkouts: CheckoutsRepository,
    private readonly seats: SeatRelease,
    private readonly outcomes: CheckoutOutcomes,
    private readonly requests: RequestClient,
    private readonly seatRequests: SeatRequestQueue,
    private readonly waiting: WaitingReports,
    private readonly coupons: CouponRedemptions,
    private readonly offers: WaitlistOffers,
    private readonly metrics: CheckoutMetrics,
  ) {}

  /**
   * An intent for the cart item, at the class's price less `couponCode`'s discount. A code that cannot be used is
   * refused before a seat is held; an open attempt priced with another code (or none) is ended and a new one started,
   * so the intent's amount is always the price for the code the student sent.
   */
  async createIntent(
    student: AuthenticatedUser,
    selectionId: string,
    couponCode?: string,
  ): Promise<CreatePaymentIntentResponse> {
    const { selection, payable, holding, listedSeats } = await this.startOf(student, selectionId);
    if (couponCode) await this.checkCoupon(student, selection, couponCode);
    const reusable = (await this.settlePayableAttempts(payable)).find(
      (attempt) => attempt.status === 'open' && attempt.expiresAt > new Date(),
    );
    if (reusable && (await this.coupons.codeOf(reusable.holdId)) === couponCode) return this.answer(reusable);
    if (reusable) await this.endRepriced(reusable);

    const { hold, checkout } = await this.seatInTurn(selection, student, holding, listedSeats);
    if (checkout.status === 'succeeded') throw conflict(PAYMENT_MESSAGES.alreadyBought);
    if (checkout.status === 'open') return this.openOrEnded(checkout as CheckoutWithIntent);
    if (hold.priceCents === 0) {
      await this.seats.abandon(hold.holdId, true);
      throw conflict(PAYMENT_MESSAGES.freeClass);
    }
    // Stripe would refuse the intent (amount_too_small); a code leaving such an amount is refused as it is reserved.
    if (!couponCode && hold.priceCents < MIN_CARD_CHARGE_CENTS) {
      await this.seats.abandon(hold.holdId, true);
      throw conflict(PAYMENT_MESSAGES.belowCardMinimum);
    }
    const price = couponCode ? await this.reserveCoupon(hold, checkout, couponCode) : undefined;
    if (price?.totalCents === 0) {
      await this.seats.abandon(hold.holdId, true);
      throw conflict(COUPON_MESSAGES.makesFree);
    }
    return this.openAttempt(hold, checkout, price?.totalCents ?? hold.priceCents);
  }

  /** Refuses a code that cannot be used on the cart item's class, at its listed price, before any seat is held. */
  private async checkCoupon(student: AuthenticatedUser, selection: SelectionRow, code: string): Promise<void> {
    await this.coupons.checkAtListedPrice({
      studentId: student.id,
      classId: selection.classId,
      selectionId: selection.id,
      code,
    });
  }

  /** Reserves the code at the price classes answered; a refusal gives the seat back. */
  private async reserveCoupon(hold: GrantedHold, checkout: CheckoutRow, code: string): Promise<CouponPrice> {
    const use = { studentId: checkout.studentId, classId: checkout.classId, code, listPriceCents: hold.priceCents };
    try {
      return await this.coupons.reserve(hold.holdId, use);
    } catch (error) {
      await this.seats.abandon(hold.holdId, true);
      throw error;
    }
  }

  /**
   * The student's open attempt was priced for another code: its intent is cancelled and its seat given back before a
   * new attempt holds one (as abandoned: no cool-down, the student is still paying). Paid meanwhile: recorded.
   */
  private async endRepriced(attempt: CheckoutWithIntent): Promise<void> {
    const succeeded = await this.seats.close(attempt, 'abandoned', true);
    if (!succeeded) return;
    await this.outcomes.intentSucceeded(succeeded);
    throw conflict(PAYMENT_MESSAGES.alreadyBought);
  }

  /**
   * A free class joins the student through the same seat hold as a paid one, without a card: the seat is held, then
   * recorded as a $0.00 payment that classes turns into an enrolment. Repeat-safe: the same hold gives the same payment.
   */
  async enrolFree(
    student: AuthenticatedUser,
    selectionId: string,
    couponCode?: string,
  ): Promise<RecordPaymentResponse> {
    const start = await this.checkouts.startOf(student.id, selectionId);
    // A double click: the other request may have enrolled the student already, and its answer is this one's too.
    if (!start || start.paid) return this.enrolledAlready(student, selectionId, start);
    if (couponCode) await this.checkCoupon(student, start.selection, couponCode);
    const { hold, checkout } = await this.seatInTurn(start.selection, student, start.holding, start.listedSeats);
    if (checkout.status === 'succeeded') return this.enrolledAlready(student, selectionId, start);
    // A paid class that a code makes free (100 % off) joins the same way; the code is redeemed as the $0.00 is recorded.
    if (couponCode && hold.priceCents > 0 && checkout.status === 'holding') {
      const price = await this.reserveCoupon(hold, checkout, couponCode);
      if (price.totalCents > 0) {
        await this.seats.abandon(hold.holdId, true);
        throw conflict(COUPON_MESSAGES.stillToPay);
      }
    } else if (hold.priceCents > 0 || checkout.status !== 'holding') {
      // The class has a price (classes says so, whatever the browser thought): the seat is for a card payment.
      if (checkout.status === 'holding') await this.seats.abandon(hold.holdId, true);
      throw conflict(PAYMENT_MESSAGES.notFree);
    }
    const paymentId = await this.outcomes.freeSeatTaken(checkout, new Date(hold.expiresAt));
    if (paymentId) return { insertResult: { insertedId: paymentId } };
    // The cart item went meanwhile: another request enrolled the student; this seat goes back.
    await this.seats.abandon(hold.holdId, true);
    return this.enrolledAlready(student, selectionId, start);
  }

  /** The payment recorded for the cart item (201 with its id), else why there is nothing to enrol in. */
  private async enrolledAlready(
    student: AuthenticatedUser,
    selectionId: string,
    start: CheckoutStart | undefined,
  ): Promise<RecordPaymentResponse> {
    const paymentId = await this.outcomes.paymentOfSelection(student.id, selectionId);
    if (paymentId) return { insertResult: { insertedId: paymentId } };
    if (!start) throw notFound(PAYMENT_MESSAGES.selectionNotFound);
    throw conflict(PAYMENT_MESSAGES.alreadyBought);
  }

  /**
   * The student's attempt classes still holds a seat for: answered while its window lasts; past it (the sweep has
   * not come by yet) it ends now, the intent cancelled before the seat goes back, as the sweep would.
   */
  private async openOrEnded(attempt: CheckoutWithIntent): Promise<CreatePaymentIntentResponse> {
    if (attempt.expiresAt > new Date()) return this.answer(attempt);
    const succeeded = await this.seats.close(attempt, 'expired', true);
    if (!succeeded) throw conflict(PAYMENT_MESSAGES.holdEnded);
    await this.outcomes.intentSucceeded(succeeded);
    throw conflict(PAYMENT_MESSAGES.alreadyBought);
  }

  /** The cart item was removed: its payable checkouts are cancelled and their seats given back. */
  async abandonSelection(selectionId: string): Promise<void> {
    for (const checkout of await this.checkouts.payableOf(selectionId))
      await this.seats.close(checkout, 'canceled', true);
  }

  /** The student's cart item and its payable attempts: 404 when it is not theirs, 409 when its class is already paid for. */
  private async startOf(student: AuthenticatedUser, selectionId: string): Promise<CheckoutStart> {
    const start = await this.checkouts.startOf(student.id, selectionId);
    if (!start) throw notFound(PAYMENT_MESSAGES.selectionNotFound);
    if (start.paid) throw conflict(PAYMENT_MESSAGES.alreadyBought);
    return start;
  }

  /**
   * Looks at the cart item's payable attempts before a new one starts. One that was paid without payments hearing of
   * it (a crash between the card and POST /payment) is recorded now, and the student told they have paid. A declined
   * attempt's intent stays payable at the provider, so it is cancelled: one cart item can never be paid twice.
   * Answers the attempts left as they were, newest first.
   */
  private async settlePayableAttempts(payable: CheckoutWithIntent[]): Promise<CheckoutWithIntent[]> {
    const untouched: CheckoutWithIntent[] = [];
    for (const attempt of payable) {
      const intent = await this.provider.retrieveIntent(attempt.intentId);
      let succeeded = intent?.status === 'succeeded' ? intent : undefined;
      if (!succeeded && attempt.status === 'failed') succeeded = await this.seats.close(attempt, 'canceled', true);
      else if (!succeeded && (!intent || intent.status === 'canceled'))
        await this.seats.close(attempt, 'canceled', false);
      else if (!succeeded) untouched.push(attempt);
      if (succeeded) {
        await this.outcomes.intentSucceeded(succeeded);
        throw conflict(PAYMENT_MESSAGES.alreadyBought);
      }
    }
    return untouched;
  }

  /**
   * A seat when the class's turn comes; a student turned away without classes being asked is reported as waiting. A
   * student with an attempt still `holding` asks classes at once: classes may hold a seat for them already; so does a
   * student a waitlist seat is kept for (decision 0038), never queued behind a rush nor turned away by its count.
   */
  private async seatInTurn(
    selection: SelectionRow,
    student: AuthenticatedUser,
    holding: boolean,
    listedSeats: number | undefined,
  ): Promise<{ hold: GrantedHold; checkout: CheckoutRow }> {
    if (holding || (await this.offers.seatKeptFor(selection.classId, student.id, listedSeats)))
      return this.takeSeat(selection, student);
    try {
      return await this.seatRequests.inTurn(selection.classId, () => this.takeSeat(selection, student));
    } catch (error) {
      if (error instanceof TurnedAwayWithoutAsking) {
        this.metrics.checkout('full');
        this.waiting.turnedAway(selection.classId, student.id);
      }
      throw error;
    }
  }

  /**
   * Writes the attempt down, then asks classes for a seat. classes may answer with the seat the student already holds
   * for this class (an earlier attempt, or one that died early): that attempt is then the one to finish.
   */
  private async takeSeat(
    selection: SelectionRow,
    student: AuthenticatedUser,
    askedAgain = false,
  ): Promise<{ hold: GrantedHold; checkout: CheckoutRow }> {
    const attempt = {
      selectionId: selection.id,
      studentId: student.id,
      studentEmail: student.email,
      studentName: student.name,
      classId: selection.classId,
    };
    const holdId = randomUUID();
    const written = await this.checkouts.insertHolding({ holdId, ...attempt });
    const hold = await this.holdSeat(holdId, selection);
    // Only the reconciler could have moved this attempt's own new row since, long after the hold request's deadline.
    if (written && hold.holdId === holdId) return { hold, checkout: written };
    if (hold.holdId !== holdId) {
      await this.seats.abandon(holdId, false);
      if (!(await this.checkouts.ofHold(hold.holdId)))
        await this.checkouts.insertHolding({ holdId: hold.holdId, ...attempt });
    }
    const checkout = await this.checkouts.ofHold(hold.holdId);
    if (!checkout) throw new Error(`Checkout ${hold.holdId} vanished`);
    // One that has succeeded is the caller's to answer.
    if (['holding', 'open', 'succeeded'].includes(checkout.status)) return { hold, checkout };
    // classes still holds the seat of an attempt that is over: its release has not reached classes (classes was away
    // when it ended, and the reconciler has not asked again yet). It is given back now and a seat asked for once more,
    // rather than telling the student to try again; classes away still is a 503 like any other.
    if (askedAgain) throw conflict(PAYMENT_MESSAGES.checkoutEndedMeanwhile);
    if (!(await this.seats.release(checkout))) throw unavailable();
    return this.takeSeat(selection, student, true);
  }

  /** Asks classes for a seat under `holdId`; a refusal ends the attempt with no seat taken. */
  private async holdSeat(holdId: string, selection: SelectionRow): Promise<GrantedHold> {
    let hold;
    try {
      hold = await this.requests.request(CLASSES_SEAT_HOLD, {
        holdId,
        classId: selection.classId,
        studentId: selection.studentId,
      });
    } catch (error) {
      if (!(error instanceof RequestFailedError)) throw error;
      // classes may have taken the seat before the answer was lost: give it back to be sure.
      await this.seats.abandon(holdId, true);
      throw unavailable();
    }
    if (!hold.ok) {
      if (hold.reason === 'full') {
        this.metrics.checkout('full');
        this.seatRequests.refusedAsFull(selection.classId, hold.message);
      }
      await this.seats.abandon(holdId, false);
      throw hold.reason === 'not-found' ? notFound(hold.message) : conflict(hold.message);
    }
    if (hold.seatsLeft !== undefined) this.seatRequests.seatsLeft(selection.classId, hold.seatsLeft);
    return hold;
  }

  /** Creates the intent for the seat held at `amountCents` (idempotent on the hold id) and opens the attempt. */
  private async openAttempt(
    hold: GrantedHold,
    checkout: CheckoutRow,
    amountCents: number,
  ): Promise<CreatePaymentIntentResponse> {
    let intent: ProviderIntent;
    try {
      intent = await this.provider.createIntent({
        amountCents,
        description: `ClassHub: ${hold.className}`,
        metadata: {
          holdId: hold.holdId,
          selectionId: checkout.selectionId,
          classId: checkout.classId,
          studentId: checkout.studentId,
        },
        idempotencyKey: hold.holdId,
      });
    } catch (error) {
      this.logger.error(`Creating the payment intent for hold ${hold.holdId} failed: ${String(error)}`);
      await this.seats.abandon(hold.holdId, true);
      throw unavailable();
    }
    // classes enrols only for a payment of this intent: until it knows it, the intent is not handed out.
    if (!(await this.attachIntent(hold.holdId, intent.id))) {
      await this.provider.cancelIntent(intent.id);
      await this.seats.abandon(hold.holdId, true);
      throw unavailable();
    }
    const opened = await this.checkouts.markOpen(hold.holdId, intent, new Date(hold.expiresAt));
    if (opened) return this.answer(opened);
    // A concurrent request for the same hold opened it first (same intent), or the reconciler ended the attempt.
    const now = await this.checkouts.ofHold(hold.holdId);
    if (now?.status === 'open' && now.intentId === intent.id) return this.answer(now as CheckoutWithIntent);
    await this.provider.cancelIntent(intent.id);
    throw unavailable();
  }

  private async attachIntent(holdId: string, intentId: string): Promise<boolean> {
    try {
      return (await this.requests.request(CLASSES_SEAT_ATTACH, { holdId, intentId })).attached;
    } catch (error) {
      if (error instanceof RequestFailedError) return false;
      throw error;
    }
  }

  private answer(row: CheckoutWithIntent): CreatePaymentIntentResponse {
    return {
      clientSecret: row.clientSecret,
      paymentIntentId: row.intentId,
      amount: row.amountCents / 100,
      currency: 'usd',
      expiresAt: row.expiresAt.toISOString(),
    };
  }
}

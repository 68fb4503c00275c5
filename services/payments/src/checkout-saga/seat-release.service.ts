import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLASSES_SEAT_RELEASE } from '@classhub/contracts';
import { RequestClient } from '@classhub/nest-kit';
import { CouponRedemptions } from '../coupons/coupon-redemptions.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderIntent } from '../providers/payment-provider.js';
import {
  SEAT_RELEASE_REASON,
  type CheckoutRow,
  type CheckoutStatus,
  type CheckoutWithIntent,
} from './checkout.entity.js';
import { CheckoutsRepository } from './persistence/checkouts.repository.js';
import { SeatRequestQueue } from './seat-requests/seat-request-queue.js';
import { CheckoutMetrics } from './checkout-metrics.js';

/**
 * Ends checkouts that will not be paid and gives their seats back (docs/architecture.md#checkout-saga, step 4). A seat
 * counts as given back only once classes has answered; until then the reconciler asks again, so a seat never stays held
 * for a checkout that is over, even when classes was down at the time.
 */
@Injectable()
export class SeatRelease {
  private readonly logger = new Logger(SeatRelease.name);

  constructor(
    private readonly checkouts: CheckoutsRepository,
    private readonly requests: RequestClient,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly seatRequests: SeatRequestQueue,
    private readonly coupons: CouponRedemptions,
    private readonly metrics: CheckoutMetrics,
  ) {}

  /**
   * Asks classes to give the seat of the ended attempt back; true once classes has answered (released now, or already).
   * The attempt's status tells classes why (SEAT_RELEASE_REASON).
   */
  async release({
    holdId,
    classId,
    studentId,
    status,
  }: Pick<CheckoutRow, 'holdId' | 'classId' | 'studentId' | 'status'>): Promise<boolean> {
    let answer;
    try {
      answer = await this.requests.request(CLASSES_SEAT_RELEASE, {
        holdId,
        reason: SEAT_RELEASE_REASON[status],
        classId,
        studentId,
      });
    } catch (error) {
      this.logger.warn(`Releasing seat hold ${holdId} failed; the reconciler asks again: ${String(error)}`);
      return false;
    }
    if (answer.released) this.seatRequests.seatsBack(classId);
    await this.checkouts.markSeatReleased(holdId);
    return true;
  }

  /**
   * Ends a payable checkout as failed, canceled, expired or abandoned (replaced by one priced with another promotion
   * code) and gives the seat back. With `cancelIntent`, the intent is cancelled at the provider first; should it have
   * succeeded meanwhile, it is returned for the success path instead. Only an attempt that is over frees its code: a
   * declined card may still be retried on the same intent.
   */
  async close(
    checkout: CheckoutWithIntent,
    status: Extract<CheckoutStatus, 'failed' | 'canceled' | 'expired' | 'abandoned'>,
    cancelIntent: boolean,
  ): Promise<ProviderIntent | undefined> {
    if (cancelIntent) {
      const intent = await this.provider.cancelIntent(checkout.intentId);
      if (intent.status === 'succeeded') return intent;
    }
    // A declined card (failed) may be retried on the same intent; its seat is already back, so it stays back.
    const ended = await this.checkouts.end(
      checkout.holdId,
      status === 'failed' ? ['open'] : ['open', 'failed'],
      status,
    );
    if (ended && (status === 'failed' || status === 'expired' || status === 'canceled'))
      this.metrics.checkout(status === 'failed' ? 'declined' : status);
    if (ended && status !== 'failed') await this.coupons.release(checkout.holdId);
    if (ended && !ended.seatReleased) await this.release(ended);
    return undefined;
  }

  /** Ends an attempt that never got an intent the student could pay; its seat, if one was taken, goes back. */
  async abandon(holdId: string, seatTaken: boolean): Promise<void> {
    const ended = await this.checkouts.end(holdId, ['holding'], 'abandoned', !seatTaken);
    if (ended) await this.coupons.release(holdId);
    if (ended && seatTaken) await this.release(ended);
  }
}

import { Injectable } from '@nestjs/common';
import { CLASSES_SEAT_EXTEND, PAYMENT_MESSAGES, type ExtendPaymentIntentResponse } from '@classhub/contracts';
import { conflict, notFound, RequestClient, RequestFailedError, type AuthenticatedUser } from '@classhub/nest-kit';
import { checkoutUnavailable } from './checkout-unavailable.js';
import { CheckoutsRepository } from './persistence/checkouts.repository.js';

/**
 * A student still paying asks for more time (decision 0029): classes holds the seat one more window unless others
 * are waiting for the class or the hold is at its maximum, and the checkout's expiry follows classes' answer. Should
 * payments stop between the two, its expiry is the earlier one, so the intent is cancelled before the seat is back.
 */
@Injectable()
export class SeatHoldExtension {
  constructor(
    private readonly checkouts: CheckoutsRepository,
    private readonly requests: RequestClient,
  ) {}

  async extend(student: AuthenticatedUser, paymentIntentId: string): Promise<ExtendPaymentIntentResponse> {
    const checkout = await this.checkouts.ofIntent(paymentIntentId);
    if (!checkout || checkout.studentId !== student.id) throw notFound(PAYMENT_MESSAGES.paymentIntentNotFound);
    if (checkout.status !== 'open' || checkout.expiresAt <= new Date()) throw conflict(PAYMENT_MESSAGES.holdEnded);
    let answer;
    try {
      answer = await this.requests.request(CLASSES_SEAT_EXTEND, { holdId: checkout.holdId });
    } catch (error) {
      if (error instanceof RequestFailedError) throw checkoutUnavailable();
      throw error;
    }
    if (!answer.ok) throw conflict(answer.reason === 'not-held' ? PAYMENT_MESSAGES.holdEnded : answer.message);
    const expiresAt = new Date(answer.expiresAt);
    if (!(await this.checkouts.extendOpen(checkout.holdId, expiresAt))) throw conflict(PAYMENT_MESSAGES.holdEnded);
    return { expiresAt: expiresAt.toISOString() };
  }
}

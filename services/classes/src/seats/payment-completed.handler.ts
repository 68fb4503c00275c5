import { Injectable } from '@nestjs/common';
import {
  CLASS_ENROLMENT_CHANGED_V1,
  ENROLMENT_CONFIRMED_V1,
  ENROLMENT_REJECTED_V1,
  FREE_TRANSACTION_PREFIX,
  PAYMENT_COMPLETED_V1,
  type EventData,
} from '@classhub/contracts';
import { InconsistentEventError, OnEvent, OutboxWriter, type EventsTransaction } from '@classhub/nest-kit';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { classes, type ClassRow } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import { WaitlistSeats } from '../waitlist/waitlist-seats.js';
import { ENROLMENT_REJECTED_REASONS } from './seat-hold.messages.js';
import { LEGACY_HOLD_INTENT, seatHolds, type SeatHoldRow } from './seat-hold.entity.js';

type PaymentCompleted = EventData<typeof PAYMENT_COMPLETED_V1>;

/**
 * Turns a paid hold into an enrolment (docs/architecture.md#checkout-saga, step 3). Runs in the consumer's transaction,
 * so the effect, the outgoing events and the processed-event mark commit together. Payments refunds on
 * ENROLMENT_REJECTED_V1.
 */
@Injectable()
export class PaymentCompletedHandler {
  constructor(
    private readonly outbox: OutboxWriter,
    private readonly waitlist: WaitlistSeats,
  ) {}

  @OnEvent(PAYMENT_COMPLETED_V1)
  async onPaymentCompleted(payment: PaymentCompleted, tx: EventsTransaction): Promise<void> {
    // Locked so the sweeper or a release cannot change the hold between this read and the updates below.
    const [hold] = await tx.select().from(seatHolds).where(eq(seatHolds.id, payment.holdId)).for('update');
    if (!hold || hold.classId !== payment.classId || hold.studentId !== payment.studentId) {
      return this.reject(tx, payment, ENROLMENT_REJECTED_REASONS.unknownHold);
    }
    // Whoever sent it, a payment that is not of the intent payments attached to this seat (nor a free seat's $0.00)
    // enrols nobody: it is dead-lettered with the reason, for a person to look at.
    if (!paysFor(hold, payment)) {
      throw new InconsistentEventError(
        `payment ${payment.transactionId} of ${payment.amountCents} cents is not the one attached to seat hold ${hold.id}`,
      );
    }
    if (hold.status === 'converted') {
      if (hold.paymentId === payment.paymentId) return;
      return this.reject(tx, payment, ENROLMENT_REJECTED_REASONS.holdUsedByAnotherPayment);
    }

    let row: ClassRow | undefined;
    if (hold.status === 'held') {
      // The hold already took the seat.
      [row] = await tx
        .update(classes)
        .set({ enrolled: sql`${classes.enrolled} + 1`, updatedAt: sql`now()` })
        .where(eq(classes.id, hold.classId))
        .returning();
    } else {
      // The hold lapsed before the payment arrived: the seat its offer still keeps for the student (decision 0038), or
      // a seat taken again if one is still free.
      row = await this.waitlist.enrolOnOffer(tx, hold);
      if (!row)
        [row] = await tx
          .update(classes)
          .set({
            availableSeats: sql`${classes.availableSeats} - 1`,
            enrolled: sql`${classes.enrolled} + 1`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(classes.id, hold.classId),
              eq(classes.status, 'approved'),
              // A class cancelled meanwhile takes no payment: it is rejected, so payments refunds it.
              isNull(classes.cancelledAt),
              gt(classes.availableSeats, 0),
            ),
          )
          .returning();
    }
    if (!row) return this.reject(tx, payment, ENROLMENT_REJECTED_REASONS.filledUp);

    await tx
      .update(seatHolds)
      .set({ status: 'converted', paymentId: payment.paymentId, updatedAt: sql`now()` })
      .where(eq(seatHolds.id, hold.id));
    await this.outbox.enqueue(tx, ENROLMENT_CONFIRMED_V1, enrolmentRef(payment));
    await this.outbox.enqueue(tx, CLASS_ENROLMENT_CHANGED_V1, toClassSnapshot(row));
    // Last, so a seat it frees is announced with the class's newest snapshot.
    await this.waitlist.enrolled(tx, hold.classId, hold.studentId);
  }

  private async reject(tx: EventsTransaction, payment: PaymentCompleted, reason: string): Promise<void> {
    await this.outbox.enqueue(tx, ENROLMENT_REJECTED_V1, { ...enrolmentRef(payment), reason });
  }
}

/**
 * The payment is of the price quoted for the hold (less the promotion code's discount payments names), and of the
 * intent attached to it, or the $0.00 of a free seat (a free class, or a code that took the whole price).
 */
function paysFor(hold: SeatHoldRow, payment: PaymentCompleted): boolean {
  if (hold.intentId === LEGACY_HOLD_INTENT) return true;
  if (payment.amountCents + (payment.discountCents ?? 0) !== hold.priceCents) return false;
  if (payment.amountCents === 0) return payment.transactionId === `${FREE_TRANSACTION_PREFIX}${hold.id}`;
  return payment.transactionId === hold.intentId;
}

function enrolmentRef({ paymentId, holdId, classId, studentId }: PaymentCompleted) {
  return { paymentId, holdId, classId, studentId };
}

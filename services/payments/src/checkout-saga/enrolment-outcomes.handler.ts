import { Inject, Injectable, Logger } from '@nestjs/common';
import { ENROLMENT_CONFIRMED_V1, ENROLMENT_REJECTED_V1, type EventData } from '@classhub/contracts';
import { DRIZZLE, OnEvent, preparedIn, type EventsTransaction } from '@classhub/nest-kit';
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentsDb } from '../db/payments-db.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider.js';
import { payments } from '../payments/payment.entity.js';

/**
 * The end of the saga: classes enrolled the student, or could not (the hold lapsed and the class filled up), in
 * which case the payment is refunded in full. A refund that fails throws, so the event is retried later.
 */
@Injectable()
export class EnrolmentOutcomesHandler {
  private readonly logger = new Logger(EnrolmentOutcomesHandler.name);
  // Every paid seat ends here: built and planned once.
  private readonly confirm;

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(DRIZZLE) db: PaymentsDb,
  ) {
    this.confirm = db
      .update(payments)
      .set({ enrolmentStatus: 'confirmed' })
      .where(and(eq(payments.id, sql.placeholder('paymentId')), eq(payments.enrolmentStatus, 'pending')))
      .prepare('payments_enrolment_confirmed');
  }

  @OnEvent(ENROLMENT_CONFIRMED_V1)
  async onConfirmed(data: EventData<typeof ENROLMENT_CONFIRMED_V1>, tx: EventsTransaction): Promise<void> {
    await preparedIn(tx, this.confirm).execute({ paymentId: data.paymentId });
  }

  @OnEvent(ENROLMENT_REJECTED_V1)
  async onRejected(data: EventData<typeof ENROLMENT_REJECTED_V1>, tx: EventsTransaction): Promise<void> {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, data.paymentId)).limit(1);
    if (!payment || payment.enrolmentStatus === 'refunded') return;
    // A free class's $0.00 payment went through no provider: there is nothing to give back, only the outcome to note.
    const refund =
      payment.priceCents > 0
        ? await this.provider.refund(payment.transactionId, `${payment.holdId}:refund`)
        : undefined;
    this.logger.warn(
      `Payment ${payment.id} ${refund ? `refunded (${refund.id})` : 'of a free class not enrolled'}: ${data.reason}`,
    );
    await tx
      .update(payments)
      .set({ enrolmentStatus: 'refunded', refundId: refund?.id ?? null, refundReason: data.reason })
      .where(eq(payments.id, payment.id));
  }
}

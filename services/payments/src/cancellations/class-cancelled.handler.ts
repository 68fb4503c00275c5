import { Inject, Injectable } from '@nestjs/common';
import { CLASS_CANCELLED_V1, type EventData } from '@classhub/contracts';
import { OnEvent, SERVICE_CONFIG, type EventsTransaction } from '@classhub/nest-kit';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { classListings } from '../class-listings/class-listings-read-model.entity.js';
import type { PaymentsConfig } from '../config/payments.config.js';
import type { PaymentsTransaction } from '../db/payments-db.js';
import { payments } from '../payments/payment.entity.js';
import { refunds } from '../refunds/refund.entity.js';
import { RefundLedger } from '../refunds/refund-ledger.js';

/** What the refund and its mail say (the same for an admin's cancellation: the class is the instructor's). */
export const CLASS_CANCELLED_REFUND_REASON = 'Class cancelled by its instructor';

/** Thrown while a payment of the class still waits for classes' answer: the event is delivered again later. */
export class EnrolmentsStillOnTheirWay extends Error {}

/**
 * A class was cancelled (decision 0041): its listing is marked so it is never sold again, and every paid enrolment of
 * it gets a refund through the ledger (decision 0034: the seat is withdrawn, then the money goes back), whatever the
 * refund window. The ledger's one row per payment, the payment locks and the consumer's once-per-event mark make a
 * redelivery refund nothing twice. A checkout still in flight is rejected by classes (its hold was released), and
 * the checkout saga refunds it; a payment classes has enrolled but payments has not heard of yet waits (the event is
 * redelivered until every paid enrolment of the class has its answer).
 */
@Injectable()
export class ClassCancelledHandler {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: PaymentsConfig,
    private readonly ledger: RefundLedger,
  ) {}

  @OnEvent(CLASS_CANCELLED_V1)
  async onCancelled(data: EventData<typeof CLASS_CANCELLED_V1>, eventsTx: EventsTransaction): Promise<void> {
    const tx = eventsTx as PaymentsTransaction;
    await tx
      .update(classListings)
      .set({ cancelledAt: new Date(data.cancelledAt ?? Date.now()) })
      .where(eq(classListings.classId, data.classId));
    const open = await tx
      .select({ id: payments.id, enrolmentStatus: payments.enrolmentStatus })
      .from(payments)
      .leftJoin(refunds, eq(refunds.paymentId, payments.id))
      .where(and(eq(payments.classId, data.classId), gt(payments.priceCents, 0), isNull(refunds.id)))
      .for('update', { of: payments });
    if (open.some((payment) => payment.enrolmentStatus === 'pending'))
      throw new EnrolmentsStillOnTheirWay(`class ${data.classId}: a paid enrolment still waits for classes' answer`);
    for (const payment of open.filter((one) => one.enrolmentStatus === 'confirmed'))
      await this.ledger.openIn(
        tx,
        payment.id,
        { initiatedBy: 'system', reason: CLASS_CANCELLED_REFUND_REASON },
        this.config.REFUND_WINDOW_DAYS,
      );
  }
}

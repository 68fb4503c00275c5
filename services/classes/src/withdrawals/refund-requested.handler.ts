import { Injectable, Logger } from '@nestjs/common';
import { ENROLMENT_WITHDRAWN_V1, REFUND_REQUESTED_V1, type EventData } from '@classhub/contracts';
import { OnEvent, OutboxWriter, type EventsTransaction } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { seatHolds } from '../seats/seat-hold.entity.js';
import { WaitlistSeats } from '../waitlist/waitlist-seats.js';
import { enrolmentWithdrawals } from './enrolment-withdrawal.entity.js';

type RefundRequested = EventData<typeof REFUND_REQUESTED_V1>;

/**
 * A refund's step in classes (decision 0034): the enrolment its payment made is withdrawn and the seat given back
 * (enrolled − 1; the seat offered to the first student waiting, decision 0038, or else available + 1), once per
 * payment, in the consumer's transaction with the class's new snapshot and the answer to payments. Every delivery is
 * answered, so a re-announced request still moves the refund on.
 */
@Injectable()
export class RefundRequestedHandler {
  private readonly logger = new Logger(RefundRequestedHandler.name);

  constructor(
    private readonly outbox: OutboxWriter,
    private readonly waitlist: WaitlistSeats,
  ) {}

  @OnEvent(REFUND_REQUESTED_V1)
  async onRefundRequested(refund: RefundRequested, tx: EventsTransaction): Promise<void> {
    // Locked so a concurrent delivery waits here and then finds the withdrawal written.
    const [hold] = await tx.select().from(seatHolds).where(eq(seatHolds.id, refund.holdId)).for('update');
    const enrolled =
      hold?.status === 'converted' &&
      hold.paymentId === refund.paymentId &&
      hold.classId === refund.classId &&
      hold.studentId === refund.studentId;
    const [withdrawal] = await tx
      .insert(enrolmentWithdrawals)
      .values({ ...withdrawalOf(refund), seatReleased: enrolled })
      .onConflictDoNothing()
      .returning();
    let seatReleased = false;
    if (withdrawal && enrolled) {
      // The seat goes to the first student waiting for the class, if anyone is (decision 0038).
      seatReleased = !!(await this.waitlist.giveBack(tx, { classId: refund.classId, seats: 1, unenrolled: 1 }));
    } else if (withdrawal) {
      this.logger.warn(`Refund ${refund.refundId}: payment ${refund.paymentId} enrolled nobody; no seat to give back`);
    }
    await this.outbox.enqueue(tx, ENROLMENT_WITHDRAWN_V1, {
      refundId: refund.refundId,
      paymentId: refund.paymentId,
      classId: refund.classId,
      studentId: refund.studentId,
      seatReleased,
    });
  }
}

function withdrawalOf({ refundId, paymentId, holdId, classId, studentId }: RefundRequested) {
  return { refundId, paymentId, holdId, classId, studentId };
}

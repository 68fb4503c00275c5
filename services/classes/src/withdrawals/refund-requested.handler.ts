import { Injectable, Logger } from '@nestjs/common';
import {
  CLASS_ENROLMENT_CHANGED_V1,
  ENROLMENT_WITHDRAWN_V1,
  REFUND_REQUESTED_V1,
  type EventData,
} from '@classhub/contracts';
import { OnEvent, OutboxWriter, type EventsTransaction } from '@classhub/nest-kit';
import { and, eq, gt, sql } from 'drizzle-orm';
import { classes } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import { seatHolds } from '../seats/seat-hold.entity.js';
import { enrolmentWithdrawals } from './enrolment-withdrawal.entity.js';

type RefundRequested = EventData<typeof REFUND_REQUESTED_V1>;

/**
 * A refund's step in classes (decision 0034): the enrolment its payment made is withdrawn and the seat given back
 * (enrolled − 1, available + 1), once per payment, in the consumer's transaction with the class's new snapshot and the
 * answer to payments. Every delivery is answered, so a re-announced request still moves the refund on.
 */
@Injectable()
export class RefundRequestedHandler {
  private readonly logger = new Logger(RefundRequestedHandler.name);

  constructor(private readonly outbox: OutboxWriter) {}

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
      const [row] = await tx
        .update(classes)
        .set({
          enrolled: sql`${classes.enrolled} - 1`,
          availableSeats: sql`${classes.availableSeats} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(classes.id, refund.classId), gt(classes.enrolled, 0)))
        .returning();
      if (row) {
        seatReleased = true;
        await this.outbox.enqueue(tx, CLASS_ENROLMENT_CHANGED_V1, toClassSnapshot(row));
      }
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

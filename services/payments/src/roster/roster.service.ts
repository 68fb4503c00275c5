import { Inject, Injectable } from '@nestjs/common';
import { refundLabel, type RosterDto, type RosterRefundState, type RosterRowDto } from '@classhub/contracts';
import { DRIZZLE, type AuthenticatedUser } from '@classhub/nest-kit';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PaymentsDb, PaymentsTransaction } from '../db/payments-db.js';
import { payments } from '../payments/payment.entity.js';
import { refunds, type RefundRow } from '../refunds/refund.entity.js';
import { RosterAccess } from './roster-access.js';

type Refund = Pick<RefundRow, 'state' | 'resolvedAt'>;

/** The ledger's four steps in the roster's words: a released seat is still a refund on its way. */
function rosterRefundState(refund: Refund | null): RosterRefundState {
  if (!refund) return 'none';
  if (refund.state === 'succeeded') return 'refunded';
  if (refund.state === 'failed') return 'failed';
  return 'requested';
}

/** Who enrolled in a class, oldest payment first (index payments(class_id, paid_at)), with each one's refund. */
@Injectable()
export class RosterService {
  constructor(
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    private readonly access: RosterAccess,
  ) {}

  async roster(user: AuthenticatedUser, classId: string): Promise<RosterDto> {
    const found = await this.access.classFor(user, classId);
    const rows = await this.db
      .select({ payment: payments, refund: { state: refunds.state, resolvedAt: refunds.resolvedAt } })
      .from(payments)
      .leftJoin(refunds, eq(refunds.paymentId, payments.id))
      .where(eq(payments.classId, classId))
      .orderBy(asc(payments.paidAt), asc(payments.id));
    const roster = rows.map(({ payment, refund }): RosterRowDto => {
      const state = rosterRefundState(refund);
      return {
        paymentId: payment.id,
        studentName: payment.studentName,
        studentEmail: payment.studentEmail,
        paidAt: payment.paidAt.toISOString(),
        amountPaid: payment.priceCents / 100,
        refundState: state,
        ...(refund
          ? { refundLabel: refundLabel({ state: refund.state, resolvedAt: refund.resolvedAt?.toISOString() }) }
          : {}),
        enrolmentStatus: payment.enrolmentStatus,
      };
    });
    const enrolledCount = roster.filter(
      (row) => row.enrolmentStatus === 'confirmed' && row.refundState === 'none',
    ).length;
    return { classId, className: found.className, enrolledCount, rows: roster };
  }
}

/**
 * The students enrolled in a class now: a confirmed enrolment with no refund asked for (a refund on its way has
 * already given the seat back or is about to). One per student, in case of two payments.
 */
export function enrolledStudents(db: PaymentsDb | PaymentsTransaction, classId: string) {
  return db
    .selectDistinctOn([payments.studentId], {
      studentId: payments.studentId,
      email: payments.studentEmail,
      name: payments.studentName,
    })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(and(eq(payments.classId, classId), eq(payments.enrolmentStatus, 'confirmed'), isNull(refunds.id)))
    .orderBy(payments.studentId);
}

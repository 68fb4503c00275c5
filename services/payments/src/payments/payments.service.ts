import { Inject, Injectable } from '@nestjs/common';
import type { PaymentDto } from '@classhub/contracts';
import { DRIZZLE } from '@classhub/nest-kit';
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PaymentsDb } from '../db/payments-db.js';
import { payments } from './payment.entity.js';
import { toPaymentDto } from './payment.mapper.js';
import { RefundViews } from '../refunds/refund-views.js';

/** Reading payments: a student's own, an instructor's sales, or all of them for an admin; newest first. */
@Injectable()
export class PaymentsService {
  constructor(
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    private readonly refundViews: RefundViews,
  ) {}

  ofStudent(studentId: string): Promise<PaymentDto[]> {
    return this.list(eq(payments.studentId, studentId));
  }

  /** Sales of the instructor's classes, matched on the instructor's email (their identity), not a display name. */
  ofInstructor(instructorEmail: string): Promise<PaymentDto[]> {
    return this.list(eq(payments.instructorEmail, instructorEmail));
  }

  all(): Promise<PaymentDto[]> {
    return this.list();
  }

  private async list(where?: SQL): Promise<PaymentDto[]> {
    const rows = await this.db.select().from(payments).where(where).orderBy(desc(payments.paidAt), asc(payments.id));
    return this.refundViews.withRefunds(rows.map(toPaymentDto));
  }
}

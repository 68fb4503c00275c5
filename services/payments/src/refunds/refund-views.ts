import { Inject, Injectable } from '@nestjs/common';
import { refundDeadline, type PaymentDto } from '@classhub/contracts';
import { DRIZZLE, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { PaymentsConfig } from '../config/payments.config.js';
import type { PaymentsDb } from '../db/payments-db.js';
import { classStarts } from './class-starts.js';
import { RefundLedger } from './refund-ledger.js';
import { toRefundDto } from './refund.mapper.js';
import { refundRefusal } from './refund-policy.js';

/**
 * Adds to listed payments their refund and, while its student may still ask for one, until when: the pages offer the
 * Refund button from this, by the same rule the API applies.
 */
@Injectable()
export class RefundViews {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: PaymentsConfig,
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    private readonly ledger: RefundLedger,
  ) {}

  async withRefunds(list: PaymentDto[], now = new Date()): Promise<PaymentDto[]> {
    const [refundRows, starts] = await Promise.all([
      this.ledger.ofPayments(list.map((dto) => dto._id)),
      classStarts(
        this.db,
        list.map((dto) => dto.classId),
      ),
    ]);
    const refunds = new Map(refundRows.map((row) => [row.paymentId, row]));
    const windowDays = this.config.REFUND_WINDOW_DAYS;
    return list.map((dto) => {
      const refund = refunds.get(dto._id);
      if (refund) return { ...dto, refund: toRefundDto(refund) };
      const paidAt = new Date(dto.date);
      const payment = { priceCents: Math.round(dto.price * 100), enrolmentStatus: dto.enrolmentStatus, paidAt };
      const classStartsAt = starts.get(dto.classId);
      if (refundRefusal({ payment, initiatedBy: 'student', windowDays, now, classStartsAt })) return dto;
      return { ...dto, refundableUntil: refundDeadline({ paidAt, windowDays, classStartsAt }).toISOString() };
    });
  }
}

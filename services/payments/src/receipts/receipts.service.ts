import { Inject, Injectable } from '@nestjs/common';
import { RECEIPT_MESSAGES, type ReceiptDto } from '@classhub/contracts';
import { DRIZZLE, notFound, SERVICE_CONFIG, type AuthenticatedUser } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import type { PaymentsConfig } from '../config/payments.config.js';
import type { PaymentsDb } from '../db/payments-db.js';
import { payments } from '../payments/payment.entity.js';
import { ReceiptIssuer } from './receipt-issuer.js';
import { classStarts } from '../refunds/class-starts.js';
import { toReceiptDto } from './receipt.mapper.js';

/** One payment's receipt, for the student who paid or an admin; anyone else is told there is none (404). */
@Injectable()
export class ReceiptsService {
  constructor(
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    @Inject(SERVICE_CONFIG) private readonly config: PaymentsConfig,
    private readonly issuer: ReceiptIssuer,
  ) {}

  async of(user: AuthenticatedUser, paymentId: string): Promise<ReceiptDto> {
    const [payment] = await this.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment || (payment.studentId !== user.id && user.role !== 'admin'))
      throw notFound(RECEIPT_MESSAGES.receiptNotFound);
    const numbered =
      payment.receiptNumber === null ? await this.db.transaction((tx) => this.issuer.numbered(tx, paymentId)) : payment;
    const classStartsAt = (await classStarts(this.db, [numbered.classId])).get(numbered.classId);
    return toReceiptDto(numbered, this.config.REFUND_WINDOW_DAYS, classStartsAt);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { RECEIPT_ISSUED_V1 } from '@classhub/contracts';
import { OutboxWriter, SERVICE_CONFIG } from '@classhub/nest-kit';
import { eq, sql } from 'drizzle-orm';
import type { PaymentsConfig } from '../config/payments.config.js';
import type { PaymentsTransaction } from '../db/payments-db.js';
import { payments } from '../payments/payment.entity.js';
import { toReceiptDto, toReceiptIssued } from './receipt.mapper.js';
import { receiptNumbers } from './receipt-number.entity.js';

/**
 * Numbers a just-recorded payment's receipt and announces it (`payments.receipt.issued.v1`, for the receipt mail), in
 * the transaction that records the payment. The counter's one row is locked until that transaction ends, so numbers
 * are sequential and, as a rolled-back payment takes none, without gaps.
 */
@Injectable()
export class ReceiptIssuer {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: PaymentsConfig,
    private readonly outbox: OutboxWriter,
  ) {}

  async issue(tx: PaymentsTransaction, paymentId: string): Promise<void> {
    const [numbered] = await tx
      .insert(receiptNumbers)
      .values({ id: 1, lastNumber: 1 })
      .onConflictDoUpdate({ target: receiptNumbers.id, set: { lastNumber: sql`${receiptNumbers.lastNumber} + 1` } })
      .returning({ lastNumber: receiptNumbers.lastNumber });
    const [payment] = await tx
      .update(payments)
      .set({ receiptNumber: numbered?.lastNumber })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!payment) throw new Error(`Payment ${paymentId} vanished before its receipt was numbered`);
    const receipt = toReceiptDto(payment, this.config.REFUND_WINDOW_DAYS);
    await this.outbox.enqueue(tx, RECEIPT_ISSUED_V1, toReceiptIssued(receipt, payment.studentId));
  }
}

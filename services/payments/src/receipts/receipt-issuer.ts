import { Inject, Injectable } from '@nestjs/common';
import { RECEIPT_ISSUED_V1 } from '@classhub/contracts';
import { OutboxWriter, SERVICE_CONFIG } from '@classhub/nest-kit';
import { eq, sql } from 'drizzle-orm';
import type { PaymentsConfig } from '../config/payments.config.js';
import type { PaymentsTransaction } from '../db/payments-db.js';
import { payments, type PaymentRow } from '../payments/payment.entity.js';
import { classStarts } from '../refunds/class-starts.js';
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
    const payment = await this.numbered(tx, paymentId);
    const classStartsAt = (await classStarts(tx, [payment.classId])).get(payment.classId);
    const receipt = toReceiptDto(payment, this.config.REFUND_WINDOW_DAYS, classStartsAt);
    await this.outbox.enqueue(tx, RECEIPT_ISSUED_V1, toReceiptIssued(receipt, payment.studentId));
  }

  /**
   * The payment with its receipt number, given the next one now if it has none (a payment recorded before receipts
   * were numbered gets one when its receipt is first opened). The payment's row is locked first, so it takes one
   * number however many ask at once.
   */
  async numbered(tx: PaymentsTransaction, paymentId: string): Promise<PaymentRow> {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new Error(`Payment ${paymentId} vanished before its receipt was numbered`);
    if (payment.receiptNumber !== null) return payment;
    const [counter] = await tx
      .insert(receiptNumbers)
      .values({ id: 1, lastNumber: 1 })
      .onConflictDoUpdate({ target: receiptNumbers.id, set: { lastNumber: sql`${receiptNumbers.lastNumber} + 1` } })
      .returning({ lastNumber: receiptNumbers.lastNumber });
    const [updated] = await tx
      .update(payments)
      .set({ receiptNumber: counter?.lastNumber })
      .where(eq(payments.id, paymentId))
      .returning();
    return updated ?? payment;
  }
}

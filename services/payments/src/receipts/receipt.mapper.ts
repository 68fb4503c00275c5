import { refundDeadline, type EventInput, type ReceiptDto, type RECEIPT_ISSUED_V1 } from '@classhub/contracts';
import type { PaymentRow } from '../payments/payment.entity.js';

/**
 * The payment as its receipt shows it. The refund deadline is `refundWindowDays` after payment, or the class's start
 * when that comes first (decision 0040), and none when nothing was paid (a free enrolment) or the window is 0; list
 * price = what was charged + the code's discount.
 */
export function toReceiptDto(row: PaymentRow, refundWindowDays: number, classStartsAt?: Date): ReceiptDto {
  const refundable = row.priceCents > 0 && refundWindowDays > 0;
  return {
    paymentId: row.id,
    // Numbered when recorded, or (recorded before receipts were numbered) when the receipt is first read.
    receiptNumber: row.receiptNumber ?? 0,
    issuedAt: row.paidAt.toISOString(),
    studentName: row.studentName,
    studentEmail: row.studentEmail,
    classId: row.classId,
    className: row.className,
    instructorName: row.instructorName,
    listPriceCents: row.priceCents + row.discountCents,
    discountCents: row.discountCents,
    couponCode: row.couponCode,
    totalCents: row.priceCents,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    transactionId: row.transactionId,
    refundDeadline: refundable
      ? refundDeadline({ paidAt: row.paidAt, windowDays: refundWindowDays, classStartsAt }).toISOString()
      : null,
    enrolmentStatus: row.enrolmentStatus,
  };
}

/** The receipt mail's event: the same figures, optional fields left out rather than null. */
export function toReceiptIssued(receipt: ReceiptDto, studentId: string): EventInput<typeof RECEIPT_ISSUED_V1> {
  const { couponCode, cardBrand, cardLast4, refundDeadline, enrolmentStatus: _status, ...figures } = receipt;
  return {
    ...figures,
    studentId,
    ...(couponCode !== null && { couponCode }),
    ...(cardBrand !== null && { cardBrand }),
    ...(cardLast4 !== null && { cardLast4 }),
    ...(refundDeadline !== null && { refundDeadline }),
  };
}

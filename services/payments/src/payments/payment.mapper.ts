import type { PaymentDto } from '@classhub/contracts';
import type { PaymentRow } from './payment.entity.js';

/** The spec's Payment (with `selecteItemId` spelled as the spec spells it), price in dollars. */
export function toPaymentDto(row: PaymentRow): PaymentDto {
  return {
    _id: row.id,
    email: row.studentEmail,
    name: row.studentName,
    transactionId: row.transactionId,
    price: row.priceCents / 100,
    date: row.paidAt.toISOString(),
    classImage: row.classImage,
    classId: row.classId,
    className: row.className,
    instructorName: row.instructorName,
    instructorEmail: row.instructorEmail,
    selecteItemId: row.selectionId,
    enrolmentStatus: row.enrolmentStatus,
    ...(row.refundReason ? { refundReason: row.refundReason } : {}),
  };
}

import { z } from 'zod';
import { defineEvent } from '../events/event-definition.js';

/**
 * A payment was recorded and its receipt numbered: everything the receipt mail shows, so notifications never asks
 * payments for it. Published in the same transaction as the payment; free enrolments get a receipt too ($0.00).
 */
export const RECEIPT_ISSUED_V1 = defineEvent(
  'payments.receipt.issued.v1',
  z.object({
    /** ClassHub's own receipt number: sequential, gapless per issued receipt, shown as e.g. `CH-000042`. */
    receiptNumber: z.int().min(1),
    paymentId: z.uuid(),
    issuedAt: z.iso.datetime({ offset: true }),
    studentId: z.uuid(),
    studentEmail: z.string(),
    studentName: z.string(),
    classId: z.uuid(),
    className: z.string(),
    instructorName: z.string(),
    listPriceCents: z.int().min(0),
    discountCents: z.int().min(0),
    /** The promotion code applied, as the student typed it in canonical (upper) case; absent without one. */
    couponCode: z.string().optional(),
    totalCents: z.int().min(0),
    /** Absent for a free enrolment (no card). */
    cardBrand: z.string().optional(),
    cardLast4: z.string().optional(),
    transactionId: z.string(),
    /** The last moment a refund can be asked for; absent when the payment cannot be refunded (a free enrolment). */
    refundDeadline: z.iso.datetime({ offset: true }).optional(),
  }),
);

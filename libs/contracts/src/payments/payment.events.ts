import { z } from 'zod';
import { defineEvent } from '../events/event-definition.js';

/** The transaction id of a free class's $0.00 payment is this prefix and the seat hold's id (no card, no intent). */
export const FREE_TRANSACTION_PREFIX = 'free_';

/**
 * A card payment was confirmed by the provider and recorded once (or a free class's seat taken for $0.00); classes
 * turns the hold into an enrolment.
 */
export const PAYMENT_COMPLETED_V1 = defineEvent(
  'payments.payment.completed.v1',
  z.object({
    paymentId: z.uuid(),
    holdId: z.uuid(),
    classId: z.uuid(),
    studentId: z.uuid(),
    studentEmail: z.string(),
    transactionId: z.string(),
    amountCents: z.int().min(0),
    /**
     * Added within v1, so optional (absent: no discount): a promotion code's discount. `amountCents + discountCents`
     * is the price classes quoted for the hold; payments, which owns prices, decides the discount.
     */
    discountCents: z.int().min(1).optional(),
  }),
);

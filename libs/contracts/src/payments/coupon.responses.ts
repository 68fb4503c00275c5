// The promotion codes' answers, described once (see payment.responses.ts): the DTO types are these schemas' outputs.
import * as z from 'zod/mini';
import { documented, idSchema, wholeNumberSchema } from '../http/api-schemas.js';

const cents = (description: string) => documented(wholeNumberSchema(0), { description });
const dateTime = (description: string) => documented(z.string(), { format: 'date-time', description });

export const couponSchema = documented(
  z.object({
    _id: idSchema,
    code: documented(z.string(), { description: 'Canonical upper case; matched case-insensitively.' }),
    percentOff: z.nullable(wholeNumberSchema(1, 100)),
    amountOffCents: z.nullable(cents('Cents taken off; null for a percentage code.')),
    classId: z.nullable(idSchema),
    className: documented(z.nullable(z.string()), { description: 'null: every class.' }),
    expiresAt: z.nullable(dateTime('Not redeemable after this; null: never expires.')),
    maxRedemptions: z.nullable(wholeNumberSchema(1)),
    minPriceCents: cents('The least list price the code applies to (0: any).'),
    active: z.boolean(),
    timesRedeemed: documented(wholeNumberSchema(0), { description: 'Completed payments that used the code.' }),
    createdByRole: z.enum(['admin', 'instructor']),
    createdAt: dateTime('When the code was made.'),
  }),
  {
    id: 'Coupon',
    description: 'A promotion code (Stripe semantics): once per student, counted on completed payments.',
  },
);

export const couponPreviewSchema = documented(
  z.object({
    code: z.string(),
    listPriceCents: cents("The class's price now."),
    discountCents: cents('What the code takes off.'),
    totalCents: cents('What the student would pay; 0: the class is free with the code (POST /enrol-free).'),
  }),
  { id: 'CouponPreview', description: 'What a code would take off a cart item now; checkout computes it again.' },
);

export const receiptSchema = documented(
  z.object({
    paymentId: idSchema,
    receiptNumber: documented(wholeNumberSchema(1), { description: 'Sequential; shown as CH-000042.' }),
    issuedAt: dateTime('When the payment was recorded.'),
    studentName: z.string(),
    studentEmail: documented(z.string(), { format: 'email' }),
    classId: idSchema,
    className: z.string(),
    instructorName: z.string(),
    listPriceCents: cents("The class's price when paid."),
    discountCents: cents('What the promotion code took off.'),
    couponCode: z.nullable(z.string()),
    totalCents: cents('What was charged.'),
    cardBrand: documented(z.nullable(z.string()), { description: 'e.g. visa; null for a free enrolment.' }),
    cardLast4: z.nullable(z.string()),
    transactionId: z.string(),
    refundDeadline: z.nullable(dateTime('The last moment a refund can be asked for; null when nothing was paid.')),
    enrolmentStatus: z.string(),
  }),
  { id: 'Receipt', description: 'A payment as its receipt shows it (also mailed: payments.receipt.issued.v1).' },
);

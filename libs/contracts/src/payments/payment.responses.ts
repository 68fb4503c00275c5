// The payments service's answers, described once: the DTO types are these schemas' outputs, and docs/api/openapi.yaml
// shows them. They describe; the service's answers are never parsed with them.
import * as z from 'zod/mini';
import { classStatusSchema } from '../classes/class.responses.js';
import { documented, idSchema, storedEmailSchema, wholeNumberSchema } from '../http/api-schemas.js';
import { ENROLMENT_STATUSES } from './payment.api.js';
import { refundSchema } from './refund.responses.js';

export const enrolmentStatusSchema = documented(z.enum(ENROLMENT_STATUSES), {
  id: 'EnrolmentStatus',
  description:
    '`pending`: recorded, the enrolment on its way; `confirmed`: the student is enrolled; `refunded`: the seat was gone and the money returned in full.',
});

export const selectedClassSchema = documented(
  z.object({
    _id: idSchema,
    classId: idSchema,
    classImage: z.string(),
    className: z.string(),
    availableSeats: wholeNumberSchema(0),
    enrolled: wholeNumberSchema(0),
    price: documented(z.number().check(z.gte(0)), {
      description: "In dollars: the class's price now (what checkout will charge).",
    }),
    instructorName: z.string(),
    instructorEmail: storedEmailSchema(),
    status: classStatusSchema,
    email: documented(z.string(), { format: 'email', description: "The student's email." }),
    name: documented(z.string(), { description: "The student's name." }),
    // Set when the cart item is gone because it was paid for: a payment page opened again (or reloaded after a lost
    // answer) shows that the class is paid and where the enrolment stands, instead of an error.
    payment: z.optional(
      documented(z.object({ _id: idSchema, transactionId: z.string(), enrolmentStatus: enrolmentStatusSchema }), {
        description: 'Present when the cart item was paid for; where its enrolment stands.',
      }),
    ),
  }),
  {
    id: 'SelectedClass',
    description: "The spec's Selected class item (`SelectedClassDto`): a cart item, with its class as it is now.",
  },
);

export const deletedCountSchema = documented(z.object({ deletedCount: wholeNumberSchema(1, 1) }), {
  id: 'DeletedCount',
});

export const createPaymentIntentResponseSchema = documented(
  z.object({
    clientSecret: documented(z.string(), {
      description: "The intent's client secret, to confirm the card with.",
      examples: ['pi_3Qx0aVZt7kLmNoPqRsTuVwXy_secret_AbCdEf'],
    }),
    paymentIntentId: documented(z.string(), { description: "The intent's id (`pi_…`): the spec's `transactionId`." }),
    amount: documented(z.number().check(z.gte(0.01)), {
      description: 'What the card will be charged, in dollars: the price classes answered when it held the seat.',
    }),
    currency: z.literal('usd'),
    expiresAt: documented(z.string(), {
      format: 'date-time',
      description: 'The seat is held until then; after it the intent is cancelled.',
    }),
  }),
  { id: 'CreatePaymentIntentResponse' },
);

export const extendPaymentIntentResponseSchema = documented(
  z.object({
    expiresAt: documented(z.string(), {
      format: 'date-time',
      description: 'The seat is now held until then; after it the intent is cancelled.',
    }),
  }),
  { id: 'ExtendPaymentIntentResponse' },
);

/** The spec's `insertResult.insertedId`; the same id when the payment was already recorded. */
export const recordPaymentResponseSchema = documented(z.object({ insertResult: z.object({ insertedId: idSchema }) }), {
  id: 'RecordPaymentResponse',
});

export const paymentSchema = documented(
  z.object({
    _id: idSchema,
    email: documented(z.string(), { format: 'email', description: "The student's email." }),
    name: documented(z.string(), { description: "The student's name." }),
    transactionId: documented(z.string(), { description: 'The payment intent id (`pi_…`).' }),
    price: documented(z.number().check(z.gte(0)), { description: 'In dollars, as charged.' }),
    date: documented(z.string(), { format: 'date-time' }),
    classImage: z.string(),
    classId: idSchema,
    className: z.string(),
    instructorName: z.string(),
    instructorEmail: storedEmailSchema(),
    selecteItemId: idSchema,
    enrolmentStatus: enrolmentStatusSchema,
    refundReason: z.optional(
      documented(z.string(), { description: 'Why the payment was refunded; only when it was.' }),
    ),
    // Once a refund was asked for (decision 0034).
    refund: z.optional(refundSchema),
    refundableUntil: z.optional(
      documented(z.string(), {
        format: 'date-time',
        description: 'Until when its student may ask for a refund; absent when a refund cannot be asked for.',
      }),
    ),
  }),
  {
    id: 'Payment',
    description:
      "The spec's Payment (`PaymentDto`), with where its enrolment stands. Class details are as they were when paid.",
  },
);

export const paymentConfigResponseSchema = documented(
  z.union([
    z.object({
      provider: z.literal('stripe'),
      publishableKey: documented(z.string(), { description: "Stripe's publishable key (`pk_…`) for Stripe Elements." }),
    }),
    z.object({ provider: z.literal('test') }),
  ]),
  { id: 'PaymentConfig' },
);

export const testCardConfirmResponseSchema = documented(
  z.object({
    paymentIntent: z.object({
      id: documented(z.string(), {
        description: 'The intent id (`pi_…`): send it as `transactionId` to `POST /payment`.',
      }),
      status: z.literal('succeeded'),
    }),
  }),
  { id: 'TestCardConfirmResponse' },
);

export const stripeWebhookResponseSchema = documented(
  z.object({
    received: z.literal(true),
    outcome: documented(z.enum(['applied', 'duplicate', 'ignored']), {
      description:
        '`applied`: handled now; `duplicate`: this event id was handled before; `ignored`: not a payment intent event of a ClassHub checkout.',
    }),
  }),
  { id: 'StripeWebhookResponse' },
);

import { z } from 'zod';
import type {
  createPaymentIntentResponseSchema,
  extendPaymentIntentResponseSchema,
  paymentConfigResponseSchema,
  paymentSchema,
  recordPaymentResponseSchema,
  selectedClassSchema,
  testCardConfirmResponseSchema,
} from './payment.responses.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';
import { couponCodeInputSchema } from './coupon.api.js';

// The spec's clients send the whole class in their payloads; only the ids count, the rest comes from the server.
const ignored = z.unknown().optional();

/** POST /selected: the spec's payload; only `classId` (and `email`, which must be the caller's) is read. */
export const createSelectionRequestSchema = z.object({
  classId: z.uuid({ error: PAYMENT_MESSAGES.classIdRequired }),
  email: z.string().optional(),
  className: ignored,
  classImage: ignored,
  instructorName: ignored,
  instructorEmail: ignored,
  availableSeats: ignored,
  price: ignored,
  enrolled: ignored,
  status: ignored,
  name: ignored,
});
export type CreateSelectionRequest = z.input<typeof createSelectionRequestSchema>;

/** A student's cart entry (the spec's Selected class item); class fields are the class as it is now. */
export interface SelectedClassDto extends z.output<typeof selectedClassSchema> {}

/**
 * POST /create-payment-intent: the cart item to pay, with an optional promotion code; a `price` sent by the browser is
 * ignored (the server computes it).
 */
export const createPaymentIntentRequestSchema = z.object({
  selecteItemId: z.uuid({ error: PAYMENT_MESSAGES.selectionIdRequired }),
  couponCode: couponCodeInputSchema.optional(),
  price: ignored,
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;

export interface CreatePaymentIntentResponse extends z.output<typeof createPaymentIntentResponseSchema> {}

/** POST /extend-payment-intent: the student is still paying; the intent's seat is held one more window if it can be. */
export const extendPaymentIntentRequestSchema = z.object({
  paymentIntentId: z
    .string({ error: PAYMENT_MESSAGES.paymentIntentIdRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.paymentIntentIdRequired)
    .max(255),
});
export type ExtendPaymentIntentRequest = z.input<typeof extendPaymentIntentRequestSchema>;

export interface ExtendPaymentIntentResponse extends z.output<typeof extendPaymentIntentResponseSchema> {}

/** POST /enrol-free: the free class's cart item to join; answered like POST /payment (a $0.00 payment). */
export const enrolFreeRequestSchema = z.object({
  selecteItemId: z.uuid({ error: PAYMENT_MESSAGES.selectionIdRequired }),
  /** A code that takes the whole price off makes a paid class free. */
  couponCode: couponCodeInputSchema.optional(),
});
export type EnrolFreeRequest = z.input<typeof enrolFreeRequestSchema>;

/** POST /payment: the spec's payload; the server checks `transactionId` with the provider and reads nothing else but the cart item id. */
export const recordPaymentRequestSchema = z.object({
  transactionId: z
    .string({ error: PAYMENT_MESSAGES.transactionIdRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.transactionIdRequired)
    .max(255),
  selecteItemId: z.uuid({ error: PAYMENT_MESSAGES.selectionIdRequired }),
  email: ignored,
  name: ignored,
  price: ignored,
  classImage: ignored,
  classId: ignored,
  className: ignored,
  instructorName: ignored,
});
export type RecordPaymentRequest = z.input<typeof recordPaymentRequestSchema>;

/** POST /payment answer (spec: `insertResult.insertedId`); the same id when the payment was already recorded. */
export interface RecordPaymentResponse extends z.output<typeof recordPaymentResponseSchema> {}

/** confirmed: the student is enrolled; pending: recorded, enrolment on its way; refunded: the seat was gone, money returned. */
export const ENROLMENT_STATUSES = ['pending', 'confirmed', 'refunded'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** A payment (the spec's Payment entity), plus where its enrolment stands. */
export interface PaymentDto extends z.output<typeof paymentSchema> {}

/** GET /payment-config: which card form the browser shows. */
export type PaymentConfigResponse = z.output<typeof paymentConfigResponseSchema>;

/** POST /test-provider/confirm: the built-in test provider's stand-in for Stripe.js `confirmCardPayment`. */
export const testCardConfirmRequestSchema = z.object({
  clientSecret: z.string().min(1).max(255),
  card: z.object({
    number: z.string().max(32),
    expMonth: z.int().min(1).max(12),
    expYear: z.int().min(2000).max(2100),
    cvc: z.string().max(8),
  }),
  billingDetails: z.object({ email: z.string().max(320), name: z.string().max(200) }).optional(),
});
export type TestCardConfirmRequest = z.input<typeof testCardConfirmRequestSchema>;

/** Test-mode cards (Stripe's numbers): anything else valid succeeds like 4242…; these fail with Stripe's messages. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Charged; a refund of it fails a moment after it is asked for (Stripe's "refund fails asynchronously"). */
  refundFails: '4000000000005126',
} as const;

export interface TestCardConfirmResponse extends z.output<typeof testCardConfirmResponseSchema> {}

/** A refused card, shaped like Stripe.js's error: `message` is what the form shows in red. */
export interface CardErrorBody {
  statusCode: 402 | 400;
  error: string;
  message: string;
  code:
    | 'card_declined'
    | 'incorrect_number'
    | 'invalid_expiry_year'
    | 'expired_card'
    | 'invalid_cvc'
    | 'payment_intent_unexpected_state';
  declineCode?: string;
}

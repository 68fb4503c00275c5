import { z } from 'zod';
import type { refundSchema, refundTaskSchema } from './refund.responses.js';

/**
 * Where a refund stands in its saga: `requested` (written down with its event), `seat-released` (classes withdrew the
 * enrolment; the provider is asked), then `succeeded` or `failed` (the provider's answer; a failed one is an admin's
 * task until resolved).
 */
export const REFUND_STATES = ['requested', 'seat-released', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Days after a payment during which its student may ask for a refund, unless REFUND_WINDOW_DAYS says otherwise. */
export const DEFAULT_REFUND_WINDOW_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What decides until when a student may ask for a refund. */
export interface RefundWindowInput {
  paidAt: Date;
  windowDays: number;
  /** When the class starts, once classes have dates: no refund is offered after it. */
  classStartsAt?: Date;
}

/** The last moment a student may ask for a refund of a payment: the window's end, or the class's start if earlier. */
export function refundDeadline({ paidAt, windowDays, classStartsAt }: RefundWindowInput): Date {
  const windowEnd = new Date(paidAt.getTime() + windowDays * DAY_MS);
  return classStartsAt && classStartsAt < windowEnd ? classStartsAt : windowEnd;
}

/** Why a refund is refused (the 409's `reason`); the words are in REFUND_MESSAGES. */
export const REFUND_REFUSALS = [
  'outside-window',
  // Decision 0040: refunds close when the class's first session starts.
  'class-started',
  'already-refunded',
  'refund-in-progress',
  'not-confirmed',
  'free-enrolment',
  'not-failed',
] as const;
export type RefundRefusal = (typeof REFUND_REFUSALS)[number];

export const REFUND_MESSAGES = {
  'outside-window': 'The refund window for this payment has closed',
  'class-started': 'This class has already started: refunds close when its first session begins',
  'already-refunded': 'This payment has already been refunded',
  'refund-in-progress': 'A refund of this payment is already under way',
  'not-confirmed': 'The enrolment of this payment is not confirmed yet; please try again in a moment',
  'free-enrolment': 'This enrolment was free: there is no money to refund',
  'not-failed': 'This refund has not failed: there is nothing to resolve',
  paymentNotFound: 'Payment not found',
  refundNotFound: 'Refund not found',
  reasonRequired: 'Say why the payment is refunded',
  noteRequired: 'Say how the refund was resolved',
} as const satisfies Record<RefundRefusal | string, string>;

/** POST /admin/payments/:id/refund: an admin refunds any payment in full, saying why. */
export const adminRefundRequestSchema = z.object({
  reason: z.string({ error: REFUND_MESSAGES.reasonRequired }).trim().min(1, REFUND_MESSAGES.reasonRequired).max(500),
});
export type AdminRefundRequest = z.input<typeof adminRefundRequestSchema>;

/** POST /admin/refund-tasks/:id/resolve: the failed refund was settled another way (say how). */
export const resolveRefundRequestSchema = z.object({
  note: z.string({ error: REFUND_MESSAGES.noteRequired }).trim().min(1, REFUND_MESSAGES.noteRequired).max(1000),
});
export type ResolveRefundRequest = z.input<typeof resolveRefundRequestSchema>;

/** A refund as its student and the admins see it. */
export interface RefundDto extends z.output<typeof refundSchema> {}

/** A failed refund an admin must resolve, with the payment it is of. */
export interface RefundTaskDto extends z.output<typeof refundTaskSchema> {}

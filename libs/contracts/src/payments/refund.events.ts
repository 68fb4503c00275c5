import { z } from 'zod';
import { defineEvent } from '../events/event-definition.js';

export const REFUND_INITIATORS = ['student', 'admin', 'system'] as const;
export type RefundInitiator = (typeof REFUND_INITIATORS)[number];

const refundSnapshot = z.object({
  refundId: z.uuid(),
  paymentId: z.uuid(),
  /** The receipt the refund refers to. */
  receiptNumber: z.int().min(1).optional(),
  studentId: z.uuid(),
  studentEmail: z.string(),
  studentName: z.string(),
  classId: z.uuid(),
  className: z.string(),
  /** What was paid (after any coupon), never the list price. */
  amountCents: z.int().min(0),
  initiatedBy: z.enum(REFUND_INITIATORS),
  /** The admin's reason, or the system's (the seat was gone); absent when a student asked. */
  reason: z.string().optional(),
  at: z.iso.datetime({ offset: true }),
});

/** The provider confirmed the money is on its way back; the seat was already given back. */
export const REFUND_SUCCEEDED_V1 = defineEvent('payments.refund.succeeded.v1', refundSnapshot);

/**
 * The provider refused or failed the refund after the seat was given back: an admin must resolve it (the student and
 * the admins are told).
 */
export const REFUND_FAILED_V1 = defineEvent(
  'payments.refund.failed.v1',
  refundSnapshot.extend({ failureReason: z.string() }),
);

/**
 * A refund was written down (in the same transaction as its ledger row): classes withdraws the enrolment and gives
 * the seat back, then answers with classes.enrolment.withdrawn.v1. Published again by payments' reconciler until it
 * hears that answer, so classes handles it idempotently (by refundId).
 */
export const REFUND_REQUESTED_V1 = defineEvent(
  'payments.refund.requested.v1',
  z.object({
    refundId: z.uuid(),
    paymentId: z.uuid(),
    holdId: z.uuid(),
    classId: z.uuid(),
    studentId: z.uuid(),
  }),
);

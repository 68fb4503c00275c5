import { refundDeadline, type RefundInitiator, type RefundRefusal } from '@classhub/contracts';
import type { PaymentRow } from '../payments/payment.entity.js';
import type { RefundRow } from './refund.entity.js';

/** What decides whether a payment can be refunded now. */
export interface RefundAsk {
  payment: Pick<PaymentRow, 'priceCents' | 'enrolmentStatus' | 'paidAt'>;
  existing?: Pick<RefundRow, 'state'>;
  initiatedBy: RefundInitiator;
  windowDays: number;
  now: Date;
  /** When the class's first session starts (its listing), if it has sessions: no student refund after it. */
  classStartsAt?: Date | null;
}

/**
 * Why the refund cannot be asked for, or undefined when it can. An admin refunds at any time; a student only until
 * the deadline: the window, or the class's start if earlier (decision 0040), each refused with its own reason. A free
 * enrolment has no money to give back, and giving up its seat is not a refund (decision 0034).
 */
export function refundRefusal({
  payment,
  existing,
  initiatedBy,
  windowDays,
  now,
  classStartsAt,
}: RefundAsk): RefundRefusal | undefined {
  if (existing) return existing.state === 'succeeded' ? 'already-refunded' : 'refund-in-progress';
  if (payment.enrolmentStatus === 'refunded') return 'already-refunded';
  if (payment.enrolmentStatus !== 'confirmed') return 'not-confirmed';
  if (payment.priceCents === 0) return 'free-enrolment';
  if (initiatedBy !== 'student') return undefined;
  if (classStartsAt && now >= classStartsAt) return 'class-started';
  if (now > refundDeadline({ paidAt: payment.paidAt, windowDays })) return 'outside-window';
  return undefined;
}

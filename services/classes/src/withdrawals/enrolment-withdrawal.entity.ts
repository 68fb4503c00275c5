import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Enrolments withdrawn for a refund (decision 0034), one per payment: the key that makes a redelivered or
 * re-announced refund request give the seat back only once.
 */
export const enrolmentWithdrawals = pgTable('enrolment_withdrawals', {
  paymentId: uuid('payment_id').primaryKey(),
  refundId: uuid('refund_id').notNull().unique(),
  holdId: uuid('hold_id').notNull(),
  classId: uuid('class_id').notNull(),
  studentId: uuid('student_id').notNull(),
  /** Whether a seat went back (false when the payment had enrolled nobody). */
  seatReleased: boolean('seat_released').notNull(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull().defaultNow(),
});

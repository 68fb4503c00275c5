import { ENROLMENT_STATUSES } from '@classhub/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A confirmed card payment (docs/product.md#data), recorded once: the provider's transaction id is unique, so a
 * repeated POST /payment or webhook finds the row instead of adding one. Class details are copied at payment time.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: text('transaction_id').notNull().unique(),
    holdId: uuid('hold_id').notNull().unique(),
    selectionId: uuid('selection_id').notNull(),
    studentId: uuid('student_id').notNull(),
    studentEmail: text('student_email').notNull(),
    studentName: text('student_name').notNull(),
    classId: uuid('class_id').notNull(),
    className: text('class_name').notNull(),
    classImage: text('class_image').notNull(),
    instructorName: text('instructor_name').notNull(),
    instructorEmail: text('instructor_email').notNull(),
    priceCents: integer('price_cents').notNull(),
    enrolmentStatus: text('enrolment_status', { enum: ENROLMENT_STATUSES }).notNull().default('pending'),
    refundId: text('refund_id'),
    refundReason: text('refund_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    // The receipt (decision 0035): what the promotion code took off, the card, and the receipt's sequential number.
    discountCents: integer('discount_cents').notNull().default(0),
    listPriceCents: integer('list_price_cents').generatedAlwaysAs(
      (): SQL => sql`${payments.priceCents} + ${payments.discountCents}`,
    ),
    couponCode: text('coupon_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    receiptNumber: integer('receipt_number').unique(),
  },
  (table) => [
    check('payments_price_non_negative', sql`${table.priceCents} >= 0`),
    index('payments_student_idx').on(table.studentId, table.paidAt),
    index('payments_instructor_idx').on(table.instructorEmail, table.paidAt),
    index('payments_student_class_idx').on(table.studentId, table.classId),
    // A class's roster.
    index('payments_class_idx').on(table.classId, table.paidAt),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

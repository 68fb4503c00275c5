import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A promotion code (decision 0035), with Stripe's semantics: a percentage or an amount off, for one class or (made by
 * an admin) every class, optionally expiring, capped and with a minimum price. The code is stored in upper case and
 * unique among active codes, so a deactivated code's text can be used again.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** null: every class. */
    classId: uuid('class_id'),
    createdBy: uuid('created_by').notNull(),
    createdByRole: text('created_by_role', { enum: ['admin', 'instructor'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    minPriceCents: integer('min_price_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Completed payments that used the code; raised in the statement that records each. */
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_active_code_idx')
      .on(table.code)
      .where(sql`${table.active}`),
    index('coupons_class_idx').on(table.classId),
    check(
      'coupons_one_discount',
      sql`(${table.percentOff} IS NULL) <> (${table.amountOffCents} IS NULL)
          AND (${table.percentOff} IS NULL OR ${table.percentOff} BETWEEN 1 AND 100)
          AND (${table.amountOffCents} IS NULL OR ${table.amountOffCents} > 0)`,
    ),
    check('coupons_max_redemptions_positive', sql`${table.maxRedemptions} IS NULL OR ${table.maxRedemptions} > 0`),
    check('coupons_min_price_non_negative', sql`${table.minPriceCents} >= 0`),
    check('coupons_code_upper_case', sql`${table.code} = upper(${table.code})`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;

/**
 * reserved: a checkout attempt holds the code (counted against the cap while the attempt lives); redeemed: its
 * payment was recorded; released: the attempt ended without one.
 */
export const REDEMPTION_STATES = ['reserved', 'redeemed', 'released'] as const;

/**
 * A code's use by one checkout attempt (its seat hold). At most one reserved or redeemed row per code and student
 * makes "once per student" hold under any concurrency; the discount is the one the attempt's intent was created for.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    holdId: uuid('hold_id').primaryKey(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    studentId: uuid('student_id').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    state: text('state', { enum: REDEMPTION_STATES }).notNull().default('reserved'),
    paymentId: uuid('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_once_per_student_idx')
      .on(table.couponId, table.studentId)
      .where(sql`${table.state} IN ('reserved', 'redeemed')`),
    index('coupon_redemptions_coupon_idx').on(table.couponId, table.state),
    check(
      'coupon_redemptions_discount',
      sql`${table.discountCents} > 0 AND ${table.discountCents} <= ${table.listPriceCents}`,
    ),
  ],
);

export type CouponRedemptionRow = typeof couponRedemptions.$inferSelect;

import { eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentsTransaction } from '../db/payments-db.js';
import { couponRedemptions, coupons } from './coupon.entity.js';

/**
 * The parts of the statement that records a payment (CheckoutOutcomes) that concern its code: the payment copies the
 * discount and code its intent was priced with, and the attempt's reservation becomes a redemption, counted once.
 */
export const couponOfPayment = {
  /** The discount the hold's intent was priced with (the row `join` reads), undefined without a code. */
  discountOf: async (tx: PaymentsTransaction, holdId: string): Promise<number | undefined> => {
    const [redemption] = await tx
      .select({ discountCents: couponRedemptions.discountCents })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.holdId, holdId))
      .limit(1);
    return redemption?.discountCents;
  },
  /** Joined to the payment's INSERT … SELECT: `redemption.discount_cents` and `coupon.code`, NULL without a code. */
  join: (holdId: string): SQL => sql`
    LEFT JOIN ${couponRedemptions} AS redemption ON redemption.hold_id = ${holdId}::uuid
    LEFT JOIN ${coupons} AS coupon ON coupon.id = redemption.coupon_id`,
  /**
   * CTEs run only when `recorded` inserted the payment. A reservation released meanwhile (the intent was paid after
   * its hold lapsed) is still redeemed, unless the student holds the code on another attempt now.
   */
  redeemed: (holdId: string, paymentId: string, recorded: SQL): SQL => sql`
    redeemed AS (
      UPDATE ${couponRedemptions} AS r SET state = 'redeemed', payment_id = ${paymentId}::uuid
      WHERE r.hold_id = ${holdId}::uuid AND r.state <> 'redeemed' AND EXISTS (SELECT 1 FROM ${recorded})
        AND (r.state = 'reserved' OR NOT EXISTS (
          SELECT 1 FROM ${couponRedemptions} AS o
          WHERE o.coupon_id = r.coupon_id AND o.student_id = r.student_id AND o.state IN ('reserved', 'redeemed')))
      RETURNING r.coupon_id
    ), counted AS (
      UPDATE ${coupons} SET times_redeemed = times_redeemed + 1 WHERE id IN (SELECT coupon_id FROM redeemed)
    )`,
};

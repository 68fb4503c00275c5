import { COUPON_MESSAGES, MIN_CARD_CHARGE_CENTS } from '@classhub/contracts';
import type { CouponRow } from './coupon.entity.js';

export type CouponTerms = Pick<
  CouponRow,
  'active' | 'percentOff' | 'amountOffCents' | 'classId' | 'expiresAt' | 'minPriceCents'
>;

/** What `coupon` takes off a list price: a percentage rounded to the cent, or its amount, never more than the price. */
export function discountOf(coupon: Pick<CouponRow, 'percentOff' | 'amountOffCents'>, listPriceCents: number): number {
  const off =
    coupon.percentOff === null ? (coupon.amountOffCents ?? 0) : Math.round((listPriceCents * coupon.percentOff) / 100);
  return Math.min(off, listPriceCents);
}

/**
 * Why `coupon` cannot be used on a class at this price now, in the student's words; undefined when it can. The cap and
 * "once per student" are counted under the coupon's row lock (CouponRedemptions), not here.
 */
export function refusalOf(
  coupon: CouponTerms,
  use: { classId: string; listPriceCents: number; now: Date },
): string | undefined {
  if (!coupon.active) return COUPON_MESSAGES.inactive;
  if (coupon.expiresAt && coupon.expiresAt <= use.now) return COUPON_MESSAGES.expired;
  if (coupon.classId !== null && coupon.classId !== use.classId) return COUPON_MESSAGES.notForClass;
  if (use.listPriceCents < coupon.minPriceCents) return COUPON_MESSAGES.belowMinimum(coupon.minPriceCents);
  const discountCents = discountOf(coupon, use.listPriceCents);
  // A free class has nothing to take off.
  if (discountCents === 0) return COUPON_MESSAGES.notForClass;
  // Stripe refuses to charge less than its minimum (amount_too_small): the student would be stuck at the card form.
  const totalCents = use.listPriceCents - discountCents;
  if (totalCents > 0 && totalCents < MIN_CARD_CHARGE_CENTS) return COUPON_MESSAGES.belowCardMinimum(totalCents);
  return undefined;
}

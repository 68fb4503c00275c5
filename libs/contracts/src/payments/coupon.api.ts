import { z } from 'zod';
import type { couponPreviewSchema, couponSchema, receiptSchema } from './coupon.responses.js';
import { COUPON_MESSAGES, MAX_COUPON_CENTS } from './coupon.messages.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';

/** A code as stored and compared: upper case, so `welcome10` and `WELCOME10` are one code (as Stripe's). */
export function canonicalCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

/** A code a student typed: anything short enough is looked up (an ill-formed one is simply unknown). */
export const couponCodeInputSchema = z
  .string({ error: COUPON_MESSAGES.codeRequired })
  .trim()
  .min(1, COUPON_MESSAGES.codeRequired)
  .max(64, COUPON_MESSAGES.unknown)
  .transform(canonicalCouponCode);

// A whole number from `min` to `max`, refused with one message whatever is wrong with it.
const whole = (message: string, min: number, max: number) =>
  z.int({ error: message }).min(min, message).max(max, message);

/**
 * POST /coupons: Stripe's promotion-code semantics. Exactly one of `percentOff` and `amountOffCents`; `classId` null or
 * absent is every class (admins only); expiry, a cap on redemptions and a minimum price are optional. Each student may
 * redeem a code once.
 */
export const createCouponRequestSchema = z
  .object({
    code: z
      .string({ error: COUPON_MESSAGES.codeFormat })
      .transform(canonicalCouponCode)
      .pipe(z.string().regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.codeFormat)),
    percentOff: whole(COUPON_MESSAGES.percentOff, 1, 100).optional(),
    amountOffCents: whole(COUPON_MESSAGES.amountOff, 1, MAX_COUPON_CENTS).optional(),
    classId: z.uuid({ error: COUPON_MESSAGES.classId }).nullish(),
    expiresAt: z.iso.datetime({ offset: true, error: COUPON_MESSAGES.expiresAt }).nullish(),
    maxRedemptions: whole(COUPON_MESSAGES.maxRedemptions, 1, 1_000_000).nullish(),
    minPriceCents: whole(COUPON_MESSAGES.minPrice, 0, MAX_COUPON_CENTS).nullish(),
  })
  .refine((body) => (body.percentOff === undefined) !== (body.amountOffCents === undefined), {
    message: COUPON_MESSAGES.percentOrAmount,
    path: ['percentOff'],
  });
export type CreateCouponRequest = z.input<typeof createCouponRequestSchema>;

/** POST /coupons/preview: what a code would take off a cart item, before any seat is held. */
export const couponPreviewRequestSchema = z.object({
  selecteItemId: z.uuid({ error: PAYMENT_MESSAGES.selectionIdRequired }),
  code: couponCodeInputSchema,
});
export type CouponPreviewRequest = z.input<typeof couponPreviewRequestSchema>;

export interface CouponDto extends z.output<typeof couponSchema> {}
export interface CouponPreviewDto extends z.output<typeof couponPreviewSchema> {}

/** GET /payments/:id/receipt: the payment's receipt, for its owner or an admin. */
export interface ReceiptDto extends z.output<typeof receiptSchema> {}

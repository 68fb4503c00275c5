import { COUPON_MESSAGES } from '@classhub/contracts';
import { describe, expect, it } from '@jest/globals';
import { discountOf, refusalOf, type CouponTerms } from './coupon-rules.js';

const classId = '7d0f8a54-2c61-4b8e-9f0a-3e5d6c7b8a91';
const now = new Date('2026-06-01T12:00:00Z');
const tenPercent: CouponTerms = {
  active: true,
  percentOff: 10,
  amountOffCents: null,
  classId: null,
  expiresAt: null,
  minPriceCents: 0,
};

describe('a coupon’s discount', () => {
  it('takes a percentage rounded to the cent, or a fixed amount, never more than the price', () => {
    expect(discountOf(tenPercent, 1999)).toBe(200);
    expect(discountOf({ percentOff: 100, amountOffCents: null }, 1999)).toBe(1999);
    expect(discountOf({ percentOff: null, amountOffCents: 500 }, 1999)).toBe(500);
    expect(discountOf({ percentOff: null, amountOffCents: 5000 }, 1999)).toBe(1999);
  });
});

describe('why a coupon cannot be used', () => {
  const use = { classId, listPriceCents: 1999, now };

  it('accepts a live code for every class', () => {
    expect(refusalOf(tenPercent, use)).toBeUndefined();
  });

  it('refuses an inactive, expired, other class’s, below-minimum code, or one on a free class, each in its own words', () => {
    expect(refusalOf({ ...tenPercent, active: false }, use)).toBe(COUPON_MESSAGES.inactive);
    expect(refusalOf({ ...tenPercent, expiresAt: new Date('2026-06-01T11:59:59Z') }, use)).toBe(
      COUPON_MESSAGES.expired,
    );
    expect(refusalOf({ ...tenPercent, classId: crypto.randomUUID() }, use)).toBe(COUPON_MESSAGES.notForClass);
    expect(refusalOf({ ...tenPercent, minPriceCents: 2000 }, use)).toBe(
      'This promotion code needs a price of at least $20.00',
    );
    expect(refusalOf(tenPercent, { ...use, listPriceCents: 0 })).toBe(COUPON_MESSAGES.notForClass);
  });

  it('refuses a code that leaves more than $0 but less than a card can be charged ($0.50), and allows $0 or $0.50', () => {
    const amountOff = (amountOffCents: number): CouponTerms => ({ ...tenPercent, percentOff: null, amountOffCents });
    expect(refusalOf(amountOff(1975), use)).toBe(
      'With this promotion code $0.24 would be left to pay, less than the $0.50 a card can be charged',
    );
    expect(refusalOf(amountOff(1950), use)).toBe(COUPON_MESSAGES.belowCardMinimum(49));
    expect(refusalOf(amountOff(1949), use)).toBeUndefined();
    expect(refusalOf(amountOff(1999), use)).toBeUndefined();
    expect(refusalOf({ ...tenPercent, percentOff: 98 }, use)).toBe(COUPON_MESSAGES.belowCardMinimum(40));
    expect(refusalOf({ ...tenPercent, percentOff: 100 }, use)).toBeUndefined();
  });
});

import type { CouponDto } from '@classhub/contracts';
import type { CouponRow } from './coupon.entity.js';

/** A coupon as its lists show it; `className` null for a code that applies to every class. */
export function toCouponDto(row: CouponRow, className: string | null): CouponDto {
  return {
    _id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    classId: row.classId,
    className: row.classId === null ? null : (className ?? ''),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    minPriceCents: row.minPriceCents,
    active: row.active,
    timesRedeemed: row.timesRedeemed,
    createdByRole: row.createdByRole,
    createdAt: row.createdAt.toISOString(),
  };
}

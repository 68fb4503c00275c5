import { Inject, Injectable } from '@nestjs/common';
import { COUPON_MESSAGES, PAYMENT_MESSAGES, type CouponPreviewDto } from '@classhub/contracts';
import { conflict, DRIZZLE, notFound, type AuthenticatedUser } from '@classhub/nest-kit';
import { and, desc, eq, sql } from 'drizzle-orm';
import { checkouts } from '../checkout-saga/checkout.entity.js';
import { classListings } from '../class-listings/class-listings-read-model.entity.js';
import type { PaymentsDb, PaymentsTransaction } from '../db/payments-db.js';
import { selections } from '../selections/selection.entity.js';
import { discountOf, refusalOf } from './coupon-rules.js';
import { couponRedemptions, coupons, type CouponRow } from './coupon.entity.js';

/** The price of a seat with a code: what the intent is created for. */
export interface CouponPrice {
  couponCode: string;
  listPriceCents: number;
  discountCents: number;
  totalCents: number;
}

interface CouponUse {
  studentId: string;
  classId: string;
  code: string;
  listPriceCents: number;
}

// A reservation whose attempt ended without a payment no longer holds the code, even before it is released.
const ENDED_UNPAID = sql.raw(`('canceled', 'expired', 'abandoned')`);

/**
 * A code's uses by checkout attempts (decision 0035): checked before a seat is held, reserved when the intent is created
 * (under the coupon's row lock, so a capped code is never reserved past its cap), redeemed in the statement that records
 * the payment (CheckoutOutcomes) and released when the attempt ends without one. Only redemptions raise
 * `times_redeemed`; a declined or abandoned checkout never uses a code up.
 */
@Injectable()
export class CouponRedemptions {
  constructor(@Inject(DRIZZLE) private readonly db: PaymentsDb) {}

  /** What `code` would take off the student's cart item now. */
  async preview(student: AuthenticatedUser, selectionId: string, code: string): Promise<CouponPreviewDto> {
    const [item] = await this.db
      .select({ classId: selections.classId })
      .from(selections)
      .where(and(eq(selections.id, selectionId), eq(selections.studentId, student.id)));
    if (!item) throw notFound(PAYMENT_MESSAGES.selectionNotFound);
    const { couponCode, ...price } = await this.checkAtListedPrice({
      studentId: student.id,
      classId: item.classId,
      selectionId,
      code,
    });
    return { code: couponCode, ...price };
  }

  /**
   * Every refusal but a race for the last use, at the class's price as payments last heard it: before a seat is held,
   * so none is held for a code that cannot be used. Checkout prices the seat again with classes' own answer. A
   * reservation by an attempt on the same cart item does not count: that attempt is reused or replaced.
   */
  async checkAtListedPrice(
    use: Omit<CouponUse, 'listPriceCents'> & { selectionId: string },
    now = new Date(),
  ): Promise<CouponPrice> {
    const [listing] = await this.db
      .select({ priceCents: classListings.priceCents })
      .from(classListings)
      .where(eq(classListings.classId, use.classId));
    const listPriceCents = listing?.priceCents ?? 0;
    const coupon = await this.usable(this.db, { ...use, listPriceCents }, now);
    const [counts] = await this.db
      .execute<{ mine: number; used: number }>(
        sql`
      SELECT count(*) FILTER (WHERE r.student_id = ${use.studentId}::uuid)::int AS mine, count(*)::int AS used
      FROM ${couponRedemptions} r LEFT JOIN ${checkouts} c ON c.hold_id = r.hold_id
      WHERE r.coupon_id = ${coupon.id}::uuid AND (r.state = 'redeemed' OR (r.state = 'reserved'
        AND (c.status IS NULL OR c.status NOT IN ${ENDED_UNPAID}) AND c.selection_id IS DISTINCT FROM ${use.selectionId}::uuid))`,
      )
      .then((r) => r.rows);
    this.refuseUsed(coupon, counts?.mine ?? 0, counts?.used ?? 0);
    return this.priceOf(coupon, listPriceCents);
  }

  /**
   * Reserves the code for the attempt `holdId` at the price classes answered. The coupon's row is locked, so of 50
   * students at once on a 10-use code exactly 10 reserve it; "once per student" is also held by a unique index. The
   * same attempt reserving again gets its reservation back.
   */
  async reserve(holdId: string, use: CouponUse, now = new Date()): Promise<CouponPrice> {
    return this.db.transaction(async (tx) => {
      const coupon = await this.usable(tx, use, now, { lock: true });
      await tx.execute(sql`
        UPDATE ${couponRedemptions} r SET state = 'released' FROM ${checkouts} c
        WHERE r.coupon_id = ${coupon.id}::uuid AND r.state = 'reserved' AND c.hold_id = r.hold_id AND c.status IN ${ENDED_UNPAID}`);
      const [own] = await tx.select().from(couponRedemptions).where(eq(couponRedemptions.holdId, holdId));
      if (own) return this.priceOf(coupon, own.listPriceCents);
      const [counts] = await tx
        .execute<{ mine: number; used: number }>(
          sql`
        SELECT count(*) FILTER (WHERE student_id = ${use.studentId}::uuid)::int AS mine, count(*)::int AS used
        FROM ${couponRedemptions} WHERE coupon_id = ${coupon.id}::uuid AND state IN ('reserved', 'redeemed')`,
        )
        .then((r) => r.rows);
      this.refuseUsed(coupon, counts?.mine ?? 0, counts?.used ?? 0);
      const price = this.priceOf(coupon, use.listPriceCents);
      await tx.insert(couponRedemptions).values({
        holdId,
        couponId: coupon.id,
        studentId: use.studentId,
        listPriceCents: price.listPriceCents,
        discountCents: price.discountCents,
      });
      return price;
    });
  }

  /** The attempt ended without a payment: its code is free for someone else (and for the student again). */
  async release(holdId: string): Promise<void> {
    await this.db
      .update(couponRedemptions)
      .set({ state: 'released' })
      .where(and(eq(couponRedemptions.holdId, holdId), eq(couponRedemptions.state, 'reserved')));
  }

  /** The code the attempt's intent was priced with, if any. */
  async codeOf(holdId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ code: coupons.code })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(eq(couponRedemptions.holdId, holdId));
    return row?.code;
  }

  /** The code's coupon (the active one, else the last deactivated one, for its message), if it can be used here. */
  private async usable(
    on: PaymentsDb | PaymentsTransaction,
    use: CouponUse,
    now: Date,
    { lock = false } = {},
  ): Promise<CouponRow> {
    const query = on
      .select()
      .from(coupons)
      .where(eq(coupons.code, use.code))
      .orderBy(desc(coupons.active), desc(coupons.createdAt))
      .limit(1);
    const [coupon] = await (lock ? query.for('update') : query);
    if (!coupon) throw notFound(COUPON_MESSAGES.unknown);
    const refusal = refusalOf(coupon, { ...use, now });
    if (refusal) throw conflict(refusal);
    return coupon;
  }

  private refuseUsed(coupon: CouponRow, mine: number, used: number): void {
    if (mine > 0) throw conflict(COUPON_MESSAGES.alreadyUsed);
    if (coupon.maxRedemptions !== null && used >= coupon.maxRedemptions) throw conflict(COUPON_MESSAGES.usedUp);
  }

  private priceOf(coupon: CouponRow, listPriceCents: number): CouponPrice {
    const discountCents = discountOf(coupon, listPriceCents);
    return { couponCode: coupon.code, listPriceCents, discountCents, totalCents: listPriceCents - discountCents };
  }
}

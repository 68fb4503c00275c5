import { Inject, Injectable } from '@nestjs/common';
import { COUPON_MESSAGES, createCouponRequestSchema, type CouponDto } from '@classhub/contracts';
import { badRequest, conflict, DRIZZLE, forbidden, notFound, type AuthenticatedUser } from '@classhub/nest-kit';
import { desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { classListings } from '../class-listings/class-listings-read-model.entity.js';
import type { PaymentsDb } from '../db/payments-db.js';
import { coupons } from './coupon.entity.js';
import { toCouponDto } from './coupon.mapper.js';

type NewCoupon = z.output<typeof createCouponRequestSchema>;

/**
 * Making, listing and deactivating promotion codes: an admin for any class or all of them, an instructor for the
 * classes they teach (known from payments' class listings, matched on the instructor's email as their sales are).
 */
@Injectable()
export class CouponsService {
  constructor(@Inject(DRIZZLE) private readonly db: PaymentsDb) {}

  async create(user: AuthenticatedUser, body: NewCoupon, now = new Date()): Promise<CouponDto> {
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    if (expiresAt && expiresAt <= now) throw badRequest(COUPON_MESSAGES.expiresAt);
    const classId = body.classId ?? null;
    if (classId === null && user.role !== 'admin') throw forbidden(COUPON_MESSAGES.allClassesAdminOnly);
    const className = classId === null ? null : await this.classOf(user, classId);
    const [created] = await this.db
      .insert(coupons)
      .values({
        code: body.code,
        percentOff: body.percentOff ?? null,
        amountOffCents: body.amountOffCents ?? null,
        classId,
        createdBy: user.id,
        createdByRole: user.role === 'admin' ? 'admin' : 'instructor',
        expiresAt,
        maxRedemptions: body.maxRedemptions ?? null,
        minPriceCents: body.minPriceCents ?? 0,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict(COUPON_MESSAGES.codeTaken);
    return toCouponDto(created, className);
  }

  /** Every code for an admin; an instructor's own classes' codes (whoever made them) for an instructor. Newest first. */
  async list(user: AuthenticatedUser): Promise<CouponDto[]> {
    const rows = await this.rows(user.role === 'admin' ? undefined : eq(classListings.instructorEmail, user.email));
    return rows.map(({ coupon, className }) => toCouponDto(coupon, className));
  }

  async deactivate(user: AuthenticatedUser, couponId: string): Promise<CouponDto> {
    const [found] = await this.rows(eq(coupons.id, couponId));
    if (!found) throw notFound(COUPON_MESSAGES.couponNotFound);
    const { coupon, className } = found;
    if (user.role !== 'admin') {
      if (coupon.classId === null) throw forbidden(COUPON_MESSAGES.allClassesAdminOnly);
      await this.classOf(user, coupon.classId);
    }
    const [deactivated] = await this.db
      .update(coupons)
      .set({ active: false })
      .where(eq(coupons.id, couponId))
      .returning();
    return toCouponDto(deactivated ?? { ...coupon, active: false }, className);
  }

  /** The class's name, once the caller may make codes for it: 404 for an unknown class, 403 for another's. */
  private async classOf(user: AuthenticatedUser, classId: string): Promise<string> {
    const [listing] = await this.db
      .select({ className: classListings.className, instructorEmail: classListings.instructorEmail })
      .from(classListings)
      .where(eq(classListings.classId, classId));
    if (!listing) throw notFound(COUPON_MESSAGES.classNotFound);
    if (user.role !== 'admin' && listing.instructorEmail !== user.email) throw forbidden(COUPON_MESSAGES.notYourClass);
    return listing.className;
  }

  private rows(where?: SQL) {
    return this.db
      .select({ coupon: getTableColumns(coupons), className: classListings.className })
      .from(coupons)
      .leftJoin(classListings, eq(classListings.classId, coupons.classId))
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id));
  }
}

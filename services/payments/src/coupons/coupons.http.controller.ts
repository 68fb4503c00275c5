import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import {
  COUPON_MESSAGES,
  ROUTES,
  couponPreviewRequestSchema,
  createCouponRequestSchema,
  type CouponDto,
  type CouponPreviewDto,
} from '@classhub/contracts';
import { CurrentUser, ParseUuidPipe, parseBody, Route, type AuthenticatedUser } from '@classhub/nest-kit';
import { CouponRedemptions } from './coupon-redemptions.service.js';
import { CouponsService } from './coupons.service.js';

const COUPON_ID = new ParseUuidPipe(COUPON_MESSAGES.couponIdInvalid);

/** Promotion codes (decision 0035): admins' and instructors' lists, and a student's preview on the payment page. */
@Controller()
export class CouponsHttpController {
  constructor(
    private readonly coupons: CouponsService,
    private readonly redemptions: CouponRedemptions,
  ) {}

  @Route(ROUTES.createCoupon)
  @HttpCode(201)
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown): Promise<CouponDto> {
    return this.coupons.create(user, parseBody(createCouponRequestSchema, body));
  }

  @Route(ROUTES.listCoupons)
  list(@CurrentUser() user: AuthenticatedUser): Promise<CouponDto[]> {
    return this.coupons.list(user);
  }

  @Route(ROUTES.deactivateCoupon)
  @HttpCode(200)
  deactivate(@CurrentUser() user: AuthenticatedUser, @Param('id', COUPON_ID) id: string): Promise<CouponDto> {
    return this.coupons.deactivate(user, id);
  }

  /** What a code takes off; checkout computes the price again when it creates the intent. */
  @Route(ROUTES.previewCoupon)
  @HttpCode(200)
  preview(@CurrentUser() student: AuthenticatedUser, @Body() body: unknown): Promise<CouponPreviewDto> {
    const { selecteItemId, code } = parseBody(couponPreviewRequestSchema, body);
    return this.redemptions.preview(student, selecteItemId, code);
  }
}

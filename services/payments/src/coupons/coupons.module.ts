import { Module } from '@nestjs/common';
import { CouponRedemptions } from './coupon-redemptions.service.js';
import { CouponsHttpController } from './coupons.http.controller.js';
import { CouponsService } from './coupons.service.js';
import { DemoCouponSeeder } from './demo-coupon.seeder.js';

/** Promotion codes: made and listed here, reserved and released by the checkout saga, redeemed as payments record. */
@Module({
  controllers: [CouponsHttpController],
  providers: [CouponsService, CouponRedemptions, DemoCouponSeeder],
  exports: [CouponRedemptions],
})
export class CouponsModule {}

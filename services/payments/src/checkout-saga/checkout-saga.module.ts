import { Module } from '@nestjs/common';
import { CouponsModule } from '../coupons/coupons.module.js';
import { ReceiptsModule } from '../receipts/receipts.module.js';
import { SelectionsHttpController } from '../selections/selections.http.controller.js';
import { SelectionsService } from '../selections/selections.service.js';
import { CheckoutExpirySweeper } from './checkout-expiry.sweeper.js';
import { CheckoutMetrics } from './checkout-metrics.js';
import { CheckoutOutcomes } from './checkout-outcomes.service.js';
import { CheckoutReconciler } from './checkout-reconciler.js';
import { CheckoutHttpController } from '../checkout/checkout.http.controller.js';
import { CheckoutService } from './checkout.service.js';
import { CheckoutsRepository } from './persistence/checkouts.repository.js';
import { EnrolmentOutcomesHandler } from './enrolment-outcomes.handler.js';
import { SeatHoldExtension } from './seat-hold-extension.service.js';
import { SeatRelease } from './seat-release.service.js';
import { SeatRequestQueue } from './seat-requests/seat-request-queue.js';
import { WaitingReports } from './seat-requests/waiting-reports.js';
import { WaitlistOffers } from './seat-requests/waitlist-offers.js';

/** The cart and the checkout saga (README.md names its steps); `CheckoutOutcomes` is the providers' event sink (see ProvidersModule). */
@Module({
  imports: [CouponsModule, ReceiptsModule],
  controllers: [SelectionsHttpController, CheckoutHttpController],
  providers: [
    SelectionsService,
    CheckoutsRepository,
    SeatRequestQueue,
    WaitingReports,
    WaitlistOffers,
    SeatRelease,
    CheckoutService,
    SeatHoldExtension,
    CheckoutOutcomes,
    CheckoutMetrics,
    CheckoutExpirySweeper,
    CheckoutReconciler,
    EnrolmentOutcomesHandler,
  ],
  exports: [CheckoutOutcomes, SeatRequestQueue],
})
export class CheckoutSagaModule {}

import { Module } from '@nestjs/common';
import { EnrolmentWithdrawnHandler } from './enrolment-withdrawn.handler.js';
import { RefundLedger } from './refund-ledger.js';
import { RefundReconciler } from './refund-reconciler.js';
import { RefundViews } from './refund-views.js';
import { RefundsHttpController } from './refunds.http.controller.js';
import { RefundsService } from './refunds.service.js';

/**
 * Refunds as a saga step (decision 0034): the ledger, the routes, classes' answer, the reconciler; `RefundsService` is
 * the providers' refund event sink (see ProvidersModule) and `RefundViews` adds refunds to the payment lists.
 */
@Module({
  controllers: [RefundsHttpController],
  providers: [RefundLedger, RefundsService, RefundViews, EnrolmentWithdrawnHandler, RefundReconciler],
  exports: [RefundsService, RefundViews],
})
export class RefundsModule {}

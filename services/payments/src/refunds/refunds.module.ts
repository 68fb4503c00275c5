import { Module } from '@nestjs/common';
import { ClassCancelledHandler } from '../cancellations/class-cancelled.handler.js';
import { CheckoutMetrics } from '../checkout-saga/checkout-metrics.js';
import { DemoRefundSeeder } from './demo-refund.seeder.js';
import { EnrolmentWithdrawnHandler } from './enrolment-withdrawn.handler.js';
import { RefundLedger } from './refund-ledger.js';
import { RefundReconciler } from './refund-reconciler.js';
import { RefundViews } from './refund-views.js';
import { RefundsHttpController } from './refunds.http.controller.js';
import { RefundsService } from './refunds.service.js';

/**
 * Refunds as a saga step (decision 0034): the ledger, the routes, classes' answer, the reconciler; `RefundsService` is
 * the providers' refund event sink (see ProvidersModule) and `RefundViews` adds refunds to the payment lists; the demo
 * data's refunded payment is seeded here.
 */
@Module({
  controllers: [RefundsHttpController],
  providers: [
    RefundLedger,
    // Counts settled refunds into the same counters as the checkout saga's (metricOf shares them).
    CheckoutMetrics,
    RefundsService,
    RefundViews,
    EnrolmentWithdrawnHandler,
    // A cancelled class's enrolments are refunded through the same ledger (decision 0041).
    ClassCancelledHandler,
    RefundReconciler,
    DemoRefundSeeder,
  ],
  exports: [RefundsService, RefundViews],
})
export class RefundsModule {}

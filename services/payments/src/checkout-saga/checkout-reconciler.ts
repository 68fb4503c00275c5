import { Inject, Injectable, Logger } from '@nestjs/common';
import { BackgroundJob, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { PaymentsConfig } from '../config/payments.config.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider.js';
import { CheckoutOutcomes } from './checkout-outcomes.service.js';
import { CheckoutsRepository } from './persistence/checkouts.repository.js';
import { SeatRelease } from './seat-release.service.js';
import { CheckoutMetrics } from './checkout-metrics.js';

/**
 * A request that asked for a seat and has not opened its checkout within this time has died (the hold request times
 * out after 3 s, intent creation after 20 s).
 */
export const HOLDING_TIMEOUT_MS = 30_000;
// A card confirmed this recently is still being recorded by its own request.
const RECORDING_GRACE_MS = 3000;
const BATCH = 500;

export interface ReconcileReport {
  /** Intents the provider reports paid that payments had not recorded. */
  recorded: number;
  /** Attempts that died before their intent existed, ended now. */
  abandoned: number;
  /** Seats of ended attempts that classes has now confirmed as given back. */
  released: number;
}

/**
 * Finishes what a crash, a lost answer or an outage left half done, on start and then every few seconds: a card
 * charged without a payment row gets its payment recorded (classes then enrols or refunds), an attempt that died
 * before its intent existed gives its seat back, and a seat whose release classes did not confirm is asked for again.
 * Every step is idempotent, so replicas could reconcile at the same time; the leader alone does (decision 0047).
 */
@Injectable()
export class CheckoutReconciler extends BackgroundJob {
  private readonly logger = new Logger(CheckoutReconciler.name);

  constructor(
    @Inject(SERVICE_CONFIG) config: PaymentsConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly checkouts: CheckoutsRepository,
    private readonly seats: SeatRelease,
    private readonly outcomes: CheckoutOutcomes,
    private readonly metrics: CheckoutMetrics,
  ) {
    super('Checkout reconciliation', { intervalMs: config.CHECKOUT_RECONCILE_INTERVAL_MS, immediately: true });
  }

  protected async work(): Promise<void> {
    const report = await this.reconcile();
    if (report.recorded + report.abandoned + report.released > 0)
      this.logger.log(`Reconciled checkouts: ${JSON.stringify(report)}`);
  }

  async reconcile(): Promise<ReconcileReport> {
    const recorded = await this.recordUnrecordedPayments();
    let abandoned = 0;
    for (const attempt of await this.checkouts.staleHolding(HOLDING_TIMEOUT_MS, BATCH)) {
      await this.seats.abandon(attempt.holdId, true);
      abandoned++;
    }
    let released = 0;
    for (const attempt of await this.checkouts.unreleased(BATCH)) {
      if (await this.seats.release(attempt)) released++;
    }
    return { recorded, abandoned, released };
  }

  private async recordUnrecordedPayments(): Promise<number> {
    const waiting = await this.checkouts.awaitingPayment(RECORDING_GRACE_MS, BATCH);
    if (waiting.length === 0) return 0;
    const oldest = new Date(Math.min(...waiting.map((checkout) => checkout.createdAt.getTime())));
    const succeeded = await this.provider.findSucceeded(
      waiting.map((checkout) => checkout.intentId),
      oldest,
    );
    this.metrics.unrecordedChargesFound(succeeded.length);
    for (const intent of succeeded) await this.outcomes.intentSucceeded(intent);
    return succeeded.length;
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { BackgroundJob, errorMessage, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { PaymentsConfig } from '../config/payments.config.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider.js';
import { RefundLedger } from './refund-ledger.js';
import { RefundsService } from './refunds.service.js';

/** A refund that has not moved for this long is taken up again (its event normally takes well under a second). */
export const REFUND_STALL_MS = 5000;
/**
 * How often a refund pending at Stripe is looked at: its webhooks report the outcome, so this is only their backstop,
 * and Stripe's refunds can stay pending for days. The built-in provider's pending refund settles at the next look.
 */
const STRIPE_PENDING_LOOK_MS = 10 * 60_000;
const BATCH = 200;

export interface RefundReconcileReport {
  /** Refunds whose request was published to classes again. */
  reannounced: number;
  /** Refunds whose provider was asked again, or looked at while pending. */
  followedUp: number;
}

/**
 * Finishes refunds a crash or an outage left on their way, on start and then every REFUND_RECONCILE_INTERVAL_MS: a
 * request classes has not answered is published again (classes withdraws once per refund), a released seat whose
 * money the provider was not asked for is asked again (same idempotency key), and a pending provider refund is looked
 * at (the built-in provider's failing card fails there). Each step is idempotent, so replicas could run it together;
 * the leader alone does (decision 0047).
 */
@Injectable()
export class RefundReconciler extends BackgroundJob {
  private readonly logger = new Logger(RefundReconciler.name);

  constructor(
    @Inject(SERVICE_CONFIG) config: PaymentsConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly ledger: RefundLedger,
    private readonly refunds: RefundsService,
  ) {
    super('Refund reconciliation', { intervalMs: config.REFUND_RECONCILE_INTERVAL_MS, immediately: true });
  }

  protected async work(): Promise<void> {
    const report = await this.reconcile();
    if (report.reannounced + report.followedUp > 0) this.logger.log(`Reconciled refunds: ${JSON.stringify(report)}`);
  }

  async reconcile(stallMs = REFUND_STALL_MS): Promise<RefundReconcileReport> {
    const report: RefundReconcileReport = { reannounced: 0, followedUp: 0 };
    const pendingMs = this.provider.name === 'stripe' ? Math.max(stallMs, STRIPE_PENDING_LOOK_MS) : stallMs;
    for (const { refund, payment } of await this.ledger.stalled(stallMs, pendingMs, BATCH)) {
      try {
        if (refund.state === 'requested') {
          if (await this.ledger.reannounce(refund.id)) report.reannounced++;
        } else {
          await this.refunds.lookAgain(refund, payment);
          report.followedUp++;
        }
      } catch (error) {
        // One refund's provider trouble must not hold up the others; it is tried again next pass.
        this.logger.warn(`Refund ${refund.id} could not be followed up: ${errorMessage(error)}`);
      }
    }
    return report;
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { REFUND_MESSAGES, type RefundDto, type RefundTaskDto } from '@classhub/contracts';
import { DRIZZLE, notFound, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { PaymentsConfig } from '../config/payments.config.js';
import type { PaymentsDb, PaymentsTransaction } from '../db/payments-db.js';
import type { PaymentRow } from '../payments/payment.entity.js';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderRefund,
  type RefundEventSink,
} from '../providers/payment-provider.js';
import type { RefundRow } from './refund.entity.js';
import { RefundLedger, type RefundAsker } from './refund-ledger.js';
import { toRefundDto } from './refund.mapper.js';
import { refundRefused } from './refund-refusal.js';

/**
 * The refunds saga (decision 0034): a refund is written down with its request to classes; classes gives the seat back
 * (EnrolmentWithdrawnHandler); then the provider is asked for the money, with an idempotency key per attempt, and its
 * answer settles the ledger row (here, from Stripe's webhooks, or from the reconciler's look).
 */
@Injectable()
export class RefundsService implements RefundEventSink {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: PaymentsConfig,
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly ledger: RefundLedger,
  ) {}

  async request(paymentId: string, asker: RefundAsker): Promise<RefundDto> {
    return toRefundDto(await this.ledger.open(paymentId, asker, this.config.REFUND_WINDOW_DAYS));
  }

  /**
   * Asks the provider to refund the payment and records its answer in `tx`. The same attempt always carries the same
   * key, so asking again (a redelivered event, the reconciler) never refunds twice.
   */
  async askProvider(tx: PaymentsTransaction, refund: RefundRow, payment: Pick<PaymentRow, 'transactionId'>) {
    const answer = await this.provider.refund(payment.transactionId, `${refund.id}:${refund.attempt}`, refund.id);
    await this.ledger.settle(tx, refund.id, answer);
  }

  /** Where a refund stands at the provider now: a pending one may have settled since. */
  async lookAgain(refund: RefundRow, payment: PaymentRow): Promise<void> {
    if (!refund.providerRefundId) {
      await this.db.transaction((tx) => this.askProvider(tx, refund, payment));
      return;
    }
    const answer = await this.provider.retrieveRefund(refund.providerRefundId);
    if (!answer) throw new Error(`The provider does not know refund ${refund.providerRefundId} of ${refund.id}`);
    await this.settle(refund.id, answer);
    if (answer.status === 'pending' || answer.status === 'requires_action') await this.ledger.lookedAt(refund.id);
  }

  async retry(refundId: string): Promise<RefundDto> {
    const reopened = await this.ledger.reopenFailed(refundId);
    if (!reopened)
      throw (await this.ledger.get(refundId)) ? refundRefused('not-failed') : notFound(REFUND_MESSAGES.refundNotFound);
    const payment = await this.ledger.paymentOf(reopened);
    await this.lookAgain(reopened, payment);
    return toRefundDto((await this.ledger.get(refundId)) ?? reopened);
  }

  async resolve(refundId: string, note: string, adminId: string): Promise<RefundDto> {
    const resolved = await this.ledger.resolve(refundId, note, adminId);
    if (resolved) return toRefundDto(resolved);
    throw (await this.ledger.get(refundId)) ? refundRefused('not-failed') : notFound(REFUND_MESSAGES.refundNotFound);
  }

  async tasks(): Promise<RefundTaskDto[]> {
    return (await this.ledger.tasks()).map(({ refund, payment }) => ({
      refund: toRefundDto(refund),
      email: payment.studentEmail,
      name: payment.studentName,
      className: payment.className,
      transactionId: payment.transactionId,
    }));
  }

  async refundUpdated(answer: ProviderRefund): Promise<void> {
    const refund =
      (answer.refundId && (await this.ledger.find({ refundId: answer.refundId }))) ||
      (await this.ledger.find({ providerRefundId: answer.id }));
    if (refund) await this.settle(refund.id, answer);
  }

  async intentRefunded(intentId: string): Promise<void> {
    const refund = await this.ledger.find({ intentId });
    if (!refund || refund.state !== 'seat-released') return;
    // The charge is refunded in full: by this refund's current attempt, whichever id the report does not name.
    const answer = refund.providerRefundId ? await this.provider.retrieveRefund(refund.providerRefundId) : undefined;
    if (answer) await this.settle(refund.id, answer);
  }

  private async settle(refundId: string, answer: ProviderRefund): Promise<void> {
    await this.db.transaction((tx) => this.ledger.settle(tx, refundId, answer));
    if (answer.status === 'failed')
      this.logger.warn(`Refund ${refundId} failed at the provider: ${answer.failureReason}`);
  }
}

import { Inject, Injectable, Module } from '@nestjs/common';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderEventSink,
  type ProviderIntent,
  type ProviderRefund,
  type RefundEventSink,
} from '../../../src/providers/payment-provider.js';

export interface SinkCall {
  method: keyof ProviderEventSink;
  intent: ProviderIntent;
}

/**
 * A ProviderEventSink and RefundEventSink that records what it hears; like the real checkout, it depends on
 * PAYMENT_PROVIDER.
 */
@Injectable()
export class RecordingSink implements ProviderEventSink, RefundEventSink {
  readonly calls: SinkCall[] = [];
  /** What the refund webhooks reported: a refund as it is now, or an intent whose charge was refunded. */
  readonly refundCalls: Array<{ refund: ProviderRefund } | { intentRefunded: string }> = [];
  /** Set to make the next calls throw, as a checkout whose database is down would. */
  failWith: Error | undefined;

  constructor(@Inject(PAYMENT_PROVIDER) readonly provider: PaymentProvider) {}

  // undefined: no payment id to answer, and assignable whatever the sink's success answer is.
  async intentSucceeded(intent: ProviderIntent): Promise<undefined> {
    this.record('intentSucceeded', intent);
    return undefined;
  }

  async intentFailed(intent: ProviderIntent): Promise<void> {
    this.record('intentFailed', intent);
  }

  async intentCanceled(intent: ProviderIntent): Promise<void> {
    this.record('intentCanceled', intent);
  }

  async refundUpdated(refund: ProviderRefund): Promise<void> {
    this.refundCalls.push({ refund });
  }

  async intentRefunded(intentId: string): Promise<void> {
    this.refundCalls.push({ intentRefunded: intentId });
  }

  private record(method: keyof ProviderEventSink, intent: ProviderIntent): void {
    if (this.failWith) throw this.failWith;
    this.calls.push({ method, intent });
  }
}

@Module({ providers: [RecordingSink], exports: [RecordingSink] })
export class RecordingSinkModule {}

import type Stripe from 'stripe';
import type { CreateIntentInput, PaymentProvider, ProviderIntent, ProviderRefund } from '../payment-provider.js';
import { toProviderIntent, toProviderRefund } from './stripe-intent.mapper.js';

function stripeErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

export interface StripeProviderOptions {
  publishableKey: string;
  /** The webhook endpoint's signing secret (whsec_…). */
  webhookSecret: string;
}

/**
 * Cards through Stripe (docs/architecture.md#payment-provider), with the official SDK; every write carries a
 * deterministic idempotency key.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly webhookSecret: string;

  constructor(
    private readonly stripe: Stripe,
    options: StripeProviderOptions,
  ) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
  }

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        allowed_payment_method_types: ['card'],
        description: input.description,
        metadata: { ...input.metadata },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toProviderIntent(intent);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | undefined> {
    try {
      // The charge expanded names the card that paid, for the receipt.
      return toProviderIntent(await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    } catch (error) {
      if (stripeErrorCode(error) === 'resource_missing') return undefined;
      throw error;
    }
  }

  /** One listing of the intents created since then (newest first, paged by the SDK), not one request per intent. */
  async findSucceeded(intentIds: string[], createdSince: Date): Promise<ProviderIntent[]> {
    if (intentIds.length === 0) return [];
    const wanted = new Set(intentIds);
    const found: ProviderIntent[] = [];
    // A minute of slack for clock skew between Stripe and this machine.
    const since = Math.floor(createdSince.getTime() / 1000) - 60;
    for await (const intent of this.stripe.paymentIntents.list({ created: { gte: since }, limit: 100 })) {
      if (wanted.has(intent.id) && intent.status === 'succeeded') found.push(toProviderIntent(intent));
    }
    return found;
  }

  async cancelIntent(id: string): Promise<ProviderIntent> {
    try {
      return toProviderIntent(await this.stripe.paymentIntents.cancel(id));
    } catch (error) {
      // Stripe refuses to cancel an intent that succeeded (or is canceled already): report it as it is.
      if (stripeErrorCode(error) !== 'payment_intent_unexpected_state') throw error;
      const intent = toProviderIntent(await this.stripe.paymentIntents.retrieve(id));
      if (intent.status !== 'succeeded' && intent.status !== 'canceled') throw error;
      return intent;
    }
  }

  async refund(intentId: string, idempotencyKey: string, refundId?: string): Promise<ProviderRefund> {
    return toProviderRefund(
      await this.stripe.refunds.create(
        { payment_intent: intentId, ...(refundId && { metadata: { refundId } }) },
        { idempotencyKey },
      ),
    );
  }

  async retrieveRefund(id: string): Promise<ProviderRefund | undefined> {
    try {
      return toProviderRefund(await this.stripe.refunds.retrieve(id));
    } catch (error) {
      if (stripeErrorCode(error) === 'resource_missing') return undefined;
      throw error;
    }
  }

  /** The event Stripe sent, once its signature over the raw body checks out; throws otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}

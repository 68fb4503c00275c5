import { Inject, Injectable, Optional } from '@nestjs/common';
import { DRIZZLE } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type Stripe from 'stripe';
import {
  PROVIDER_EVENT_SINK,
  REFUND_EVENT_SINK,
  type ProviderEventSink,
  type RefundEventSink,
} from '../payment-provider.js';
import { toProviderIntent, toProviderRefund, UnexpectedStripeObjectError } from './stripe-intent.mapper.js';
import { stripeWebhookEvents } from './stripe-webhook-event.entity.js';

const SINK_METHODS: Partial<Record<Stripe.Event['type'], keyof ProviderEventSink>> = {
  'payment_intent.succeeded': 'intentSucceeded',
  'payment_intent.payment_failed': 'intentFailed',
  'payment_intent.canceled': 'intentCanceled',
};

// Each carries the refund as it is now, so applying an older one after a newer is harmless (the ledger moves forward
// only); charge.refunded carries the charge instead.
const REFUND_EVENTS: ReadonlySet<string> = new Set([
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
]);

/** applied: the sink heard of it; duplicate: handled before; ignored: not a payment intent event of our checkout. */
export type StripeWebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** Turns verified Stripe events into the checkout's provider events, once per Stripe event id. */
@Injectable()
export class StripeWebhooksService {
  constructor(
    @Inject(DRIZZLE) private readonly db: NodePgDatabase,
    @Inject(PROVIDER_EVENT_SINK) private readonly sink: ProviderEventSink,
    @Optional() @Inject(REFUND_EVENT_SINK) private readonly refundSink?: RefundEventSink,
  ) {}

  /**
   * The event id is recorded after the sink has run: an event whose handling failed is answered with an error and
   * redelivered by Stripe, never lost. Two deliveries racing may both reach the sink, which is idempotent.
   */
  async handle(event: Stripe.Event): Promise<StripeWebhookOutcome> {
    const apply = this.applierOf(event);
    if (!apply) return 'ignored';
    const [seen] = await this.db
      .select({ eventId: stripeWebhookEvents.eventId })
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.eventId, event.id));
    if (seen) return 'duplicate';
    if ((await apply()) === 'ignored') return 'ignored';
    await this.db.insert(stripeWebhookEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
    return 'applied';
  }

  /** What applying the event does, or undefined for an event the checkout and the refunds do not hear. */
  private applierOf(event: Stripe.Event): (() => Promise<'applied' | 'ignored'>) | undefined {
    const method = SINK_METHODS[event.type];
    if (method) {
      return async () => {
        let intent;
        try {
          intent = toProviderIntent(event.data.object as Stripe.PaymentIntent);
        } catch (error) {
          // Another integration's payment on the same Stripe account: nothing for the checkout to do.
          if (error instanceof UnexpectedStripeObjectError) return 'ignored';
          throw error;
        }
        await this.sink[method](intent);
        return 'applied';
      };
    }
    const refundSink = this.refundSink;
    if (!refundSink) return undefined;
    if (REFUND_EVENTS.has(event.type)) {
      return async () => {
        await refundSink.refundUpdated(toProviderRefund(event.data.object as Stripe.Refund));
        return 'applied';
      };
    }
    if (event.type === 'charge.refunded') {
      const charge = event.data.object as Stripe.Charge;
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!intentId || !charge.refunded) return undefined;
      return async () => {
        await refundSink.intentRefunded(intentId);
        return 'applied';
      };
    }
    return undefined;
  }
}

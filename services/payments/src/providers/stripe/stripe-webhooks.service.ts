import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type Stripe from 'stripe';
import { PROVIDER_EVENT_SINK, type ProviderEventSink } from '../payment-provider.js';
import { toProviderIntent, UnexpectedStripeObjectError } from './stripe-intent.mapper.js';
import { stripeWebhookEvents } from './stripe-webhook-event.entity.js';

const SINK_METHODS: Partial<Record<Stripe.Event['type'], keyof ProviderEventSink>> = {
  'payment_intent.succeeded': 'intentSucceeded',
  'payment_intent.payment_failed': 'intentFailed',
  'payment_intent.canceled': 'intentCanceled',
};

/** applied: the sink heard of it; duplicate: handled before; ignored: not a payment intent event of our checkout. */
export type StripeWebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** Turns verified Stripe events into the checkout's provider events, once per Stripe event id. */
@Injectable()
export class StripeWebhooksService {
  constructor(
    @Inject(DRIZZLE) private readonly db: NodePgDatabase,
    @Inject(PROVIDER_EVENT_SINK) private readonly sink: ProviderEventSink,
  ) {}

  /**
   * The event id is recorded after the sink has run: an event whose handling failed is answered with an error and
   * redelivered by Stripe, never lost. Two deliveries racing may both reach the sink, which is idempotent.
   */
  async handle(event: Stripe.Event): Promise<StripeWebhookOutcome> {
    const method = SINK_METHODS[event.type];
    if (!method) return 'ignored';
    const [seen] = await this.db
      .select({ eventId: stripeWebhookEvents.eventId })
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.eventId, event.id));
    if (seen) return 'duplicate';
    let intent;
    try {
      intent = toProviderIntent(event.data.object as Stripe.PaymentIntent);
    } catch (error) {
      // Another integration's payment on the same Stripe account: nothing for the checkout to do.
      if (error instanceof UnexpectedStripeObjectError) return 'ignored';
      throw error;
    }
    await this.sink[method](intent);
    await this.db.insert(stripeWebhookEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
    return 'applied';
  }
}

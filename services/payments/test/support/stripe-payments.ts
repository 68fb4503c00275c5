import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { StripeStandIn } from '../providers/support/stripe-stand-in.js';

const SECRET_KEY = 'sk_test_classhub';

/** The settings that make payments take cards through Stripe, whose API is the local stand-in. */
export function stripeSettings(stripe: StripeStandIn, webhookSecret: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_classhub',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
  };
}

/**
 * Posts a Stripe event about `object` to payments' webhook, signed with `webhookSecret` as Stripe signs it; the event id
 * is random unless given (a test that repeats a delivery names it).
 */
export function deliverStripeEvent(
  baseUrl: string,
  webhookSecret: string,
  event: { type: string; object: unknown; id?: string },
): Promise<Response> {
  const payload = JSON.stringify({
    id: event.id ?? `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: event.type,
    api_version: '2025-01-01',
    created: 1,
    livemode: false,
    data: { object: event.object },
  });
  const signature = new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return fetch(`${baseUrl}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

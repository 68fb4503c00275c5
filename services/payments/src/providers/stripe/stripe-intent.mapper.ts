import type Stripe from 'stripe';
import { z } from 'zod';
import { checkoutMetadataSchema } from '../checkout-metadata.schema.js';
import type { ProviderIntent, ProviderIntentStatus, ProviderRefund } from '../payment-provider.js';

const STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const satisfies readonly ProviderIntentStatus[];

const REFUND_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'canceled',
  'requires_action',
] as const satisfies readonly ProviderRefund['status'][];

// Only what checkout relies on is checked; an intent made by anything but our checkout fails here.
const stripeIntentSchema = z.object({
  id: z.string().startsWith('pi_'),
  client_secret: z.string().min(1),
  amount: z.int().positive(),
  currency: z.literal('usd'),
  status: z.enum(STATUSES),
  metadata: checkoutMetadataSchema,
  last_payment_error: z.object({ message: z.string().optional() }).nullish(),
});

export class UnexpectedStripeObjectError extends Error {}

export function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  const parsed = stripeIntentSchema.safeParse(intent);
  if (!parsed.success) {
    throw new UnexpectedStripeObjectError(
      `Stripe payment intent ${intent.id} is not a ClassHub checkout: ${parsed.error.issues[0]?.message}`,
    );
  }
  const { data } = parsed;
  return {
    id: data.id,
    clientSecret: data.client_secret,
    amountCents: data.amount,
    currency: data.currency,
    status: data.status,
    metadata: data.metadata,
    ...(data.last_payment_error?.message && { lastError: data.last_payment_error.message }),
  };
}

export function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const status = REFUND_STATUSES.find((known) => known === refund.status);
  // Stripe may add statuses; until one is known, the refund is still on its way.
  return { id: refund.id, status: status ?? 'pending' };
}

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
  // An id, or the charge itself when retrieved with `expand: ['latest_charge']`: its card is the receipt's.
  latest_charge: z
    .union([
      z.string(),
      z.object({
        payment_method_details: z
          .object({ card: z.object({ brand: z.string(), last4: z.string() }).nullish() })
          .nullish(),
      }),
    ])
    .nullish(),
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
  const card = typeof data.latest_charge === 'object' ? data.latest_charge?.payment_method_details?.card : undefined;
  return {
    id: data.id,
    clientSecret: data.client_secret,
    amountCents: data.amount,
    currency: data.currency,
    status: data.status,
    metadata: data.metadata,
    ...(data.last_payment_error?.message && { lastError: data.last_payment_error.message }),
    ...(card && { card: { brand: card.brand, last4: card.last4 } }),
  };
}

export function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const status = REFUND_STATUSES.find((known) => known === refund.status);
  // Stripe may add statuses; until one is known, the refund is still on its way.
  const refundId = refund.metadata?.['refundId'];
  return {
    id: refund.id,
    status: status ?? 'pending',
    ...(refundId && { refundId }),
    ...(refund.failure_reason && { failureReason: describeRefundFailure(refund.failure_reason) }),
  };
}

// Stripe's failure_reason codes, in words an admin reads in the task list.
const REFUND_FAILURES: Record<string, string> = {
  lost_or_stolen_card: 'The card was reported lost or stolen',
  expired_or_canceled_card: 'The card has expired or was cancelled',
  charge_for_pending_refund_disputed: 'The charge was disputed while the refund was pending',
  insufficient_funds: 'The Stripe balance was too low to refund',
  declined: "The card's issuer declined the refund",
  merchant_request: 'The refund was cancelled on request',
};

function describeRefundFailure(code: string): string {
  return REFUND_FAILURES[code] ?? `The provider could not refund (${code})`;
}

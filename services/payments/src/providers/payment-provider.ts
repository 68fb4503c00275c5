/** Where a payment intent stands at the provider (Stripe's statuses; the test provider uses the same). */
export type ProviderIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

/** The checkout a payment intent belongs to, kept in the intent's metadata at the provider. */
export interface CheckoutMetadata {
  holdId: string;
  selectionId: string;
  classId: string;
  studentId: string;
}

export interface ProviderIntent {
  /** `pi_…`: the spec's transactionId. */
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: 'usd';
  status: ProviderIntentStatus;
  metadata: CheckoutMetadata;
  /** The last card error's message (e.g. 'Your card was declined.'), when the last attempt failed. */
  lastError?: string;
  /** The card that paid (Stripe: the latest charge's payment_method_details.card), once one has; for the receipt. */
  card?: ProviderCard;
}

/** A card as a receipt names it: its brand (`visa`, `mastercard`, `amex`, …) and last four digits. */
export interface ProviderCard {
  brand: string;
  last4: string;
}

export interface CreateIntentInput {
  amountCents: number;
  metadata: CheckoutMetadata;
  description: string;
  /**
   * Deterministic (the seat hold's id), so a retried create never makes a second intent
   * (docs/architecture.md#payment-provider).
   */
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  /** ClassHub's refund (the ledger row) it is for, kept in the refund's metadata at the provider; absent for others. */
  refundId?: string;
  /** Why the provider could not refund, when it failed. */
  failureReason?: string;
}

/** A card payment provider: Stripe when configured, otherwise the built-in test provider (decision 0009). */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** What the browser needs to show the right card form (GET /payment-config). */
  readonly publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** The intent as the provider has it now; undefined when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>;
  /**
   * Which of `intentIds` (all created at or after `createdSince`) have succeeded: the reconciler's one question per
   * pass, however many checkouts are open.
   */
  findSucceeded(intentIds: string[], createdSince: Date): Promise<ProviderIntent[]>;
  /** Cancels an unpaid intent; an intent that already succeeded is returned as is (the caller then records it). */
  cancelIntent(id: string): Promise<ProviderIntent>;
  /**
   * Refunds a succeeded intent in full. `idempotencyKey` is the hold id + ':refund' for a seat that was gone, or the
   * ledger's `<refund id>:<attempt>`; `refundId` (the ledger row) is kept in the refund's metadata.
   */
  refund(intentId: string, idempotencyKey: string, refundId?: string): Promise<ProviderRefund>;
  /** A refund as the provider has it now (a pending one may have settled); undefined when it does not know the id. */
  retrieveRefund(id: string): Promise<ProviderRefund | undefined>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/**
 * What the checkout does when the provider reports an outcome: Stripe's webhooks and the test provider's confirm
 * call both land here, and every method is idempotent (a repeated webhook changes nothing).
 */
export interface ProviderEventSink {
  /** Records the payment once; answers its id (undefined for an intent no checkout knows). */
  intentSucceeded(intent: ProviderIntent): Promise<string | undefined>;
  intentFailed(intent: ProviderIntent): Promise<void>;
  intentCanceled(intent: ProviderIntent): Promise<void>;
}

export const PROVIDER_EVENT_SINK = Symbol('PROVIDER_EVENT_SINK');

/**
 * What the refunds saga does when the provider reports on a refund (Stripe's refund webhooks); idempotent and
 * independent of order: a report may arrive before the call that made the refund has returned.
 */
export interface RefundEventSink {
  refundUpdated(refund: ProviderRefund): Promise<void>;
  /** Stripe's charge.refunded: the charge of this intent was refunded in full (by whichever refund). */
  intentRefunded(intentId: string): Promise<void>;
}

export const REFUND_EVENT_SINK = Symbol('REFUND_EVENT_SINK');

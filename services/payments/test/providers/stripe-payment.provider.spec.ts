import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { CheckoutMetadata } from '../../src/providers/payment-provider.js';
import { createStripeClient } from '../../src/providers/stripe/stripe-client.js';
import { UnexpectedStripeObjectError } from '../../src/providers/stripe/stripe-intent.mapper.js';
import { StripePaymentProvider } from '../../src/providers/stripe/stripe-payment.provider.js';
import { StripeStandIn } from './support/stripe-stand-in.js';

const SECRET_KEY = 'sk_test_classhub';

function metadata(): CheckoutMetadata {
  return { holdId: randomUUID(), selectionId: randomUUID(), classId: randomUUID(), studentId: randomUUID() };
}

describe('StripePaymentProvider against a local stand-in of the Stripe API', () => {
  let stripe: StripeStandIn;
  let provider: StripePaymentProvider;

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    provider = new StripePaymentProvider(createStripeClient({ secretKey: SECRET_KEY, apiUrl: stripe.url }), {
      publishableKey: 'pk_test_classhub',
      webhookSecret: 'whsec_classhub',
    });
  });

  afterAll(async () => {
    await stripe?.stop();
  });

  beforeEach(() => {
    stripe.requests.length = 0;
  });

  it('is named stripe and hands out the publishable key', () => {
    expect(provider.name).toBe('stripe');
    expect(provider.publishableKey).toBe('pk_test_classhub');
  });

  describe('createIntent', () => {
    it('creates a card intent in dollars cents with the checkout in its metadata and the hold id as idempotency key', async () => {
      const checkout = metadata();
      const intent = await provider.createIntent({
        amountCents: 1999,
        metadata: checkout,
        description: 'Guitar',
        idempotencyKey: checkout.holdId,
      });
      expect(stripe.requests).toEqual([
        {
          method: 'POST',
          path: '/v1/payment_intents',
          idempotencyKey: checkout.holdId,
          authorization: `Bearer ${SECRET_KEY}`,
          form: {
            amount: '1999',
            currency: 'usd',
            'allowed_payment_method_types[0]': 'card',
            description: 'Guitar',
            'metadata[holdId]': checkout.holdId,
            'metadata[selectionId]': checkout.selectionId,
            'metadata[classId]': checkout.classId,
            'metadata[studentId]': checkout.studentId,
          },
        },
      ]);
      expect(intent).toEqual({
        id: expect.stringMatching(/^pi_/),
        clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_`)),
        amountCents: 1999,
        currency: 'usd',
        status: 'requires_payment_method',
        metadata: checkout,
      });
    });

    it('gets the same intent back for a retried create (same idempotency key)', async () => {
      const checkout = metadata();
      const input = { amountCents: 500, metadata: checkout, description: 'Piano', idempotencyKey: checkout.holdId };
      const first = await provider.createIntent(input);
      expect(await provider.createIntent(input)).toEqual(first);
      expect(stripe.requests.map((sent) => sent.idempotencyKey)).toEqual([checkout.holdId, checkout.holdId]);
    });
  });

  describe('retrieveIntent', () => {
    it('maps the intent, with the last card error', async () => {
      const checkout = metadata();
      const created = await provider.createIntent({
        amountCents: 700,
        metadata: checkout,
        description: 'Drums',
        idempotencyKey: checkout.holdId,
      });
      stripe.update(created.id, { last_payment_error: { message: 'Your card was declined.', code: 'card_declined' } });
      expect(await provider.retrieveIntent(created.id)).toEqual({ ...created, lastError: 'Your card was declined.' });
      expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${created.id}` });
    });

    it('names the card that paid, from the latest charge expanded (for the receipt)', async () => {
      const checkout = metadata();
      const created = await provider.createIntent({
        amountCents: 700,
        metadata: checkout,
        description: 'Drums',
        idempotencyKey: checkout.holdId,
      });
      stripe.charge(created.id, { brand: 'amex', last4: '0005' });
      expect(await provider.retrieveIntent(created.id)).toEqual({
        ...created,
        status: 'succeeded',
        card: { brand: 'amex', last4: '0005' },
      });
      expect(stripe.requests.at(-1)?.form).toMatchObject({ 'expand[0]': 'latest_charge' });
    });

    it('answers undefined for an id Stripe does not know (404 resource_missing)', async () => {
      expect(await provider.retrieveIntent('pi_unknown')).toBeUndefined();
    });

    it('refuses an intent whose metadata is not a ClassHub checkout', async () => {
      const foreign = stripe.seed({ metadata: { orderId: '42' } });
      await expect(provider.retrieveIntent(foreign.id)).rejects.toThrow(UnexpectedStripeObjectError);
    });
  });

  describe('findSucceeded', () => {
    it('finds the paid ones among the ids asked about in one paged listing, not one request per intent', async () => {
      const [paid, unpaid] = [metadata(), metadata()];
      const a = await provider.createIntent({
        amountCents: 900,
        metadata: paid,
        description: 'Oboe',
        idempotencyKey: paid.holdId,
      });
      const b = await provider.createIntent({
        amountCents: 900,
        metadata: unpaid,
        description: 'Oboe',
        idempotencyKey: unpaid.holdId,
      });
      stripe.update(a.id, { status: 'succeeded' });
      // Enough later intents of other integrations that the SDK must page past them.
      for (let i = 0; i < 120; i++)
        stripe.update(stripe.seed({ metadata: { orderId: String(i) } }).id, { status: 'succeeded' });
      stripe.requests.length = 0;

      expect(await provider.findSucceeded([a.id, b.id], new Date(Date.now() - 60_000))).toEqual([
        { ...a, status: 'succeeded' },
      ]);
      expect(
        stripe.requests.every((request) => request.method === 'GET' && request.path === '/v1/payment_intents'),
      ).toBe(true);
      expect(stripe.requests.length).toBeGreaterThan(1);
      expect(stripe.requests[0]?.form).toMatchObject({ limit: '100' });
      expect(await provider.findSucceeded([], new Date())).toEqual([]);
    });
  });

  describe('cancelIntent', () => {
    it('cancels an unpaid intent', async () => {
      const checkout = metadata();
      const created = await provider.createIntent({
        amountCents: 900,
        metadata: checkout,
        description: 'Yoga',
        idempotencyKey: checkout.holdId,
      });
      expect(await provider.cancelIntent(created.id)).toEqual({ ...created, status: 'canceled' });
      expect(stripe.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: `/v1/payment_intents/${created.id}/cancel`,
      });
    });

    it('returns an intent that already succeeded as it is', async () => {
      const checkout = metadata();
      const created = await provider.createIntent({
        amountCents: 900,
        metadata: checkout,
        description: 'Yoga',
        idempotencyKey: checkout.holdId,
      });
      stripe.update(created.id, { status: 'succeeded' });
      expect(await provider.cancelIntent(created.id)).toEqual({ ...created, status: 'succeeded' });
    });

    it('passes on other errors', async () => {
      await expect(provider.cancelIntent('pi_unknown')).rejects.toMatchObject({ code: 'resource_missing' });
    });
  });

  describe('refund', () => {
    it("refunds the intent in full with the caller's idempotency key, once", async () => {
      const checkout = metadata();
      const created = await provider.createIntent({
        amountCents: 1500,
        metadata: checkout,
        description: 'Chess',
        idempotencyKey: checkout.holdId,
      });
      stripe.update(created.id, { status: 'succeeded' });
      const key = `${checkout.holdId}:refund`;
      const refund = await provider.refund(created.id, key);
      expect(refund).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded' });
      expect(await provider.refund(created.id, key)).toEqual(refund);
      expect(stripe.requests.slice(-2)).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/v1/refunds',
          idempotencyKey: key,
          form: { payment_intent: created.id },
        }),
        expect.objectContaining({ method: 'POST', path: '/v1/refunds', idempotencyKey: key }),
      ]);
    });

    it('keeps the ledger’s refund id at Stripe, reads a refund back, and refunds again once one failed', async () => {
      const checkout = metadata();
      const created = await provider.createIntent({
        amountCents: 2600,
        metadata: checkout,
        description: 'Pottery',
        idempotencyKey: checkout.holdId,
      });
      stripe.update(created.id, { status: 'succeeded' });
      const refundId = randomUUID();
      stripe.nextRefundStatus = 'pending';
      const pending = await provider.refund(created.id, `${refundId}:1`, refundId);
      stripe.nextRefundStatus = 'succeeded';
      expect(pending).toEqual({ id: expect.stringMatching(/^re_/), status: 'pending', refundId });
      expect(stripe.requests.at(-1)?.form).toEqual({ payment_intent: created.id, 'metadata[refundId]': refundId });

      stripe.settleRefund(pending.id, 'failed', 'expired_or_canceled_card');
      expect(await provider.retrieveRefund(pending.id)).toEqual({
        id: pending.id,
        status: 'failed',
        refundId,
        failureReason: 'The card has expired or was cancelled',
      });
      const again = await provider.refund(created.id, `${refundId}:2`, refundId);
      expect(again).toMatchObject({ status: 'succeeded', refundId });
      expect(again.id).not.toBe(pending.id);
      expect(await provider.retrieveRefund('re_unknown')).toBeUndefined();
    });

    it('passes on a refused refund', async () => {
      const checkout = metadata();
      const created = await provider.createIntent({
        amountCents: 1500,
        metadata: checkout,
        description: 'Chess',
        idempotencyKey: checkout.holdId,
      });
      await expect(provider.refund(created.id, 'k:refund')).rejects.toMatchObject({
        code: 'payment_intent_unexpected_state',
      });
    });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { burst, sessionsIdleInTransaction, statusCounts } from '@classhub/testing';
import Stripe from 'stripe';
import { request, startProviders, type RunningProviders } from './support/providers-app.js';
import { StripeStandIn, type StandInIntent } from './support/stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_classhub_test';

describe('payment providers: Stripe configured, POST /webhooks/stripe (real PostgreSQL)', () => {
  let stripe: StripeStandIn;
  let service: RunningProviders;
  const sdk = new Stripe('sk_test_classhub');

  function paymentIntent(status: string, extra: Partial<StandInIntent> = {}): StandInIntent {
    const metadata = {
      holdId: randomUUID(),
      selectionId: randomUUID(),
      classId: randomUUID(),
      studentId: randomUUID(),
    };
    return stripe.seed({ status, metadata, amount: 1999, ...extra });
  }

  function event(type: string, object: unknown, id = `evt_${randomBytes(12).toString('hex')}`): string {
    return JSON.stringify(
      { id, object: 'event', type, api_version: '2025-01-01', created: 1, livemode: false, data: { object } },
      null,
      2,
    );
  }

  function deliver(
    payload: string,
    signature = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) {
    return request(service.baseUrl, 'POST', '/webhooks/stripe', payload, { 'stripe-signature': signature });
  }

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    service = await startProviders({
      STRIPE_SECRET_KEY: 'sk_test_classhub',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_classhub',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
  });

  afterAll(async () => {
    await service?.stop();
    await stripe?.stop();
  });

  beforeEach(() => {
    service.sink.calls.length = 0;
    service.sink.failWith = undefined;
  });

  it('serves the publishable key on GET /payment-config', async () => {
    expect(await request(service.baseUrl, 'GET', '/payment-config')).toEqual({
      status: 200,
      body: { provider: 'stripe', publishableKey: 'pk_test_classhub' },
    });
  });

  it('turns the test provider off', async () => {
    const answer = await request(service.baseUrl, 'POST', '/test-provider/confirm', { clientSecret: 'x', card: {} });
    expect(answer).toMatchObject({
      status: 404,
      body: { message: 'The test provider is off: Stripe takes the cards' },
    });
  });

  it('creates intents at Stripe (the stand-in)', async () => {
    const holdId = randomUUID();
    const intent = await service.provider.createIntent({
      amountCents: 1999,
      description: 'Guitar',
      idempotencyKey: holdId,
      metadata: { holdId, selectionId: randomUUID(), classId: randomUUID(), studentId: randomUUID() },
    });
    expect(stripe.intents.get(intent.id)).toMatchObject({ amount: 1999, metadata: { holdId } });
  });

  it.each([
    ['payment_intent.succeeded', 'succeeded', 'intentSucceeded'],
    ['payment_intent.payment_failed', 'requires_payment_method', 'intentFailed'],
    ['payment_intent.canceled', 'canceled', 'intentCanceled'],
  ] as const)('hands a signed %s to the sink', async (type, status, method) => {
    const intent = paymentIntent(status, {
      last_payment_error: status === 'requires_payment_method' ? { message: 'Your card was declined.' } : null,
    });
    const answer = await deliver(event(type, intent));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(service.sink.calls).toEqual([
      {
        method,
        intent: {
          id: intent.id,
          clientSecret: intent['client_secret'],
          amountCents: 1999,
          currency: 'usd',
          status,
          metadata: intent['metadata'],
          ...(status === 'requires_payment_method' && { lastError: 'Your card was declined.' }),
        },
      },
    ]);
  });

  it('applies a redelivered event once', async () => {
    const payload = event('payment_intent.succeeded', paymentIntent('succeeded'));
    expect((await deliver(payload)).body).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver(payload)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect(service.sink.calls).toHaveLength(1);
  });

  it('answers every one of a burst of the same delivery (Stripe retrying fast) and applies the event', async () => {
    const payload = event('payment_intent.succeeded', paymentIntent('succeeded'));
    const answers = await burst(50, () => deliver(payload));
    expect(statusCounts(answers)).toEqual({ 200: 50 });
    expect(answers.filter((answer) => answer.body['outcome'] === 'applied').length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => ['applied', 'duplicate'].includes(String(answer.body['outcome'])))).toBe(true);
    expect(service.sink.calls.length).toBeGreaterThanOrEqual(1);
    expect(await sessionsIdleInTransaction(service.databaseUrl)).toBe(0);
  });

  it('answers an error when the sink fails, so Stripe redelivers, and then applies the event', async () => {
    const payload = event('payment_intent.succeeded', paymentIntent('succeeded'));
    service.sink.failWith = new Error('checkout down');
    expect((await deliver(payload)).status).toBe(500);
    service.sink.failWith = undefined;
    expect((await deliver(payload)).body).toEqual({ received: true, outcome: 'applied' });
    expect(service.sink.calls).toHaveLength(1);
  });

  it('refuses a missing, forged or stale signature, and a body changed after signing', async () => {
    const payload = event('payment_intent.succeeded', paymentIntent('succeeded'));
    const invalid = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Invalid Stripe signature' },
    };
    expect(await request(service.baseUrl, 'POST', '/webhooks/stripe', payload)).toEqual(invalid);
    expect(
      await deliver(payload, sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })),
    ).toEqual(invalid);
    expect(await deliver(payload, 't=1,v1=deadbeef')).toEqual(invalid);
    const stale = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(await deliver(payload, stale)).toEqual(invalid);
    // Same JSON once re-serialised, but not the bytes that were signed.
    expect(
      await deliver(
        JSON.stringify(JSON.parse(payload)),
        sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      ),
    ).toEqual(invalid);
    expect(service.sink.calls).toEqual([]);
  });

  it('hands refund events to the refunds once each, as the refund is now, and charge.refunded as its intent', async () => {
    service.sink.refundCalls.length = 0;
    const refundId = randomUUID();
    const refund = (status: string, failure_reason: string | null = null) => ({
      id: 're_classhub1',
      object: 'refund',
      amount: 1999,
      currency: 'usd',
      payment_intent: 'pi_classhub1',
      metadata: { refundId },
      status,
      failure_reason,
    });
    const created = event('refund.created', refund('pending'));
    expect((await deliver(created)).body).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver(created)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await deliver(event('refund.failed', refund('failed', 'declined')))).body).toMatchObject({
      outcome: 'applied',
    });
    await deliver(event('refund.updated', refund('succeeded')));
    await deliver(
      event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_classhub1', refunded: true }),
    );
    expect(service.sink.refundCalls).toEqual([
      { refund: { id: 're_classhub1', status: 'pending', refundId } },
      {
        refund: {
          id: 're_classhub1',
          status: 'failed',
          refundId,
          failureReason: "The card's issuer declined the refund",
        },
      },
      { refund: { id: 're_classhub1', status: 'succeeded', refundId } },
      { intentRefunded: 'pi_classhub1' },
    ]);
    expect(service.sink.calls).toEqual([]);
  });

  it('acknowledges and ignores other event types and payment intents that are not our checkouts', async () => {
    expect((await deliver(event('charge.refunded', { id: 'ch_1', object: 'charge' }))).body).toEqual({
      received: true,
      outcome: 'ignored',
    });
    const foreign = stripe.seed({ status: 'succeeded', metadata: { orderId: '42' } });
    expect((await deliver(event('payment_intent.succeeded', foreign))).body).toEqual({
      received: true,
      outcome: 'ignored',
    });
    expect(service.sink.calls).toEqual([]);
  });
});

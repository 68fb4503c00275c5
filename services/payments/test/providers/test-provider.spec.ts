import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { TEST_CARDS, type CardErrorBody, type TestCardConfirmRequest } from '@classhub/contracts';
import { randomUUID } from 'node:crypto';
import type { CheckoutMetadata, ProviderIntent } from '../../src/providers/payment-provider.js';
import { request, startProviders, type RunningProviders } from './support/providers-app.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

function checkout(): { metadata: CheckoutMetadata; idempotencyKey: string } {
  const holdId = randomUUID();
  return {
    idempotencyKey: holdId,
    metadata: { holdId, selectionId: randomUUID(), classId: randomUUID(), studentId: randomUUID() },
  };
}

// The card the tests pay with, as the intent names it once paid (the receipt's brand and last four digits).
const VISA_4242 = { brand: 'visa', last4: '4242' };

describe('payment providers: the built-in test provider over HTTP (real PostgreSQL)', () => {
  let service: RunningProviders;
  const confirm = <T = CardErrorBody>(clientSecret: string, card: Partial<TestCardConfirmRequest['card']> = {}) =>
    request<T>(service.baseUrl, 'POST', '/test-provider/confirm', {
      clientSecret,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123', ...card },
      billingDetails: { email: 'ada@example.com', name: 'Ada' },
    });
  const newIntent = (amountCents = 1999) =>
    service.provider.createIntent({ ...checkout(), amountCents, description: 'Guitar for Beginners' });

  beforeAll(async () => {
    service = await startProviders();
  });

  afterAll(async () => {
    await service?.stop();
  });

  beforeEach(() => {
    service.sink.calls.length = 0;
    service.sink.failWith = undefined;
  });

  it('is the provider when no Stripe keys are set, and says so on GET /payment-config', async () => {
    expect(service.provider.name).toBe('test');
    expect(await request(service.baseUrl, 'GET', '/payment-config')).toEqual({
      status: 200,
      body: { provider: 'test' },
    });
  });

  it('answers POST /webhooks/stripe with 404 while Stripe is not configured', async () => {
    const answer = await request(
      service.baseUrl,
      'POST',
      '/webhooks/stripe',
      { id: 'evt_1' },
      { 'stripe-signature': 't=1,v1=x' },
    );
    expect(answer).toMatchObject({ status: 404, body: { message: 'Stripe is not configured' } });
  });

  describe('createIntent', () => {
    it('makes a Stripe-shaped intent waiting for a card', async () => {
      const input = checkout();
      const intent = await service.provider.createIntent({ ...input, amountCents: 1999, description: 'Guitar' });
      expect(intent).toEqual({
        id: expect.stringMatching(/^pi_[0-9A-Za-z]{24}$/),
        clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_[0-9A-Za-z]{24}$`)),
        amountCents: 1999,
        currency: 'usd',
        status: 'requires_payment_method',
        metadata: input.metadata,
      });
      expect(await service.provider.retrieveIntent(intent.id)).toEqual(intent);
    });

    it('gives the same intent for the same idempotency key, and refuses the key with other parameters', async () => {
      const input = { ...checkout(), amountCents: 2500, description: 'Piano' };
      const [first, second] = await Promise.all([
        service.provider.createIntent(input),
        service.provider.createIntent(input),
      ]);
      expect(second).toEqual(first);
      await expect(service.provider.createIntent({ ...input, amountCents: 2600 })).rejects.toThrow('other parameters');
    });

    it('refuses, as Stripe does (amount_too_small), an intent for less than $0.50; $0.50 is accepted', async () => {
      await expect(newIntent(49)).rejects.toMatchObject({
        code: 'amount_too_small',
        message: 'Amount must be at least $0.50 usd',
      });
      expect((await newIntent(50)).amountCents).toBe(50);
    });

    it('creates the intents asked for at the same moment, one each, and one for a key named twice', async () => {
      const inputs = [checkout(), checkout(), checkout()].map((input, index) => ({
        ...input,
        amountCents: 1000 + index,
        description: 'Guitar',
      }));
      const intents = await Promise.all([...inputs, inputs[0]!].map((input) => service.provider.createIntent(input)));
      expect(new Set(intents.map((intent) => intent.id)).size).toBe(3);
      expect(intents.map((intent) => intent.amountCents)).toEqual([1000, 1001, 1002, 1000]);
      expect(intents[3]).toEqual(intents[0]);
      for (const [index, intent] of intents.entries()) expect(intent.metadata).toEqual(inputs[index % 3]!.metadata);
    });

    it('retrieves nothing for an unknown id', async () => {
      expect(await service.provider.retrieveIntent('pi_unknown')).toBeUndefined();
    });
  });

  describe('POST /test-provider/confirm', () => {
    it('charges 4242 4242 4242 4242: the sink hears of it before the browser gets 200', async () => {
      const intent = await newIntent();
      const answer = await confirm(intent.clientSecret);
      expect(answer).toEqual({ status: 200, body: { paymentIntent: { id: intent.id, status: 'succeeded' } } });
      expect(service.sink.calls).toEqual([
        { method: 'intentSucceeded', intent: { ...intent, status: 'succeeded', card: VISA_4242 } },
      ]);
      expect(await service.provider.retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded' });
    });

    it('declines 4000 0000 0000 0002 with 402, keeps the intent payable and tells the sink', async () => {
      const intent = await newIntent();
      const answer = await confirm(intent.clientSecret, { number: '4000 0000 0000 0002' });
      expect(answer).toEqual({
        status: 402,
        body: {
          statusCode: 402,
          error: 'Payment Required',
          code: 'card_declined',
          declineCode: 'generic_decline',
          message: 'Your card was declined.',
        },
      });
      const failed = { ...intent, status: 'requires_payment_method', lastError: 'Your card was declined.' };
      expect(await service.provider.retrieveIntent(intent.id)).toEqual(failed);
      expect(service.sink.calls).toEqual([{ method: 'intentFailed', intent: failed }]);

      // Like Stripe, another card may be tried on the same intent; the error is gone once it succeeds.
      expect((await confirm(intent.clientSecret)).status).toBe(200);
      expect(await service.provider.retrieveIntent(intent.id)).toEqual({
        ...intent,
        status: 'succeeded',
        card: VISA_4242,
      });
    });

    it('declines 4000 0000 0000 9995 for insufficient funds', async () => {
      const intent = await newIntent();
      const answer = await confirm(intent.clientSecret, { number: TEST_CARDS.insufficientFunds });
      expect(answer).toEqual({
        status: 402,
        body: {
          statusCode: 402,
          error: 'Payment Required',
          code: 'card_declined',
          declineCode: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      });
      expect(service.sink.calls.map((call) => call.method)).toEqual(['intentFailed']);
    });

    it.each([
      [
        'a number failing the Luhn check',
        { number: '4242 4242 4242 4241' },
        'incorrect_number',
        'Your card number is invalid.',
      ],
      ['letters in the number', { number: '4242-4242-4242-4242' }, 'incorrect_number', 'Your card number is invalid.'],
      ['a past expiry', { expMonth: 1, expYear: 2020 }, 'expired_card', 'Your card has expired.'],
      ['a two-digit cvc', { cvc: '12' }, 'invalid_cvc', "Your card's security code is invalid."],
    ])('refuses %s with 400, leaving the intent and the sink alone', async (_case, card, code, message) => {
      const intent = await newIntent();
      expect(await confirm(intent.clientSecret, card)).toEqual({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', code, message },
      });
      expect(await service.provider.retrieveIntent(intent.id)).toEqual(intent);
      expect(service.sink.calls).toEqual([]);
    });

    it('answers 404 for an unknown client secret', async () => {
      const answer = await confirm('pi_nope_secret_nope');
      expect(answer).toEqual({
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'No such payment intent' },
      });
    });

    it('answers 400 for a malformed body', async () => {
      const answer = await request(service.baseUrl, 'POST', '/test-provider/confirm', {
        clientSecret: 'x',
        card: { number: '4242' },
      });
      expect(answer).toMatchObject({ status: 400, body: { statusCode: 400, error: 'Bad Request' } });
    });

    it('refuses to confirm a succeeded or cancelled intent', async () => {
      const paid = await newIntent();
      await confirm(paid.clientSecret);
      expect(await confirm(paid.clientSecret)).toMatchObject({
        status: 400,
        body: {
          code: 'payment_intent_unexpected_state',
          message: 'This payment has already succeeded; it cannot be confirmed again.',
        },
      });
      const dropped = await newIntent();
      await service.provider.cancelIntent(dropped.id);
      expect(await confirm(dropped.clientSecret)).toMatchObject({
        status: 400,
        body: { code: 'payment_intent_unexpected_state', message: expect.stringContaining('canceled') },
      });
      expect(service.sink.calls.map((call) => call.method)).toEqual(['intentSucceeded']);
    });

    it('lets only one of several concurrent confirmations succeed, and tells the sink once', async () => {
      const intent = await newIntent();
      const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(intent.clientSecret)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.code)).toEqual(
        Array(7).fill('payment_intent_unexpected_state'),
      );
      expect(service.sink.calls).toEqual([
        { method: 'intentSucceeded', intent: expect.objectContaining({ id: intent.id }) },
      ]);
    });

    it('answers 500 when the sink fails, and the intent still shows the charge for a later retrieve', async () => {
      const intent = await newIntent();
      service.sink.failWith = new Error('checkout down');
      expect((await confirm(intent.clientSecret)).status).toBe(500);
      expect(await service.provider.retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded' });
    });
  });

  describe('cancelIntent', () => {
    it('cancels an unpaid intent, and a second cancel changes nothing', async () => {
      const intent = await newIntent();
      expect(await service.provider.cancelIntent(intent.id)).toEqual({ ...intent, status: 'canceled' });
      expect(await service.provider.cancelIntent(intent.id)).toEqual({ ...intent, status: 'canceled' });
    });

    it('returns a succeeded intent as it is', async () => {
      const intent = await newIntent();
      await confirm(intent.clientSecret);
      expect(await service.provider.cancelIntent(intent.id)).toEqual({
        ...intent,
        status: 'succeeded',
        card: VISA_4242,
      });
    });

    it('throws for an unknown intent', async () => {
      await expect(service.provider.cancelIntent('pi_unknown')).rejects.toThrow('no such payment intent');
    });
  });

  describe('refund', () => {
    async function paidIntent(): Promise<ProviderIntent> {
      const intent = await newIntent();
      await confirm(intent.clientSecret);
      return intent;
    }

    it('refunds a succeeded intent once per idempotency key', async () => {
      const intent = await paidIntent();
      const key = `${intent.metadata.holdId}:refund`;
      const [first, second] = await Promise.all([
        service.provider.refund(intent.id, key),
        service.provider.refund(intent.id, key),
      ]);
      expect(first).toEqual({ id: expect.stringMatching(/^re_[0-9A-Za-z]{24}$/), status: 'succeeded' });
      expect(second).toEqual(first);
      expect(await service.provider.refund(intent.id, key)).toEqual(first);
    });

    it('refuses a second refund under another key', async () => {
      const intent = await paidIntent();
      await service.provider.refund(intent.id, 'a:refund');
      await expect(service.provider.refund(intent.id, 'b:refund')).rejects.toThrow('already been refunded');
    });

    it('refunds the refund-fails card as pending, fails it when next looked at, and refunds again under a new key', async () => {
      const intent = await newIntent();
      await confirm(intent.clientSecret, { number: TEST_CARDS.refundFails });
      const pending = await service.provider.refund(intent.id, 'r:1');
      expect(pending).toEqual({ id: expect.stringMatching(/^re_/), status: 'pending' });
      expect(await service.provider.retrieveRefund(pending.id)).toEqual({
        id: pending.id,
        status: 'failed',
        failureReason: expect.stringContaining('4000 0000 0000 5126'),
      });
      expect(await service.provider.refund(intent.id, 'r:1')).toMatchObject({ id: pending.id, status: 'failed' });
      const again = await service.provider.refund(intent.id, 'r:2');
      expect(again).toMatchObject({ status: 'pending' });
      expect(again.id).not.toBe(pending.id);
      expect(await service.provider.retrieveRefund('re_unknown')).toBeUndefined();
    });

    it('refuses to refund an intent that was not paid', async () => {
      const intent = await newIntent();
      await expect(service.provider.refund(intent.id, 'x:refund')).rejects.toThrow(
        'its status is requires_payment_method',
      );
      await expect(service.provider.refund('pi_unknown', 'y:refund')).rejects.toThrow('no such payment intent');
    });
  });
});

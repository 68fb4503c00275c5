import { describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { toProviderIntent, toProviderRefund, UnexpectedStripeObjectError } from './stripe-intent.mapper.js';

const metadata = { holdId: 'h1', selectionId: 's1', classId: 'c1', studentId: 'u1' };

function stripeIntent(overrides: Record<string, unknown> = {}): Stripe.PaymentIntent {
  return {
    id: 'pi_1',
    object: 'payment_intent',
    client_secret: 'pi_1_secret_x',
    amount: 1999,
    currency: 'usd',
    status: 'requires_payment_method',
    metadata,
    last_payment_error: null,
    ...overrides,
  } as unknown as Stripe.PaymentIntent;
}

describe('toProviderIntent', () => {
  it("keeps what checkout needs, with the last card error's message", () => {
    expect(
      toProviderIntent(
        stripeIntent({ last_payment_error: { message: 'Your card was declined.', code: 'card_declined' } }),
      ),
    ).toEqual({
      id: 'pi_1',
      clientSecret: 'pi_1_secret_x',
      amountCents: 1999,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata,
      lastError: 'Your card was declined.',
    });
  });

  it('refuses an intent that is not one of our checkouts', () => {
    for (const odd of [
      { metadata: { orderId: '1' } },
      { currency: 'eur' },
      { status: 'requires_capture' },
      { client_secret: null },
    ]) {
      expect(() => toProviderIntent(stripeIntent(odd))).toThrow(UnexpectedStripeObjectError);
    }
  });
});

describe('toProviderRefund', () => {
  it('keeps known statuses and reads others as pending', () => {
    expect(toProviderRefund({ id: 're_1', status: 'succeeded' } as Stripe.Refund)).toEqual({
      id: 're_1',
      status: 'succeeded',
    });
    expect(toProviderRefund({ id: 're_2', status: null } as Stripe.Refund)).toEqual({ id: 're_2', status: 'pending' });
  });
});

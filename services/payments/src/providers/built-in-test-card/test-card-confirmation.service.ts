import { Inject, Injectable } from '@nestjs/common';
import type { TestCardConfirmResponse } from '@classhub/contracts';
import { notFound, setPlaceholder } from '@classhub/nest-kit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PROVIDER_EVENT_SINK, type ProviderEventSink, type ProviderIntentStatus } from '../payment-provider.js';
import { cardOf } from './card-brand.js';
import { cardError } from './card-error.js';
import { judgeTestCard, refundsFail, type TestCard } from './test-card.js';
import { OPEN_STATUSES, toProviderIntent } from './test-payment.provider.js';
import { TEST_PROVIDER_DB } from './test-provider-database.js';
import { testProviderIntents } from './test-provider-intent.entity.js';

const NOT_CONFIRMABLE: Partial<Record<ProviderIntentStatus, string>> = {
  succeeded: 'This payment has already succeeded; it cannot be confirmed again.',
  canceled: 'This payment was canceled (the seat hold ended); please start the checkout again.',
  processing: 'This payment is already being processed.',
};

function unexpectedState(status: ProviderIntentStatus) {
  return cardError({
    statusCode: 400,
    code: 'payment_intent_unexpected_state',
    message: NOT_CONFIRMABLE[status] ?? `This payment cannot be confirmed while its status is ${status}.`,
  });
}

/** The test provider's stand-in for Stripe.js `confirmCardPayment`: charges a test card against an intent. */
@Injectable()
export class TestCardConfirmationService {
  // Every paying student confirms once: built and planned once.
  private readonly intentOfSecret;
  private readonly moveOpenIntent;
  private readonly markRefundsFail;

  constructor(
    @Inject(TEST_PROVIDER_DB) private readonly db: NodePgDatabase,
    @Inject(PROVIDER_EVENT_SINK) private readonly sink: ProviderEventSink,
  ) {
    this.intentOfSecret = db
      .select()
      .from(testProviderIntents)
      .where(eq(testProviderIntents.clientSecret, sql.placeholder('clientSecret')))
      .prepare('test_provider_intent_of_secret');
    this.moveOpenIntent = db
      .update(testProviderIntents)
      .set({
        status: setPlaceholder('status'),
        lastError: setPlaceholder('lastError'),
        cardBrand: setPlaceholder('cardBrand'),
        cardLast4: setPlaceholder('cardLast4'),
        updatedAt: sql`now()`,
      })
      .where(and(eq(testProviderIntents.id, sql.placeholder('id')), inArray(testProviderIntents.status, OPEN_STATUSES)))
      .returning()
      .prepare('test_provider_move_open_intent');
    this.markRefundsFail = db
      .update(testProviderIntents)
      .set({ refundFails: true })
      .where(eq(testProviderIntents.id, sql.placeholder('id')))
      .prepare('test_provider_mark_refunds_fail');
  }

  /**
   * Finds the intent by its client secret (the browser's only credential, as with Stripe), judges the card, and
   * moves the intent with a conditional update, so of two concurrent confirmations at most one succeeds. The sink
   * hears of a decline or a success before the browser does.
   */
  async confirm(clientSecret: string, card: TestCard): Promise<TestCardConfirmResponse> {
    const [intent] = await this.intentOfSecret.execute({ clientSecret });
    if (!intent) throw notFound('No such payment intent');
    if (!OPEN_STATUSES.includes(intent.status)) throw unexpectedState(intent.status);

    const refusal = judgeTestCard(card);
    // A malformed card never reaches the "bank": the intent stays as it was.
    if (refusal?.statusCode === 400) throw cardError(refusal);

    // The card that paid is kept as Stripe keeps it on the charge: the receipt names its brand and last four digits.
    const paidWith = refusal ? undefined : cardOf(card.number);
    const [moved] = await this.moveOpenIntent.execute({
      id: intent.id,
      status: refusal ? 'requires_payment_method' : 'succeeded',
      lastError: refusal?.message ?? null,
      cardBrand: paidWith?.brand ?? null,
      cardLast4: paidWith?.last4 ?? null,
    });
    if (!moved) {
      const [now] = await this.db
        .select({ status: testProviderIntents.status })
        .from(testProviderIntents)
        .where(eq(testProviderIntents.id, intent.id));
      throw unexpectedState(now?.status ?? intent.status);
    }

    if (refusal) {
      await this.sink.intentFailed(toProviderIntent(moved));
      throw cardError(refusal);
    }
    // Written before the payment is recorded, so no refund of it can be asked for before the provider knows it fails.
    if (refundsFail(card)) await this.markRefundsFail.execute({ id: moved.id });
    await this.sink.intentSucceeded(toProviderIntent(moved));
    return { paymentIntent: { id: moved.id, status: 'succeeded' } };
  }
}

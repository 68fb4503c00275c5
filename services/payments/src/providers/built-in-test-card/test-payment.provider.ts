import { MIN_CARD_CHARGE_CENTS } from '@classhub/contracts';
import { batchedWhileBusy } from '@classhub/nest-kit';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type {
  CheckoutMetadata,
  CreateIntentInput,
  PaymentProvider,
  ProviderIntent,
  ProviderIntentStatus,
  ProviderRefund,
} from '../payment-provider.js';
import { stripeLikeIds } from './stripe-like-ids.js';
import { testProviderIntents, type TestProviderIntentRow } from './test-provider-intent.entity.js';

/** Statuses from which an intent can still be confirmed or cancelled (Stripe's requires_*). */
export const OPEN_STATUSES: ProviderIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

export function toProviderIntent(row: TestProviderIntentRow): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    metadata: row.metadata,
    ...(row.lastError && { lastError: row.lastError }),
    ...(row.cardBrand && row.cardLast4 && { card: { brand: row.cardBrand, last4: row.cardLast4 } }),
  };
}

const REFUND_FAILURE = "The card's issuer refused the refund (test card 4000 0000 0000 5126)";

function toProviderRefund(row: TestProviderIntentRow): ProviderRefund {
  if (!row.refundId || !row.refundStatus) throw new Error(`Test provider: payment intent ${row.id} has no refund`);
  return {
    id: row.refundId,
    status: row.refundStatus,
    ...(row.refundStatus === 'failed' && { failureReason: REFUND_FAILURE }),
  };
}

/** Stripe's refusal of an intent for less than it can charge (an invalid_request_error with this code). */
export class AmountTooSmallError extends Error {
  readonly type = 'invalid_request_error';
  readonly code = 'amount_too_small';

  constructor() {
    super(`Amount must be at least $${(MIN_CARD_CHARGE_CENTS / 100).toFixed(2)} usd`);
  }
}

const METADATA_KEYS = ['holdId', 'selectionId', 'classId', 'studentId'] as const;

// jsonb keeps keys in its own order, so compare field by field.
function sameMetadata(a: CheckoutMetadata, b: CheckoutMetadata): boolean {
  return METADATA_KEYS.every((key) => a[key] === b[key]);
}

/**
 * The provider used when no Stripe keys are configured (docs/architecture.md#payment-provider): Stripe's test mode in
 * payments' own database. Cards are charged through POST /test-provider/confirm (TestCardConfirmationService).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  // Every paying student's intent is retrieved at least once (POST /payment): built and planned once.
  private readonly intentOfId;
  // The intents of a rush's paying students are created together, one INSERT per batch.
  private readonly creations = batchedWhileBusy((batch: readonly CreateIntentInput[]) => this.insertAll(batch), {
    batchesAtOnce: 2,
    maxBatchSize: 100,
  });

  constructor(private readonly db: NodePgDatabase) {
    this.intentOfId = db
      .select()
      .from(testProviderIntents)
      .where(eq(testProviderIntents.id, sql.placeholder('id')))
      .prepare('test_provider_intent_of_id');
  }

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    // As Stripe does, so a price it would refuse fails here too rather than only in production.
    if (input.amountCents < MIN_CARD_CHARGE_CENTS) throw new AmountTooSmallError();
    const created = await this.creations.load(input);
    if (created) return toProviderIntent(created);
    const [existing] = await this.db
      .select()
      .from(testProviderIntents)
      .where(eq(testProviderIntents.idempotencyKey, input.idempotencyKey));
    if (!existing) throw new Error(`Test provider: intent for idempotency key ${input.idempotencyKey} vanished`);
    // Stripe refuses a reused key with other parameters rather than answering for the first request.
    if (existing.amountCents !== input.amountCents || !sameMetadata(existing.metadata, input.metadata)) {
      throw new Error(`Test provider: idempotency key ${input.idempotencyKey} was used with other parameters`);
    }
    return toProviderIntent(existing);
  }

  /** The new intents of `batch`, each undefined when its idempotency key has one already (or is named twice). */
  private async insertAll(batch: readonly CreateIntentInput[]): Promise<Array<TestProviderIntentRow | undefined>> {
    const inserted = await this.db
      .insert(testProviderIntents)
      .values(
        batch.map((input) => {
          const id = stripeLikeIds.paymentIntent();
          const { amountCents, metadata, idempotencyKey } = input;
          return {
            id,
            clientSecret: stripeLikeIds.clientSecret(id),
            amountCents,
            currency: 'usd' as const,
            status: 'requires_payment_method' as const,
            metadata,
            idempotencyKey,
          };
        }),
      )
      .onConflictDoNothing({ target: testProviderIntents.idempotencyKey })
      .returning();
    const byKey = new Map(inserted.map((row) => [row.idempotencyKey, row]));
    return batch.map(({ idempotencyKey }) => {
      const row = byKey.get(idempotencyKey);
      byKey.delete(idempotencyKey);
      return row;
    });
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | undefined> {
    const row = await this.find(id);
    return row && toProviderIntent(row);
  }

  async findSucceeded(intentIds: string[]): Promise<ProviderIntent[]> {
    if (intentIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(testProviderIntents)
      .where(and(inArray(testProviderIntents.id, intentIds), eq(testProviderIntents.status, 'succeeded')));
    return rows.map(toProviderIntent);
  }

  async cancelIntent(id: string): Promise<ProviderIntent> {
    const [canceled] = await this.db
      .update(testProviderIntents)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(and(eq(testProviderIntents.id, id), inArray(testProviderIntents.status, OPEN_STATUSES)))
      .returning();
    if (canceled) return toProviderIntent(canceled);
    // Succeeded or already canceled: returned as it is.
    return toProviderIntent(await this.get(id));
  }

  /**
   * As at Stripe: one refund per key, and a new one only after the last failed. A payment of the refund-fails card is
   * refunded as pending, and the refund fails when next looked at (Stripe's "refund fails asynchronously").
   */
  async refund(intentId: string, idempotencyKey: string): Promise<ProviderRefund> {
    const [refunded] = await this.db
      .update(testProviderIntents)
      .set({
        refundId: stripeLikeIds.refund(),
        refundStatus: sql`case when ${testProviderIntents.refundFails} then 'pending' else 'succeeded' end`,
        refundIdempotencyKey: idempotencyKey,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(testProviderIntents.id, intentId),
          eq(testProviderIntents.status, 'succeeded'),
          or(
            isNull(testProviderIntents.refundId),
            and(
              eq(testProviderIntents.refundStatus, 'failed'),
              ne(testProviderIntents.refundIdempotencyKey, idempotencyKey),
            ),
          ),
        ),
      )
      .returning();
    const row = refunded ?? (await this.get(intentId));
    if (row.refundId && row.refundStatus && row.refundIdempotencyKey === idempotencyKey) return toProviderRefund(row);
    if (row.refundId) throw new Error(`Test provider: payment intent ${intentId} has already been refunded`);
    throw new Error(`Test provider: payment intent ${intentId} cannot be refunded: its status is ${row.status}`);
  }

  async retrieveRefund(id: string): Promise<ProviderRefund | undefined> {
    const [failed] = await this.db
      .update(testProviderIntents)
      .set({ refundStatus: 'failed', updatedAt: sql`now()` })
      .where(and(eq(testProviderIntents.refundId, id), eq(testProviderIntents.refundStatus, 'pending')))
      .returning();
    const row =
      failed ?? (await this.db.select().from(testProviderIntents).where(eq(testProviderIntents.refundId, id)))[0];
    return row && toProviderRefund(row);
  }

  private async find(id: string): Promise<TestProviderIntentRow | undefined> {
    const [row] = await this.intentOfId.execute({ id });
    return row;
  }

  private async get(id: string): Promise<TestProviderIntentRow> {
    const row = await this.find(id);
    if (!row) throw new Error(`Test provider: no such payment intent: ${id}`);
    return row;
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { createEventEnvelope, FREE_TRANSACTION_PREFIX, PAYMENT_COMPLETED_V1 } from '@classhub/contracts';
import { randomUUID } from 'node:crypto';
import { DRIZZLE, outboxInsertFrom } from '@classhub/nest-kit';
import { and, eq, sql } from 'drizzle-orm';
import { classListings } from '../class-listings/class-listings-read-model.entity.js';
import type { PaymentsDb, PaymentsTransaction } from '../db/payments-db.js';
import { payments } from '../payments/payment.entity.js';
import { couponOfPayment } from '../coupons/coupon-redemption.statements.js';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderCard,
  type ProviderEventSink,
  type ProviderIntent,
} from '../providers/payment-provider.js';
import { ReceiptIssuer } from '../receipts/receipt-issuer.js';
import { selections } from '../selections/selection.entity.js';
import { checkouts as checkoutTable, type CheckoutRow } from './checkout.entity.js';
import { CheckoutsRepository } from './persistence/checkouts.repository.js';
import { SeatRelease } from './seat-release.service.js';
import { CheckoutMetrics } from './checkout-metrics.js';

/**
 * Step 3 of the saga: what happens when the provider reports on an intent. Reached from Stripe's webhooks, the test
 * provider's confirm, POST /payment (after retrieving the intent), a new attempt on a paid cart item, the expiry sweep
 * and the reconciler; each call is idempotent.
 */
@Injectable()
export class CheckoutOutcomes implements ProviderEventSink {
  private readonly logger = new Logger(CheckoutOutcomes.name);
  private readonly paymentOfTransaction;

  constructor(
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    private readonly checkouts: CheckoutsRepository,
    private readonly seats: SeatRelease,
    private readonly receipts: ReceiptIssuer,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly metrics: CheckoutMetrics,
  ) {
    this.paymentOfTransaction = db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.transactionId, sql.placeholder('transactionId')))
      .prepare('payments_id_of_transaction');
  }

  /**
   * Records the payment of a succeeded intent once (see `record`); returns the payment's id, new or already recorded.
   * An intent ClassHub did not create is ignored.
   */
  async intentSucceeded(intent: ProviderIntent): Promise<string | undefined> {
    if (intent.status !== 'succeeded') return undefined;
    const checkout = await this.checkouts.ofIntent(intent.id);
    if (!checkout) {
      this.logger.warn(`Payment intent ${intent.id} succeeded but belongs to no checkout; ignored`);
      return undefined;
    }
    return this.record(this.db, checkout, intent.id, intent.amountCents, { card: await this.cardOf(intent) });
  }

  /**
   * The card that paid, for the receipt. A Stripe webhook's intent names its charge without its details: the intent is
   * then retrieved with the charge expanded.
   */
  private async cardOf(intent: ProviderIntent): Promise<ProviderCard | undefined> {
    return intent.card ?? (await this.provider.retrieveIntent(intent.id))?.card;
  }

  /**
   * The same for a caller that found the intent's checkout itself (POST /payment). That call follows the card's
   * confirmation, which has recorded the payment already as a rule: one query finds it.
   */
  async paymentOfSucceeded(intent: ProviderIntent, checkout: CheckoutRow): Promise<string | undefined> {
    if (intent.status !== 'succeeded') return undefined;
    const [recorded] = await this.paymentOfTransaction.execute({ transactionId: intent.id });
    return (
      recorded?.id ?? this.record(this.db, checkout, intent.id, intent.amountCents, { card: await this.cardOf(intent) })
    );
  }

  /**
   * A free class (price 0): the seat classes held becomes the student's without a card. Recorded as a payment of
   * $0.00 under the transaction id `free_<holdId>`, through the same path as a card payment, so classes enrols the
   * student (or refuses, when the hold lapsed and the class is full) exactly as for a paid seat.
   */
  async freeSeatTaken(checkout: CheckoutRow, holdExpiresAt: Date): Promise<string | undefined> {
    const transactionId = `${FREE_TRANSACTION_PREFIX}${checkout.holdId}`;
    return this.db.transaction(async (tx) => {
      await tx
        .update(checkoutTable)
        .set({ intentId: transactionId, clientSecret: '', amountCents: 0, expiresAt: holdExpiresAt })
        .where(and(eq(checkoutTable.holdId, checkout.holdId), eq(checkoutTable.status, 'holding')));
      // No card was charged, so nothing is recorded once the cart item is gone: another attempt enrolled the student.
      return this.record(tx, checkout, transactionId, 0, { whileSelected: true });
    });
  }

  /** The payment recorded for the student's cart item `selectionId`, if one was. */
  async paymentOfSelection(studentId: string, selectionId: string): Promise<string | undefined> {
    const [recorded] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.studentId, studentId), eq(payments.selectionId, selectionId)))
      .limit(1);
    return recorded?.id;
  }

  /**
   * Records the payment once (unique transaction id), marks the checkout succeeded, removes the cart item, redeems its
   * promotion code and emits payment.completed.v1, in one statement (a data-modifying WITH: all or nothing by itself);
   * then numbers its receipt and announces it (ReceiptIssuer), in the same transaction (the caller's, or one of its
   * own); returns the payment's id, new or already recorded. `whileSelected` records nothing once the cart item is
   * gone, its row locked so that of two attempts at once only the first records.
   */
  private async record(
    on: PaymentsDb | PaymentsTransaction,
    checkout: CheckoutRow,
    transactionId: string,
    amountCents: number,
    { whileSelected = false, card }: { whileSelected?: boolean; card?: ProviderCard } = {},
  ): Promise<string | undefined> {
    return on.transaction(async (tx) => {
      const paymentId = await this.insertPayment(tx, checkout, transactionId, amountCents, { whileSelected, card });
      if (paymentId) {
        await this.receipts.issue(tx, paymentId);
        this.metrics.checkout('paid');
        return paymentId;
      }
      // Recorded already (a repeated call, or one at the same moment that got there first).
      const [existing] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.transactionId, transactionId));
      return existing?.id;
    });
  }

  /** The statement `record` describes; the new payment's id, undefined when it was recorded before. */
  private async insertPayment(
    tx: PaymentsTransaction,
    checkout: CheckoutRow,
    transactionId: string,
    amountCents: number,
    { whileSelected, card }: { whileSelected: boolean; card: ProviderCard | undefined },
  ): Promise<string | undefined> {
    const paymentId = randomUUID();
    // classes checks the payment against the price it quoted for the hold: the discount makes up the difference.
    const discountCents = await couponOfPayment.discountOf(tx, checkout.holdId);
    const completed = createEventEnvelope(PAYMENT_COMPLETED_V1, {
      paymentId,
      holdId: checkout.holdId,
      classId: checkout.classId,
      studentId: checkout.studentId,
      studentEmail: checkout.studentEmail,
      transactionId,
      amountCents,
      ...(discountCents ? { discountCents } : {}),
    });
    // The class's details are copied from the listing at payment time (an unknown class copies empty ones).
    const recorded = await tx.execute<{ id: string }>(sql`
      WITH recorded AS (
        INSERT INTO ${payments} (id, transaction_id, hold_id, selection_id, student_id, student_email, student_name, class_id,
                                 class_name, class_image, instructor_name, instructor_email, price_cents,
                                 discount_cents, coupon_code, card_brand, card_last4)
        SELECT ${paymentId}::uuid, ${transactionId}, ${checkout.holdId}::uuid, ${checkout.selectionId}::uuid, ${checkout.studentId}::uuid,
               ${checkout.studentEmail}, ${checkout.studentName}, ${checkout.classId}::uuid, COALESCE(listing.class_name, ''),
               COALESCE(listing.class_image, ''), COALESCE(listing.instructor_name, ''), COALESCE(listing.instructor_email, ''), ${amountCents}::integer,
               COALESCE(redemption.discount_cents, 0), coupon.code, ${card?.brand ?? null}::text, ${card?.last4 ?? null}::text
        FROM (VALUES (1)) AS one (n) LEFT JOIN ${classListings} AS listing ON listing.class_id = ${checkout.classId}::uuid
        ${couponOfPayment.join(checkout.holdId)}
        WHERE ${whileSelected ? sql`EXISTS (SELECT 1 FROM ${selections} WHERE id = ${checkout.selectionId}::uuid FOR UPDATE)` : sql`true`}
        ON CONFLICT (transaction_id) DO NOTHING
        RETURNING id
      ), succeeded AS (
        UPDATE ${checkoutTable} SET status = 'succeeded' WHERE hold_id = ${checkout.holdId}::uuid AND status <> 'succeeded' AND EXISTS (SELECT 1 FROM recorded)
      ), emptied AS (
        DELETE FROM ${selections} WHERE id = ${checkout.selectionId}::uuid AND EXISTS (SELECT 1 FROM recorded)
      ), announced AS (
        ${outboxInsertFrom(completed, sql`recorded`)}
      ), ${couponOfPayment.redeemed(checkout.holdId, paymentId, sql`recorded`)}
      SELECT id FROM recorded`);
    return recorded.rows.length > 0 ? paymentId : undefined;
  }

  /** A declined card: the seat goes back now; a later success on the same intent is still honoured (or refunded). */
  async intentFailed(intent: ProviderIntent): Promise<void> {
    const checkout = await this.checkouts.ofIntent(intent.id);
    if (checkout) await this.seats.close(checkout, 'failed', false);
  }

  async intentCanceled(intent: ProviderIntent): Promise<void> {
    const checkout = await this.checkouts.ofIntent(intent.id);
    if (checkout) await this.seats.close(checkout, 'canceled', false);
  }
}

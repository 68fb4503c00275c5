import { Inject, Injectable, Logger } from '@nestjs/common';
import { FREE_TRANSACTION_PREFIX, PAYMENT_COMPLETED_V1 } from '@classhub/contracts';
import { DRIZZLE, OutboxWriter, type EventsTransaction } from '@classhub/nest-kit';
import { and, eq, ne, sql } from 'drizzle-orm';
import { classListings } from '../class-catalog/class-listing.entity.js';
import type { PaymentsDb } from '../db/payments-db.js';
import { payments } from '../payments/payment.entity.js';
import type { ProviderEventSink, ProviderIntent } from '../providers/payment-provider.js';
import { selections } from '../selections/selection.entity.js';
import { checkouts, type CheckoutRow } from './checkout.entity.js';
import { CheckoutsRepository } from './checkouts.repository.js';
import { SeatRelease } from './seat-release.service.js';

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
    private readonly outbox: OutboxWriter,
    private readonly checkouts: CheckoutsRepository,
    private readonly seats: SeatRelease,
  ) {
    this.paymentOfTransaction = db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.transactionId, sql.placeholder('transactionId')))
      .prepare('payments_id_of_transaction');
  }

  /**
   * Records the payment once (unique transaction id), removes the cart item and emits payment.completed.v1, all in
   * one transaction; returns the payment's id, new or already recorded. An intent ClassHub did not create is ignored.
   */
  async intentSucceeded(intent: ProviderIntent): Promise<string | undefined> {
    if (intent.status !== 'succeeded') return undefined;
    // The payment's row is written in the same transaction as everything else it records: once it exists, nothing is
    // left to do. The usual case for POST /payment, which follows the card's confirmation, and for a repeated webhook.
    const [recorded] = await this.paymentOfTransaction.execute({ transactionId: intent.id });
    if (recorded) return recorded.id;
    const checkout = await this.checkouts.ofIntent(intent.id);
    if (!checkout) {
      this.logger.warn(`Payment intent ${intent.id} succeeded but belongs to no checkout; ignored`);
      return undefined;
    }
    return this.db.transaction((tx) => this.record(tx, checkout, intent.id, intent.amountCents));
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
        .update(checkouts)
        .set({ intentId: transactionId, clientSecret: '', amountCents: 0, expiresAt: holdExpiresAt })
        .where(and(eq(checkouts.holdId, checkout.holdId), eq(checkouts.status, 'holding')));
      return this.record(tx, checkout, transactionId, 0);
    });
  }

  /**
   * Records the payment once (unique transaction id), marks the checkout succeeded, removes the cart item and emits
   * payment.completed.v1, all in the caller's transaction; returns the payment's id, new or already recorded.
   */
  private async record(tx: EventsTransaction, checkout: CheckoutRow, transactionId: string, amountCents: number): Promise<string | undefined> {
    const [listing] = await tx.select().from(classListings).where(eq(classListings.classId, checkout.classId)).limit(1);
    const [recorded] = await tx
      .insert(payments)
      .values({
        transactionId,
        holdId: checkout.holdId,
        selectionId: checkout.selectionId,
        studentId: checkout.studentId,
        studentEmail: checkout.studentEmail,
        studentName: checkout.studentName,
        classId: checkout.classId,
        className: listing?.className ?? '',
        classImage: listing?.classImage ?? '',
        instructorName: listing?.instructorName ?? '',
        instructorEmail: listing?.instructorEmail ?? '',
        priceCents: amountCents,
      })
      .onConflictDoNothing({ target: payments.transactionId })
      .returning();
    if (!recorded) {
      const [existing] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.transactionId, transactionId));
      return existing?.id;
    }
    await tx
      .update(checkouts)
      .set({ status: 'succeeded' })
      .where(and(eq(checkouts.holdId, checkout.holdId), ne(checkouts.status, 'succeeded')));
    await tx.delete(selections).where(eq(selections.id, checkout.selectionId));
    await this.outbox.enqueue(tx, PAYMENT_COMPLETED_V1, {
      paymentId: recorded.id,
      holdId: checkout.holdId,
      classId: checkout.classId,
      studentId: checkout.studentId,
      studentEmail: checkout.studentEmail,
      transactionId,
      amountCents,
    });
    return recorded.id;
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

import { Inject, Injectable, Logger } from '@nestjs/common';
import { PAYMENT_COMPLETED_V1 } from '@classhub/contracts';
import { DRIZZLE, OutboxWriter } from '@classhub/nest-kit';
import { and, eq, ne } from 'drizzle-orm';
import { classListings } from '../class-catalog/class-listing.entity.js';
import type { PaymentsDb } from '../db/payments-db.js';
import { payments } from '../payments/payment.entity.js';
import type { ProviderEventSink, ProviderIntent } from '../providers/payment-provider.js';
import { selections } from '../selections/selection.entity.js';
import { checkouts } from './checkout.entity.js';
import { CheckoutService } from './checkout.service.js';

/**
 * Step 3 of the saga: what happens when the provider reports on an intent. Reached from Stripe's webhooks, the test
 * provider's confirm, POST /payment (after retrieving the intent) and the expiry sweep; each call is idempotent.
 */
@Injectable()
export class CheckoutOutcomes implements ProviderEventSink {
  private readonly logger = new Logger(CheckoutOutcomes.name);

  constructor(
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    private readonly outbox: OutboxWriter,
    private readonly checkout: CheckoutService,
  ) {}

  /**
   * Records the payment once (unique transaction id), removes the cart item and emits payment.completed.v1, all in
   * one transaction; returns the payment's id, new or already recorded. An intent ClassHub did not create is ignored.
   */
  async intentSucceeded(intent: ProviderIntent): Promise<string | undefined> {
    if (intent.status !== 'succeeded') return undefined;
    const checkout = await this.checkout.checkoutOfIntent(intent.id);
    if (!checkout) {
      this.logger.warn(`Payment intent ${intent.id} succeeded but belongs to no checkout; ignored`);
      return undefined;
    }
    return this.db.transaction(async (tx) => {
      const [listing] = await tx.select().from(classListings).where(eq(classListings.classId, checkout.classId)).limit(1);
      const [recorded] = await tx
        .insert(payments)
        .values({
          transactionId: intent.id,
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
          priceCents: intent.amountCents,
        })
        .onConflictDoNothing({ target: payments.transactionId })
        .returning();
      if (!recorded) {
        const [existing] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.transactionId, intent.id));
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
        transactionId: intent.id,
        amountCents: intent.amountCents,
      });
      return recorded.id;
    });
  }

  /** A declined card: the seat goes back now; a later success on the same intent is still honoured (or refunded). */
  async intentFailed(intent: ProviderIntent): Promise<void> {
    const checkout = await this.checkout.checkoutOfIntent(intent.id);
    if (checkout) await this.checkout.close(checkout, 'failed', false);
  }

  async intentCanceled(intent: ProviderIntent): Promise<void> {
    const checkout = await this.checkout.checkoutOfIntent(intent.id);
    if (checkout) await this.checkout.close(checkout, 'canceled', false);
  }
}

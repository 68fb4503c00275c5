import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  CLASSES_SEAT_HOLD,
  CLASSES_SEAT_RELEASE,
  PAYMENT_MESSAGES,
  type CreatePaymentIntentResponse,
} from '@classhub/contracts';
import { conflict, DRIZZLE, notFound, RequestClient, RequestFailedError, type AuthenticatedUser } from '@classhub/nest-kit';
import { and, eq, gt } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { PaymentsDb } from '../db/payments-db.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderIntent } from '../providers/payment-provider.js';
import { SelectionsService } from '../selections/selections.service.js';
import { checkouts, type CheckoutRow } from './checkout.entity.js';

function unavailable(): HttpException {
  return new HttpException(
    { statusCode: 503, error: 'Service Unavailable', message: PAYMENT_MESSAGES.checkoutUnavailable },
    HttpStatus.SERVICE_UNAVAILABLE,
  );
}

const CONFIRMABLE = new Set<ProviderIntent['status']>(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * Steps 2 and 4 of the checkout saga (ARCHITECTURE §5): a seat is held by classes before any intent exists, the intent
 * is created for the price classes answered, and a checkout that fails, is abandoned or expires gives its seat back.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly requests: RequestClient,
    private readonly selections: SelectionsService,
  ) {}

  async createIntent(student: AuthenticatedUser, selectionId: string): Promise<CreatePaymentIntentResponse> {
    const selection = await this.selections.findOwnRow(student.id, selectionId);
    if (await this.selections.hasPaidFor(student.id, selection.classId)) throw conflict(PAYMENT_MESSAGES.alreadyBought);

    const reusable = await this.openCheckoutOf(selection.id);
    if (reusable) return this.answer(reusable);
    await this.cancelDeclinedAttempts(selection.id);

    let hold;
    try {
      hold = await this.requests.request(CLASSES_SEAT_HOLD, { holdId: randomUUID(), classId: selection.classId, studentId: student.id });
    } catch (error) {
      if (error instanceof RequestFailedError) throw unavailable();
      throw error;
    }
    if (!hold.ok) throw hold.reason === 'not-found' ? notFound(hold.message) : conflict(hold.message);

    // The student may already hold a seat of this class (an earlier attempt): its checkout, if open, is the one.
    const existing = await this.checkoutOfHold(hold.holdId);
    if (existing?.status === 'open') return this.answer(existing);
    if (hold.priceCents === 0) {
      await this.releaseHold(hold.holdId);
      throw conflict(PAYMENT_MESSAGES.freeClass);
    }

    let intent: ProviderIntent;
    try {
      intent = await this.provider.createIntent({
        amountCents: hold.priceCents,
        description: `ClassHub: ${hold.className}`,
        metadata: { holdId: hold.holdId, selectionId: selection.id, classId: selection.classId, studentId: student.id },
        idempotencyKey: hold.holdId,
      });
    } catch (error) {
      this.logger.error(`Creating the payment intent for hold ${hold.holdId} failed: ${String(error)}`);
      await this.releaseHold(hold.holdId);
      throw unavailable();
    }
    const [row] = await this.db
      .insert(checkouts)
      .values({
        holdId: hold.holdId,
        selectionId: selection.id,
        studentId: student.id,
        studentEmail: student.email,
        studentName: student.name,
        classId: selection.classId,
        intentId: intent.id,
        clientSecret: intent.clientSecret,
        amountCents: intent.amountCents,
        expiresAt: new Date(hold.expiresAt),
      })
      .onConflictDoNothing()
      .returning();
    return this.answer(row ?? (await this.checkoutOfHold(hold.holdId))!);
  }

  /**
   * A declined attempt's intent stays payable at the provider; once a new attempt starts it is cancelled, so one cart
   * item can never be paid twice. One that succeeded meanwhile means the class is already bought.
   */
  private async cancelDeclinedAttempts(selectionId: string): Promise<void> {
    const declined = await this.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.selectionId, selectionId), eq(checkouts.status, 'failed')));
    for (const attempt of declined) {
      const intent = await this.provider.cancelIntent(attempt.intentId);
      if (intent.status === 'succeeded') throw conflict(PAYMENT_MESSAGES.alreadyBought);
      await this.db
        .update(checkouts)
        .set({ status: 'canceled' })
        .where(and(eq(checkouts.holdId, attempt.holdId), eq(checkouts.status, 'failed')));
    }
  }

  /** The cart item was removed: an open checkout is cancelled and its seat given back. */
  async abandon(selectionId: string): Promise<void> {
    const open = await this.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.selectionId, selectionId), eq(checkouts.status, 'open')));
    for (const checkout of open) await this.close(checkout, 'canceled', true);
  }

  /**
   * Ends an open checkout as failed, canceled or expired and gives the seat back. With `cancelIntent`, the intent is
   * cancelled at the provider first; should it have succeeded meanwhile, it is left for the success path.
   */
  async close(checkout: CheckoutRow, status: 'failed' | 'canceled' | 'expired', cancelIntent: boolean): Promise<ProviderIntent | undefined> {
    if (cancelIntent) {
      const intent = await this.provider.cancelIntent(checkout.intentId);
      if (intent.status === 'succeeded') return intent;
    }
    const closed = await this.db
      .update(checkouts)
      .set({ status })
      .where(and(eq(checkouts.holdId, checkout.holdId), eq(checkouts.status, 'open')))
      .returning({ holdId: checkouts.holdId });
    if (closed.length > 0) await this.releaseHold(checkout.holdId);
    return undefined;
  }

  /** Best effort: if classes cannot be reached, its own sweeper releases the hold when it expires. */
  async releaseHold(holdId: string): Promise<void> {
    try {
      await this.requests.request(CLASSES_SEAT_RELEASE, { holdId });
    } catch (error) {
      this.logger.warn(`Releasing seat hold ${holdId} failed (classes releases it at expiry): ${String(error)}`);
    }
  }

  async checkoutOfHold(holdId: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db.select().from(checkouts).where(eq(checkouts.holdId, holdId)).limit(1);
    return row;
  }

  async checkoutOfIntent(intentId: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db.select().from(checkouts).where(eq(checkouts.intentId, intentId)).limit(1);
    return row;
  }

  private async openCheckoutOf(selectionId: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.selectionId, selectionId), eq(checkouts.status, 'open'), gt(checkouts.expiresAt, new Date())))
      .limit(1);
    if (!row) return undefined;
    const intent = await this.provider.retrieveIntent(row.intentId);
    return intent && CONFIRMABLE.has(intent.status) ? row : undefined;
  }

  private answer(row: CheckoutRow): CreatePaymentIntentResponse {
    return {
      clientSecret: row.clientSecret,
      paymentIntentId: row.intentId,
      amount: row.amountCents / 100,
      currency: 'usd',
      expiresAt: row.expiresAt.toISOString(),
    };
  }
}

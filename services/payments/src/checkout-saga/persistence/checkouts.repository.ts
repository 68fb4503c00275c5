import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE } from '@classhub/nest-kit';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PaymentsDb } from '../../db/payments-db.js';
import type { ProviderIntent } from '../../providers/payment-provider.js';
import {
  checkouts,
  ENDED_STATUSES,
  hasIntent,
  PAYABLE_STATUSES,
  withIntents,
  type CheckoutRow,
  type CheckoutStart,
  type CheckoutStatus,
  type CheckoutWithIntent,
  type NewCheckout,
} from '../checkout.entity.js';
import { checkoutBatches, type CheckoutBatches } from './checkout-batches.js';
import { prepareCheckoutStatements, type CheckoutStatements } from './checkout-statements.js';

/** Every read and state change of checkout rows, one attempt at a time; each change is conditional on the status it moves from. */
@Injectable()
export class CheckoutsRepository {
  private readonly statements: CheckoutStatements;
  private readonly batches: CheckoutBatches;

  constructor(@Inject(DRIZZLE) private readonly db: PaymentsDb) {
    this.statements = prepareCheckoutStatements(db);
    this.batches = checkoutBatches(this.statements);
  }

  async ofHold(holdId: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.statements.ofHold.execute({ holdId });
    return row;
  }

  async ofIntent(intentId: string): Promise<CheckoutWithIntent | undefined> {
    const [row] = await this.statements.ofIntent.execute({ intentId });
    return row && hasIntent(row) ? row : undefined;
  }

  /** The student's cart item `selectionId` with what a checkout needs to know first; undefined when it is not theirs. */
  startOf(studentId: string, selectionId: string): Promise<CheckoutStart | undefined> {
    return this.batches.startOf(studentId, selectionId);
  }

  /** The cart item's attempts whose intent may still be paid, newest first. */
  async payableOf(selectionId: string): Promise<CheckoutWithIntent[]> {
    return withIntents(await this.statements.payableOfSelection.execute({ selectionId }));
  }

  /** Records the attempt before its seat is asked for; undefined when the hold id is already known. */
  insertHolding(checkout: NewCheckout): Promise<CheckoutRow | undefined> {
    return this.batches.insertHolding(checkout);
  }

  /** holding → open with the intent; undefined when the attempt is no longer holding (another request or the reconciler moved it). */
  markOpen(holdId: string, intent: ProviderIntent, expiresAt: Date): Promise<CheckoutWithIntent | undefined> {
    return this.batches.markOpen(holdId, intent, expiresAt);
  }

  /**
   * Ends an attempt that has not been paid: moves it from one of `from` to `to`. `seatReleased` says the seat is
   * already known to be back (or was never taken). Undefined when the attempt was not in one of `from`.
   */
  async end(
    holdId: string,
    from: CheckoutStatus[],
    to: CheckoutStatus,
    seatReleased = false,
  ): Promise<CheckoutRow | undefined> {
    const [row] = await this.statements.endAttempt.execute({ holdId, from, to, seatReleased });
    return row;
  }

  /** An open attempt's seat is held until `expiresAt` now; false when the attempt is no longer open. */
  async extendOpen(holdId: string, expiresAt: Date): Promise<boolean> {
    const extended = await this.db
      .update(checkouts)
      .set({ expiresAt })
      .where(and(eq(checkouts.holdId, holdId), eq(checkouts.status, 'open')))
      .returning({ holdId: checkouts.holdId });
    return extended.length > 0;
  }

  async markSeatReleased(holdId: string): Promise<void> {
    await this.db.update(checkouts).set({ seatReleased: true }).where(eq(checkouts.holdId, holdId));
  }

  /** Attempts still holding a seat without an intent after `olderThanMs`: their request died. */
  staleHolding(olderThanMs: number, limit: number): Promise<CheckoutRow[]> {
    return this.db
      .select()
      .from(checkouts)
      .where(
        and(
          eq(checkouts.status, 'holding'),
          lt(checkouts.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
        ),
      )
      .limit(limit);
  }

  /** Ended attempts whose seat classes has not yet confirmed as given back. */
  unreleased(limit: number): Promise<CheckoutRow[]> {
    return this.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.seatReleased, false), inArray(checkouts.status, ENDED_STATUSES)))
      .orderBy(checkouts.createdAt)
      .limit(limit);
  }

  /** Attempts whose intent could have been paid without payments hearing of it: payable, older than `olderThanMs`. */
  async awaitingPayment(olderThanMs: number, limit: number): Promise<CheckoutWithIntent[]> {
    const rows = await this.db
      .select()
      .from(checkouts)
      .where(
        and(
          inArray(checkouts.status, PAYABLE_STATUSES),
          lt(checkouts.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
        ),
      )
      .orderBy(checkouts.createdAt)
      .limit(limit);
    return withIntents(rows);
  }

  /** Payable attempts past their seat hold's expiry. */
  async expired(now: Date, limit: number): Promise<CheckoutWithIntent[]> {
    const rows = await this.db
      .select()
      .from(checkouts)
      .where(and(inArray(checkouts.status, PAYABLE_STATUSES), lt(checkouts.expiresAt, now)))
      .limit(limit);
    return withIntents(rows);
  }
}

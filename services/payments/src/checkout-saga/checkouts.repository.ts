import { Inject, Injectable } from '@nestjs/common';
import { batchedWhileBusy, DRIZZLE, setPlaceholder } from '@classhub/nest-kit';
import { and, eq, exists, getTableColumns, inArray, lt, ne, sql } from 'drizzle-orm';
import type { PaymentsDb } from '../db/payments-db.js';
import { payments } from '../payments/payment.entity.js';
import type { ProviderIntent } from '../providers/payment-provider.js';
import { selections, type SelectionRow } from '../selections/selection.entity.js';
import { checkouts, ENDED_STATUSES, hasIntent, PAYABLE_STATUSES, type CheckoutRow, type CheckoutStatus, type CheckoutWithIntent } from './checkout.entity.js';

export interface NewCheckout {
  holdId: string;
  selectionId: string;
  studentId: string;
  studentEmail: string;
  studentName: string;
  classId: string;
}

const withIntents = (rows: CheckoutRow[]): CheckoutWithIntent[] => rows.filter(hasIntent);

/** An attempt whose intent exists and is attached to its seat: holding → open. */
interface Opening {
  holdId: string;
  intent: ProviderIntent;
  expiresAt: Date;
}

interface StartKey {
  studentId: string;
  selectionId: string;
}

/** What a checkout attempt starts from: the student's cart item, whether its class is paid for, its payable attempts. */
export interface CheckoutStart {
  selection: SelectionRow;
  paid: boolean;
  /** Newest first. */
  payable: CheckoutWithIntent[];
}

/** Every read and state change of checkout rows; each change is conditional on the status it moves from. */
@Injectable()
export class CheckoutsRepository {
  private readonly payableOfSelection;
  private readonly ofHoldId;
  private readonly ofIntentId;
  private readonly holdingRowsInserted;
  private readonly attemptsOpened;
  private readonly attemptEnded;
  // Asked by every checkout attempt, the refused ones of a rush included: planned once, and in a rush shared by many
  // attempts (a few batches at a time, so the seat-taking queries of the attempts ahead find a free connection).
  private readonly startsOfSelections;
  private readonly starts = batchedWhileBusy((keys: readonly StartKey[]) => this.startsOf(keys), { batchesAtOnce: 2, maxBatchSize: 250 });
  private readonly holdings = batchedWhileBusy((batch: readonly NewCheckout[]) => this.insertHoldings(batch), { batchesAtOnce: 2, maxBatchSize: 100 });
  private readonly openings = batchedWhileBusy((batch: readonly Opening[]) => this.openAll(batch), { batchesAtOnce: 2, maxBatchSize: 100 });

  constructor(@Inject(DRIZZLE) private readonly db: PaymentsDb) {
    const paidFor = db
      .select({ one: sql`1` })
      .from(payments)
      .where(and(eq(payments.studentId, selections.studentId), eq(payments.classId, selections.classId), ne(payments.enrolmentStatus, 'refunded')));
    this.startsOfSelections = db
      .select({ selection: selections, paid: exists(paidFor).mapWith(Boolean), checkout: checkouts })
      .from(selections)
      .leftJoin(checkouts, and(eq(checkouts.selectionId, selections.id), inArray(checkouts.status, PAYABLE_STATUSES)))
      .where(sql`${selections.id} = ANY(${sql.placeholder('selectionIds')})`)
      .orderBy(sql`${checkouts.createdAt} DESC`)
      .prepare('checkouts_starts_of_selections');
    this.payableOfSelection = db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.selectionId, sql.placeholder('selectionId')), inArray(checkouts.status, PAYABLE_STATUSES)))
      .orderBy(sql`${checkouts.createdAt} DESC`)
      .prepare('checkouts_payable_of_selection');
    // The steps every paying student goes through (opening the attempt, confirming, POST /payment): built and planned
    // once, as a query built on every call cost payments about three times the CPU in a rush (decision 0025).
    this.ofHoldId = db.select().from(checkouts).where(eq(checkouts.holdId, sql.placeholder('holdId'))).limit(1).prepare('checkouts_of_hold');
    this.ofIntentId = db.select().from(checkouts).where(eq(checkouts.intentId, sql.placeholder('intentId'))).limit(1).prepare('checkouts_of_intent');
    // A rush's batches go as one array per column, so one prepared statement serves every batch size: a multi-row
    // VALUES list was built by drizzle and planned by PostgreSQL anew for each batch (decision 0025 item 20). The
    // SELECT gives every column of the table in its order, as an INSERT … SELECT through drizzle must.
    this.holdingRowsInserted = db
      .insert(checkouts)
      .select(
        sql`SELECT asked.hold_id, asked.selection_id, asked.student_id, asked.student_email, asked.student_name, asked.class_id,
              NULL::text, NULL::text, NULL::integer, 'holding', false, NULL::timestamptz, now()
            FROM unnest(${sql.placeholder('holdIds')}::uuid[], ${sql.placeholder('selectionIds')}::uuid[], ${sql.placeholder('studentIds')}::uuid[],
                        ${sql.placeholder('studentEmails')}::text[], ${sql.placeholder('studentNames')}::text[], ${sql.placeholder('classIds')}::uuid[])
              AS asked (hold_id, selection_id, student_id, student_email, student_name, class_id)`,
      )
      .onConflictDoNothing()
      .returning()
      .prepare('checkouts_insert_holdings');
    this.attemptsOpened = db
      .update(checkouts)
      .set({
        status: 'open',
        intentId: sql`asked.intent_id`,
        clientSecret: sql`asked.client_secret`,
        amountCents: sql`asked.amount_cents`,
        expiresAt: sql`asked.expires_at`,
      })
      .from(
        sql`unnest(${sql.placeholder('holdIds')}::uuid[], ${sql.placeholder('intentIds')}::text[], ${sql.placeholder('clientSecrets')}::text[],
                   ${sql.placeholder('amountsCents')}::integer[], ${sql.placeholder('expiresAt')}::timestamptz[])
              AS asked (hold_id, intent_id, client_secret, amount_cents, expires_at)`,
      )
      .where(and(eq(checkouts.holdId, sql`asked.hold_id`), eq(checkouts.status, 'holding')))
      .returning(getTableColumns(checkouts))
      .prepare('checkouts_open_all');
    // Every attempt classes refuses in a rush ends here.
    this.attemptEnded = db
      .update(checkouts)
      .set({ status: setPlaceholder('to'), seatReleased: sql`${checkouts.seatReleased} OR ${sql.placeholder('seatReleased')}::boolean` })
      .where(and(eq(checkouts.holdId, sql.placeholder('holdId')), sql`${checkouts.status} = ANY(${sql.placeholder('from')}::text[])`))
      .returning()
      .prepare('checkouts_end');
  }

  async ofHold(holdId: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.ofHoldId.execute({ holdId });
    return row;
  }

  async ofIntent(intentId: string): Promise<CheckoutWithIntent | undefined> {
    const [row] = await this.ofIntentId.execute({ intentId });
    return row && hasIntent(row) ? row : undefined;
  }

  /** The student's cart item `selectionId` with what a checkout needs to know first; undefined when it is not theirs. */
  startOf(studentId: string, selectionId: string): Promise<CheckoutStart | undefined> {
    return this.starts.load({ studentId, selectionId });
  }

  private async startsOf(keys: readonly StartKey[]): Promise<Array<CheckoutStart | undefined>> {
    const rows = await this.startsOfSelections.execute({ selectionIds: [...new Set(keys.map((key) => key.selectionId))] });
    const bySelection = new Map<string, typeof rows>();
    for (const row of rows) {
      const ofSelection = bySelection.get(row.selection.id);
      if (ofSelection) ofSelection.push(row);
      else bySelection.set(row.selection.id, [row]);
    }
    return keys.map(({ studentId, selectionId }) => {
      const own = bySelection.get(selectionId) ?? [];
      const [first] = own;
      // Another student's cart item is not theirs to start from.
      if (!first || first.selection.studentId !== studentId) return undefined;
      return { selection: first.selection, paid: first.paid, payable: withIntents(own.flatMap((row) => (row.checkout ? [row.checkout] : []))) };
    });
  }

  /** The cart item's attempts whose intent may still be paid, newest first. */
  async payableOf(selectionId: string): Promise<CheckoutWithIntent[]> {
    return withIntents(await this.payableOfSelection.execute({ selectionId }));
  }

  /** Records the attempt before its seat is asked for; undefined when the hold id is already known. */
  insertHolding(checkout: NewCheckout): Promise<CheckoutRow | undefined> {
    return this.holdings.load(checkout);
  }

  // Attempts of a rush write their rows together, one INSERT per batch; a hold id named twice gets its row once.
  private async insertHoldings(batch: readonly NewCheckout[]): Promise<Array<CheckoutRow | undefined>> {
    const inserted = await this.holdingRowsInserted.execute({
      holdIds: batch.map((checkout) => checkout.holdId),
      selectionIds: batch.map((checkout) => checkout.selectionId),
      studentIds: batch.map((checkout) => checkout.studentId),
      studentEmails: batch.map((checkout) => checkout.studentEmail),
      studentNames: batch.map((checkout) => checkout.studentName),
      classIds: batch.map((checkout) => checkout.classId),
    });
    const byHold = new Map(inserted.map((row) => [row.holdId, row]));
    return batch.map((checkout) => {
      const row = byHold.get(checkout.holdId);
      byHold.delete(checkout.holdId);
      return row;
    });
  }

  /** holding → open with the intent; undefined when the attempt is no longer holding (another request or the reconciler moved it). */
  markOpen(holdId: string, intent: ProviderIntent, expiresAt: Date): Promise<CheckoutWithIntent | undefined> {
    return this.openings.load({ holdId, intent, expiresAt });
  }

  /**
   * The attempts of a rush are opened together, one UPDATE per batch (each was one query of its own, queued behind the
   * others on the pool). Two openings of one hold in a batch race as two requests would: the row is moved once, and
   * only the request whose intent it now carries is answered with it.
   */
  private async openAll(batch: readonly Opening[]): Promise<Array<CheckoutWithIntent | undefined>> {
    const opened = await this.attemptsOpened.execute({
      holdIds: batch.map(({ holdId }) => holdId),
      intentIds: batch.map(({ intent }) => intent.id),
      clientSecrets: batch.map(({ intent }) => intent.clientSecret),
      amountsCents: batch.map(({ intent }) => intent.amountCents),
      expiresAt: batch.map(({ expiresAt }) => expiresAt.toISOString()),
    });
    const byHold = new Map(opened.map((row) => [row.holdId, row]));
    return batch.map(({ holdId, intent }) => {
      const row = byHold.get(holdId);
      return row && hasIntent(row) && row.intentId === intent.id ? row : undefined;
    });
  }

  /**
   * Ends an attempt that has not been paid: moves it from one of `from` to `to`. `seatReleased` says the seat is
   * already known to be back (or was never taken). Undefined when the attempt was not in one of `from`.
   */
  async end(holdId: string, from: CheckoutStatus[], to: CheckoutStatus, seatReleased = false): Promise<CheckoutRow | undefined> {
    const [row] = await this.attemptEnded.execute({ holdId, from, to, seatReleased });
    return row;
  }

  async markSeatReleased(holdId: string): Promise<void> {
    await this.db.update(checkouts).set({ seatReleased: true }).where(eq(checkouts.holdId, holdId));
  }

  /** Attempts still holding a seat without an intent after `olderThanMs`: their request died. */
  staleHolding(olderThanMs: number, limit: number): Promise<CheckoutRow[]> {
    return this.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.status, 'holding'), lt(checkouts.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`)))
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
      .where(and(inArray(checkouts.status, PAYABLE_STATUSES), lt(checkouts.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`)))
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

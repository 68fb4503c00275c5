import { Inject, Injectable } from '@nestjs/common';
import {
  REFUND_FAILED_V1,
  REFUND_MESSAGES,
  REFUND_REQUESTED_V1,
  REFUND_SUCCEEDED_V1,
  type RefundInitiator,
} from '@classhub/contracts';
import { DRIZZLE, isUuid, notFound, OutboxWriter } from '@classhub/nest-kit';
import { and, asc, eq, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { PaymentsDb, PaymentsTransaction } from '../db/payments-db.js';
import { payments, type PaymentRow } from '../payments/payment.entity.js';
import type { ProviderRefund } from '../providers/payment-provider.js';
import { refunds, type RefundRow } from './refund.entity.js';
import { refundRefused } from './refund-refusal.js';
import { refundRefusal } from './refund-policy.js';
import { classStarts } from './class-starts.js';
import { CheckoutMetrics } from '../checkout-saga/checkout-metrics.js';

/** Who asks for a refund: a student may only refund their own payments (others' are not found), an admin any. */
export interface RefundAsker {
  initiatedBy: RefundInitiator;
  /** None for the system's own refunds (a cancelled class's, decision 0041). */
  userId?: string;
  reason?: string;
}

/** The reason written on the payment when its student asked (an admin's own reason is written otherwise). */
export const STUDENT_REFUND_REASON = 'Refunded at the student’s request';

const OPEN_STATES = ['requested', 'seat-released'] as const;

/**
 * The refund ledger's reads and moves. Every move is a conditional update on the row's state, so replays (a redelivered
 * event, a webhook racing the call that made the refund, two reconcilers) change nothing the second time; each move
 * that tells others something writes its event into the outbox in the same transaction.
 */
@Injectable()
export class RefundLedger {
  constructor(
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    private readonly outbox: OutboxWriter,
    private readonly metrics: CheckoutMetrics,
  ) {}

  /**
   * Writes down a refund of the payment and announces it, once. The payment row is locked first, so concurrent asks
   * for one payment queue behind each other and all but the first find its refund (the unique payment id backs it).
   */
  open(paymentId: string, asker: RefundAsker, windowDays: number): Promise<RefundRow> {
    return this.db.transaction((tx) => this.openIn(tx, paymentId, asker, windowDays));
  }

  /** `open` in the caller's transaction (a cancelled class's refunds are opened in its event's, decision 0041). */
  async openIn(tx: PaymentsTransaction, paymentId: string, asker: RefundAsker, windowDays: number): Promise<RefundRow> {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    // Someone else's payment is not found, as if it did not exist.
    if (!payment || (asker.initiatedBy === 'student' && payment.studentId !== asker.userId))
      throw notFound(REFUND_MESSAGES.paymentNotFound);
    const [existing] = await tx.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    // Decision 0040: a student's window also closes when the class starts (its listing says when).
    const classStartsAt = (await classStarts(tx, [payment.classId])).get(payment.classId);
    const refused = refundRefusal({
      payment,
      existing,
      initiatedBy: asker.initiatedBy,
      windowDays,
      now: new Date(),
      classStartsAt,
    });
    if (refused) throw refundRefused(refused);
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId,
        amountCents: payment.priceCents,
        initiatedBy: asker.initiatedBy,
        initiatedByUserId: asker.userId ?? null,
        reason: asker.reason ?? null,
      })
      .returning();
    if (!refund) throw new Error(`The refund of payment ${paymentId} was not written`);
    await this.announce(tx, refund, payment);
    return refund;
  }

  /** (Re)publishes the refund's request to classes; the reconciler calls it again for a refund classes has not answered. */
  async announce(
    tx: PaymentsTransaction,
    refund: RefundRow,
    payment: Pick<PaymentRow, 'holdId' | 'classId' | 'studentId'>,
  ) {
    await this.outbox.enqueue(tx, REFUND_REQUESTED_V1, {
      refundId: refund.id,
      paymentId: refund.paymentId,
      holdId: payment.holdId,
      classId: payment.classId,
      studentId: payment.studentId,
    });
  }

  /** classes gave the seat back: the enrolment has ended (the student may buy the class again). */
  async markSeatReleased(tx: PaymentsTransaction, refundId: string): Promise<RefundRow | undefined> {
    const [refund] = await tx
      .update(refunds)
      .set({ state: 'seat-released', seatReleasedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(refunds.id, refundId), eq(refunds.state, 'requested')))
      .returning();
    if (!refund) return undefined;
    await tx
      .update(payments)
      .set({ enrolmentStatus: 'refunded', refundReason: refund.reason ?? STUDENT_REFUND_REASON })
      .where(eq(payments.id, refund.paymentId));
    return refund;
  }

  /**
   * Records the provider's answer. A success settles only a refund still on its way; a failure may also follow a
   * success (Stripe's refunds can fail after they succeeded), never an earlier attempt's refund after a retry.
   */
  async settle(tx: PaymentsTransaction, refundId: string, answer: ProviderRefund): Promise<void> {
    const ofThisRefund = or(isNull(refunds.providerRefundId), eq(refunds.providerRefundId, answer.id));
    if (answer.status === 'succeeded') {
      const [settled] = await tx
        .update(refunds)
        .set({ state: 'succeeded', providerRefundId: answer.id, settledAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(refunds.id, refundId), eq(refunds.state, 'seat-released'), ofThisRefund))
        .returning();
      if (!settled) return;
      await tx.update(payments).set({ refundId: answer.id }).where(eq(payments.id, settled.paymentId));
      await this.outbox.enqueue(tx, REFUND_SUCCEEDED_V1, await this.snapshot(tx, settled));
      this.metrics.refundSettled('succeeded');
    } else if (answer.status === 'failed' || answer.status === 'canceled') {
      const failureReason = answer.failureReason ?? `The provider ${answer.status} the refund`;
      const [failed] = await tx
        .update(refunds)
        .set({
          state: 'failed',
          providerRefundId: answer.id,
          failureReason,
          settledAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(refunds.id, refundId), inArray(refunds.state, ['seat-released', 'succeeded']), ofThisRefund))
        .returning();
      if (!failed) return;
      await this.outbox.enqueue(tx, REFUND_FAILED_V1, { ...(await this.snapshot(tx, failed)), failureReason });
      this.metrics.refundSettled('failed');
    } else {
      // Still pending at the provider: remember which refund to look at.
      await tx
        .update(refunds)
        .set({ providerRefundId: answer.id, updatedAt: sql`now()` })
        .where(and(eq(refunds.id, refundId), eq(refunds.state, 'seat-released'), isNull(refunds.providerRefundId)));
    }
  }

  /** A failed refund is tried again as a new provider refund (its own idempotency key); undefined if it has not failed. */
  async reopenFailed(refundId: string): Promise<RefundRow | undefined> {
    const [reopened] = await this.db
      .update(refunds)
      .set({
        state: 'seat-released',
        attempt: sql`${refunds.attempt} + 1`,
        providerRefundId: null,
        failureReason: null,
        settledAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.state, 'failed'), isNull(refunds.resolvedAt)))
      .returning();
    return reopened;
  }

  async resolve(refundId: string, note: string, adminId: string): Promise<RefundRow | undefined> {
    const [resolved] = await this.db
      .update(refunds)
      .set({ resolvedAt: sql`now()`, resolutionNote: note, resolvedByUserId: adminId, updatedAt: sql`now()` })
      .where(and(eq(refunds.id, refundId), eq(refunds.state, 'failed'), isNull(refunds.resolvedAt)))
      .returning();
    return resolved;
  }

  async get(refundId: string): Promise<RefundRow | undefined> {
    const [refund] = await this.db.select().from(refunds).where(eq(refunds.id, refundId));
    return refund;
  }

  /** The ledger row a provider's report is about: by its metadata, its provider id, or the intent it refunded. */
  async find(by: { refundId?: string; providerRefundId?: string; intentId?: string }): Promise<RefundRow | undefined> {
    // Metadata is whatever the Stripe account's other integrations wrote: only a UUID can be one of ours.
    const where =
      by.refundId && isUuid(by.refundId)
        ? eq(refunds.id, by.refundId)
        : by.providerRefundId
          ? eq(refunds.providerRefundId, by.providerRefundId)
          : by.intentId
            ? eq(payments.transactionId, by.intentId)
            : undefined;
    if (!where) return undefined;
    const [row] = await this.db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(where);
    return row?.refund;
  }

  /** Refunds of these payments. */
  async ofPayments(paymentIds: string[]): Promise<RefundRow[]> {
    if (paymentIds.length === 0) return [];
    return this.db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds));
  }

  /** Failed refunds no admin has resolved yet, oldest first, with their payments. */
  async tasks(): Promise<Array<{ refund: RefundRow; payment: PaymentRow }>> {
    return this.db
      .select({ refund: refunds, payment: payments })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(refunds.state, 'failed'), isNull(refunds.resolvedAt)))
      .orderBy(asc(refunds.settledAt), asc(refunds.id));
  }

  /**
   * Refunds on their way that have not moved for `graceMs` (or, pending at the provider, have not been looked at for
   * `pendingGraceMs`), with their payments: the reconciler's work.
   */
  async stalled(
    graceMs: number,
    pendingGraceMs: number,
    limit: number,
  ): Promise<Array<{ refund: RefundRow; payment: PaymentRow }>> {
    const olderThan = (ms: number) =>
      lt(refunds.updatedAt, sql`now() - make_interval(secs => ${ms / 1000}::double precision)`);
    const pending = sql`(${refunds.state} = 'seat-released' and ${refunds.providerRefundId} is not null)`;
    return this.db
      .select({ refund: refunds, payment: payments })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(
        and(
          inArray(refunds.state, OPEN_STATES),
          or(and(pending, olderThan(pendingGraceMs)), and(not(pending), olderThan(graceMs))),
        ),
      )
      .orderBy(asc(refunds.updatedAt))
      .limit(limit);
  }

  /** Notes that a refund still pending at the provider was looked at, so the next look waits its turn. */
  async lookedAt(refundId: string): Promise<void> {
    await this.db
      .update(refunds)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(refunds.id, refundId), eq(refunds.state, 'seat-released')));
  }

  /** Re-announces a refund classes has not answered, unless it moved meanwhile. */
  async reannounce(refundId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [refund] = await tx
        .update(refunds)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(refunds.id, refundId), eq(refunds.state, 'requested')))
        .returning();
      if (!refund) return false;
      await this.announce(tx, refund, await this.paymentOf(refund, tx));
      return true;
    });
  }

  /** The payment a refund is of (the foreign key guarantees one). */
  async paymentOf(refund: RefundRow, tx: PaymentsDb | PaymentsTransaction = this.db): Promise<PaymentRow> {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
    if (!payment) throw new Error(`Refund ${refund.id} is of payment ${refund.paymentId}, which does not exist`);
    return payment;
  }

  private async snapshot(tx: PaymentsTransaction, refund: RefundRow) {
    const payment = await this.paymentOf(refund, tx);
    return {
      refundId: refund.id,
      paymentId: payment.id,
      studentId: payment.studentId,
      studentEmail: payment.studentEmail,
      studentName: payment.studentName,
      classId: payment.classId,
      className: payment.className,
      amountCents: refund.amountCents,
      initiatedBy: refund.initiatedBy,
      ...(refund.reason !== null && { reason: refund.reason }),
      ...(payment.receiptNumber !== null && { receiptNumber: payment.receiptNumber }),
      at: (refund.settledAt ?? new Date()).toISOString(),
    };
  }
}

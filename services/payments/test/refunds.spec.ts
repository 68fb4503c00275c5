import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ENROLMENT_CONFIRMED_V1,
  ENROLMENT_WITHDRAWN_V1,
  REFUND_FAILED_V1,
  REFUND_REQUESTED_V1,
  REFUND_SUCCEEDED_V1,
  TEST_CARDS,
  type PaymentDto,
  type RefundDto,
  type RefundTaskDto,
} from '@classhub/contracts';
import { outbox } from '@classhub/nest-kit';
import { callJson as call } from '@classhub/testing';
import { and, eq, sql } from 'drizzle-orm';
import { payments } from '../src/payments/payment.entity.js';
import { testProviderIntents } from '../src/providers/built-in-test-card/test-provider-intent.entity.js';
import { refunds } from '../src/refunds/refund.entity.js';
import { RefundLedger } from '../src/refunds/refund-ledger.js';
import { RefundReconciler } from '../src/refunds/refund-reconciler.js';
import { RefundsService } from '../src/refunds/refunds.service.js';
import { checkoutDriver } from './support/checkout-driver.js';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';

type Refusal = { message: string; reason?: string };

/**
 * The refund saga's payments side against real PostgreSQL, NATS and the test card provider. classes' answer
 * (classes.enrolment.withdrawn.v1) is published here as classes would; e2e/tests/refunds.spec.ts runs both services.
 */
describe('payments: refunds (decision 0034)', () => {
  let service: RunningPayments;
  let student: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let driver: ReturnType<typeof checkoutDriver>;

  beforeAll(async () => {
    service = await startPayments({ REFUND_WINDOW_DAYS: '14', REFUND_RECONCILE_INTERVAL_MS: '60000' });
    student = await service.signIn('student', 'grace@classhub.test', 'Grace Hopper');
    other = await service.signIn('student');
    admin = await service.signIn('admin');
    driver = checkoutDriver(service);
  });

  afterEach(() => driver.silenceClasses());

  afterAll(async () => {
    await service?.stop();
  });

  /** classes' answer to a completed payment: the student is enrolled. */
  const confirmEnrolment = (user: SignedInUser, paymentId: string, classId: string) =>
    service.publish(ENROLMENT_CONFIRMED_V1, { paymentId, holdId: crypto.randomUUID(), classId, studentId: user.id });

  /** A confirmed enrolment of `user`, paid with `card`. */
  async function enrolled(user: SignedInUser, card: string = TEST_CARDS.success, priceCents = 2500) {
    driver.holdsAtPrice(priceCents);
    const { cls, selectionId } = await driver.selectNew(user);
    const intent = await driver.createIntent(user, selectionId);
    const confirmed = await driver.confirm(intent.body.clientSecret, card);
    const recorded = await driver.record(user, confirmed.body.paymentIntent.id, selectionId);
    const paymentId = recorded.body.insertResult.insertedId;
    await confirmEnrolment(user, paymentId, cls.classId);
    return {
      paymentId,
      classId: cls.classId,
      className: cls.className,
      transactionId: confirmed.body.paymentIntent.id,
    };
  }

  const askRefund = (user: SignedInUser, paymentId: string) =>
    call<RefundDto & Refusal>(service.baseUrl, 'POST', `/payments/${paymentId}/refund`, { token: user.token });

  const ledgerOf = async (paymentId: string) =>
    (await service.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)))[0];

  const eventsAbout = async (subject: string, refundId: string) =>
    service.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.subject, subject), sql`${outbox.payload}->'data'->>'refundId' = ${refundId}`));

  /** classes' answer to the refund's request: the seat is back. */
  const seatGivenBack = (refund: { _id: string; paymentId: string }, classId: string, studentId: string) =>
    service.publish(ENROLMENT_WITHDRAWN_V1, {
      refundId: refund._id,
      paymentId: refund.paymentId,
      classId,
      studentId,
      seatReleased: true,
    });

  const paymentOf = async (user: SignedInUser, paymentId: string) => {
    const list = await call<PaymentDto[]>(service.baseUrl, 'GET', `/payment?email=${user.email}`, {
      token: user.token,
    });
    return list.body.find((payment) => payment._id === paymentId);
  };

  it('offers a refund of a confirmed payment until the window ends, and not before it is confirmed', async () => {
    const { paymentId } = await enrolled(student);
    const payment = await paymentOf(student, paymentId);
    const deadline = Date.parse(payment?.refundableUntil ?? '');
    expect(deadline - Date.parse(payment?.date ?? '')).toBe(14 * 24 * 60 * 60 * 1000);

    driver.holdsAtPrice(1500);
    const pending = await driver.paidCheckout(student);
    expect((await paymentOf(student, pending.paymentId))?.refundableUntil).toBeUndefined();
    expect(await askRefund(student, pending.paymentId)).toMatchObject({
      status: 409,
      body: { reason: 'not-confirmed', message: expect.stringContaining('not confirmed') },
    });
  });

  it('runs the saga: requested with its event, the seat back, the provider refund, succeeded with its event', async () => {
    const { paymentId, classId, className, transactionId } = await enrolled(student, TEST_CARDS.success, 3150);
    const refundsSucceeded = () => service.metric('classhub_refunds_total', { outcome: 'succeeded' });
    const succeededBefore = await refundsSucceeded();
    const asked = await askRefund(student, paymentId);
    expect(asked).toMatchObject({
      status: 202,
      body: { paymentId, amount: 31.5, state: 'requested', initiatedBy: 'student' },
    });
    const [requested] = await eventsAbout(REFUND_REQUESTED_V1.subject, asked.body._id);
    expect(requested?.payload).toMatchObject({ data: { paymentId, classId, studentId: student.id } });

    await seatGivenBack(asked.body, classId, student.id);
    const ledger = await ledgerOf(paymentId);
    expect(ledger).toMatchObject({ state: 'succeeded', providerRefundId: expect.stringMatching(/^re_/) });
    expect(await refundsSucceeded()).toBe(succeededBefore + 1);
    const [intent] = await service.db
      .select()
      .from(testProviderIntents)
      .where(eq(testProviderIntents.id, transactionId));
    expect(intent).toMatchObject({ refundId: ledger?.providerRefundId, refundIdempotencyKey: `${ledger?.id}:1` });

    const [succeeded] = await eventsAbout(REFUND_SUCCEEDED_V1.subject, asked.body._id);
    expect(succeeded?.payload).toMatchObject({
      data: {
        paymentId,
        amountCents: 3150,
        initiatedBy: 'student',
        studentEmail: student.email,
        className,
      },
    });
    expect(await paymentOf(student, paymentId)).toMatchObject({
      enrolmentStatus: 'refunded',
      refund: { state: 'succeeded', amount: 31.5 },
    });

    // classes' answer delivered again changes nothing: one provider refund, one event.
    await seatGivenBack(asked.body, classId, student.id);
    expect(await eventsAbout(REFUND_SUCCEEDED_V1.subject, asked.body._id)).toHaveLength(1);
    expect(await askRefund(student, paymentId)).toMatchObject({ status: 409, body: { reason: 'already-refunded' } });
  });

  it('makes 20 concurrent asks for one payment one refund (202 once, 409 refund-in-progress for the rest)', async () => {
    const { paymentId } = await enrolled(student);
    const answers = await Promise.all(Array.from({ length: 20 }, () => askRefund(student, paymentId)));
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status === 409 && answer.body.reason === 'refund-in-progress'),
    ).toHaveLength(19);
    expect(await service.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toHaveLength(1);
    const refundId = answers.find((answer) => answer.status === 202)?.body._id ?? '';
    expect(await eventsAbout(REFUND_REQUESTED_V1.subject, refundId)).toHaveLength(1);
  });

  it('answers 404 for another student’s payment and an unknown one, 400 for a malformed id, 403 for staff', async () => {
    const { paymentId } = await enrolled(other);
    expect(await askRefund(student, paymentId)).toMatchObject({ status: 404, body: { message: 'Payment not found' } });
    expect((await askRefund(student, crypto.randomUUID())).status).toBe(404);
    expect((await askRefund(student, 'not-a-uuid')).status).toBe(400);
    expect((await askRefund(admin, paymentId)).status).toBe(403);
    expect(await ledgerOf(paymentId)).toBeUndefined();
  });

  it('answers 409 outside-window once the window has passed, and offers no refund then', async () => {
    const { paymentId } = await enrolled(student);
    await service.db
      .update(payments)
      .set({ paidAt: sql`now() - interval '14 days 1 minute'` })
      .where(eq(payments.id, paymentId));
    expect((await paymentOf(student, paymentId))?.refundableUntil).toBeUndefined();
    expect(await askRefund(student, paymentId)).toMatchObject({
      status: 409,
      body: { reason: 'outside-window', message: 'The refund window for this payment has closed' },
    });
  });

  it('refuses a free enrolment: there is no money to give back', async () => {
    driver.holdsAtPrice(0);
    const { cls, selectionId } = await driver.selectNew(student, { price: 0 });
    const joined = await call<{ insertResult: { insertedId: string } }>(service.baseUrl, 'POST', '/enrol-free', {
      token: student.token,
      body: { selecteItemId: selectionId },
    });
    const paymentId = joined.body.insertResult.insertedId;
    await confirmEnrolment(student, paymentId, cls.classId);
    expect(await askRefund(student, paymentId)).toMatchObject({ status: 409, body: { reason: 'free-enrolment' } });
  });

  it('lets an admin refund any payment, out of the window too, with a required reason kept on the refund', async () => {
    const { paymentId, classId } = await enrolled(other);
    await service.db
      .update(payments)
      .set({ paidAt: sql`now() - interval '40 days'` })
      .where(eq(payments.id, paymentId));
    const refundAsAdmin = (body: unknown) =>
      call<RefundDto & Refusal>(service.baseUrl, 'POST', `/admin/payments/${paymentId}/refund`, {
        token: admin.token,
        body,
      });
    expect(await refundAsAdmin({ reason: '  ' })).toMatchObject({
      status: 400,
      body: { message: 'Say why the payment is refunded' },
    });
    expect(
      (
        await call(service.baseUrl, 'POST', `/admin/payments/${paymentId}/refund`, {
          token: other.token,
          body: { reason: 'mine' },
        })
      ).status,
    ).toBe(403);
    const refunded = await refundAsAdmin({ reason: 'The instructor cancelled the class' });
    expect(refunded).toMatchObject({
      status: 202,
      body: { initiatedBy: 'admin', reason: 'The instructor cancelled the class' },
    });
    await seatGivenBack(refunded.body, classId, other.id);
    const all = await call<PaymentDto[]>(service.baseUrl, 'GET', '/allpayment', { token: admin.token });
    expect(all.body.find((payment) => payment._id === paymentId)).toMatchObject({
      enrolmentStatus: 'refunded',
      refundReason: 'The instructor cancelled the class',
      refund: { state: 'succeeded', initiatedBy: 'admin', reason: 'The instructor cancelled the class' },
    });
  });

  it('shows a refund that failed at the provider as an admin task, to retry or resolve with a note', async () => {
    const { paymentId, classId, className } = await enrolled(student, TEST_CARDS.refundFails, 4200);
    const failedBefore = await service.metric('classhub_refunds_total', { outcome: 'failed' });
    const asked = await askRefund(student, paymentId);
    await seatGivenBack(asked.body, classId, student.id);
    // The provider took the refund as pending; it fails when next looked at (the reconciler's pass).
    expect(await ledgerOf(paymentId)).toMatchObject({ state: 'seat-released', providerRefundId: expect.any(String) });
    await service.app.get(RefundReconciler).reconcile(0);
    expect(await ledgerOf(paymentId)).toMatchObject({
      state: 'failed',
      failureReason: expect.stringContaining('5126'),
    });
    expect(await service.metric('classhub_refunds_total', { outcome: 'failed' })).toBe(failedBefore + 1);
    const [failed] = await eventsAbout(REFUND_FAILED_V1.subject, asked.body._id);
    expect(failed?.payload).toMatchObject({ data: { amountCents: 4200, failureReason: expect.any(String) } });

    const tasks = () => call<RefundTaskDto[]>(service.baseUrl, 'GET', '/admin/refund-tasks', { token: admin.token });
    expect((await tasks()).body.find((task) => task.refund._id === asked.body._id)).toMatchObject({
      email: student.email,
      className,
      refund: { state: 'failed', amount: 42 },
    });
    expect((await call(service.baseUrl, 'GET', '/admin/refund-tasks', { token: student.token })).status).toBe(403);
    expect(await paymentOf(student, paymentId)).toMatchObject({
      enrolmentStatus: 'refunded',
      refund: { state: 'failed' },
    });

    // Retried: a new provider refund (a new idempotency key), which this card fails again.
    const retried = await call<RefundDto>(service.baseUrl, 'POST', `/admin/refund-tasks/${asked.body._id}/retry`, {
      token: admin.token,
    });
    expect(retried).toMatchObject({ status: 200, body: { state: 'seat-released' } });
    expect((await ledgerOf(paymentId))?.attempt).toBe(2);
    await service.app.get(RefundReconciler).reconcile(0);
    expect(await ledgerOf(paymentId)).toMatchObject({ state: 'failed' });

    const resolve = (body: unknown) =>
      call<RefundDto & Refusal>(service.baseUrl, 'POST', `/admin/refund-tasks/${asked.body._id}/resolve`, {
        token: admin.token,
        body,
      });
    expect((await resolve({ note: '' })).status).toBe(400);
    expect(await resolve({ note: 'Paid back by bank transfer' })).toMatchObject({
      status: 200,
      body: { state: 'failed', resolutionNote: 'Paid back by bank transfer', resolvedAt: expect.any(String) },
    });
    expect((await tasks()).body.some((task) => task.refund._id === asked.body._id)).toBe(false);
    expect(await resolve({ note: 'again' })).toMatchObject({ status: 409, body: { reason: 'not-failed' } });
    expect(
      (await call(service.baseUrl, 'POST', `/admin/refund-tasks/${crypto.randomUUID()}/retry`, { token: admin.token }))
        .status,
    ).toBe(404);
  });

  it('finishes refunds left on their way: a request classes did not answer is published again', async () => {
    const { paymentId } = await enrolled(student);
    const asked = await askRefund(student, paymentId);
    await service.app.get(RefundReconciler).reconcile(0);
    expect(await eventsAbout(REFUND_REQUESTED_V1.subject, asked.body._id)).toHaveLength(2);
  });

  it('asks the provider again, with the same key, for a released seat whose refund call was lost', async () => {
    const { paymentId, transactionId } = await enrolled(student);
    const asked = await askRefund(student, paymentId);
    // As after a crash between classes' answer and the provider's: the seat is released, nothing asked yet.
    await service.db.update(refunds).set({ state: 'seat-released' }).where(eq(refunds.id, asked.body._id));
    await service.app.get(RefundReconciler).reconcile(0);
    expect(await ledgerOf(paymentId)).toMatchObject({ state: 'succeeded' });
    const [intent] = await service.db
      .select()
      .from(testProviderIntents)
      .where(eq(testProviderIntents.id, transactionId));
    expect(intent?.refundIdempotencyKey).toBe(`${asked.body._id}:1`);
  });

  it('settles once whichever report comes first: a webhook before the API answer, and a failure after a success', async () => {
    const { paymentId } = await enrolled(student);
    const asked = await askRefund(student, paymentId);
    await service.db.update(refunds).set({ state: 'seat-released' }).where(eq(refunds.id, asked.body._id));
    const sink = service.app.get(RefundsService);
    const answer = { id: 're_webhookfirst', status: 'succeeded' as const, refundId: asked.body._id };
    // Stripe's refund.updated lands while refunds.create has not answered yet; then the answer arrives.
    await sink.refundUpdated(answer);
    await service.db.transaction((tx) => service.app.get(RefundLedger).settle(tx, asked.body._id, answer));
    expect(await ledgerOf(paymentId)).toMatchObject({ state: 'succeeded', providerRefundId: 're_webhookfirst' });
    expect(await eventsAbout(REFUND_SUCCEEDED_V1.subject, asked.body._id)).toHaveLength(1);

    // A report whose metadata is another integration's (not a UUID) is matched by the provider's refund id.
    await sink.refundUpdated({ id: 're_webhookfirst', status: 'succeeded', refundId: 'order-42' });
    expect(await eventsAbout(REFUND_SUCCEEDED_V1.subject, asked.body._id)).toHaveLength(1);

    // Stripe may fail a refund after it succeeded; a report about another refund changes nothing.
    await sink.refundUpdated({ id: 're_someoneelse', status: 'failed', refundId: asked.body._id });
    expect(await ledgerOf(paymentId)).toMatchObject({ state: 'succeeded' });
    await sink.refundUpdated({
      id: 're_webhookfirst',
      status: 'failed',
      failureReason: 'The card was reported lost or stolen',
    });
    expect(await ledgerOf(paymentId)).toMatchObject({
      state: 'failed',
      failureReason: 'The card was reported lost or stolen',
    });
    expect(await eventsAbout(REFUND_FAILED_V1.subject, asked.body._id)).toHaveLength(1);
  });

  it('looks at a refund pending at the provider only as often as asked (Stripe: its webhooks come first)', async () => {
    const { paymentId } = await enrolled(student);
    const asked = await askRefund(student, paymentId);
    await service.db
      .update(refunds)
      .set({
        state: 'seat-released',
        providerRefundId: 're_pendingelsewhere',
        updatedAt: sql`now() - interval '1 minute'`,
      })
      .where(eq(refunds.id, asked.body._id));
    const ledger = service.app.get(RefundLedger);
    const stalledIds = async (graceMs: number, pendingGraceMs: number) =>
      (await ledger.stalled(graceMs, pendingGraceMs, 500)).map(({ refund }) => refund.id);
    expect(await stalledIds(5000, 10 * 60_000)).not.toContain(asked.body._id);
    expect(await stalledIds(5000, 30_000)).toContain(asked.body._id);
    await ledger.lookedAt(asked.body._id);
    expect(await stalledIds(5000, 30_000)).not.toContain(asked.body._id);
  });

  it('lets a student who was refunded buy the class again', async () => {
    const { paymentId, classId } = await enrolled(student);
    const asked = await askRefund(student, paymentId);
    await seatGivenBack(asked.body, classId, student.id);
    // classes, as it really does, holds a new seat: the first hold became an enrolment, then was withdrawn.
    driver.silenceClasses();
    const classes = checkoutDriver(service);
    classes.holdsAtPrice(2500);
    const again = await classes.selectOf(student, classId);
    expect(again.status).toBe(201);
    const intent = await classes.createIntent(student, again.body.insertedId);
    expect(intent).toMatchObject({ status: 200 });
    const confirmed = await classes.confirm(intent.body.clientSecret);
    const recorded = await classes.record(student, confirmed.body.paymentIntent.id, again.body.insertedId);
    classes.silenceClasses();
    expect(recorded.status).toBe(201);
    expect(recorded.body.insertResult.insertedId).not.toBe(paymentId);
  });
});

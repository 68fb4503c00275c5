import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASSES_SEAT_HOLD,
  ENROLMENT_CONFIRMED_V1,
  ENROLMENT_REJECTED_V1,
  PAYMENT_COMPLETED_V1,
  PAYMENT_MESSAGES,
  type PaymentDto,
} from '@classhub/contracts';
import { outbox } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { CheckoutExpirySweeper } from '../src/checkout-saga/checkout-expiry.sweeper.js';
import { checkouts } from '../src/checkout-saga/checkout.entity.js';
import { CheckoutsRepository } from '../src/checkout-saga/persistence/checkouts.repository.js';
import { payments } from '../src/payments/payment.entity.js';
import { testProviderIntents } from '../src/providers/built-in-test-card/test-provider-intent.entity.js';
import { callJson as call } from '@classhub/testing';
import { checkoutDriver } from './support/checkout-driver.js';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';

/**
 * The classes service's side of the saga is exercised for real in e2e/tests/checkout-saga.spec.ts; here a stand-in
 * answers payments' NATS questions, so each rule of the payments side can be set up exactly.
 */
describe('payments: checkout and recorded payments (real PostgreSQL and NATS, test card provider)', () => {
  let service: RunningPayments;
  let student: SignedInUser;
  let other: SignedInUser;
  let instructor: SignedInUser;
  let admin: SignedInUser;
  let driver: ReturnType<typeof checkoutDriver>;

  beforeAll(async () => {
    service = await startPayments();
    student = await service.signIn('student', 'ada@classhub.test', 'Ada Lovelace');
    other = await service.signIn('student');
    instructor = await service.signIn('instructor', 'instructor1@classhub.test', 'Amelia Hart');
    admin = await service.signIn('admin');
    driver = checkoutDriver(service);
  });

  afterEach(() => driver.silenceClasses());

  afterAll(async () => {
    await service?.stop();
  });

  describe('POST /create-payment-intent', () => {
    it('charges the price classes holds the seat at, whatever the browser sent', async () => {
      driver.holdsAtPrice(1999);
      const { selectionId } = await driver.selectNew(student, { price: 5 });
      const intent = await driver.createIntent(student, selectionId, 0.01);
      expect(intent.status).toBe(200);
      expect(intent.body).toMatchObject({ amount: 19.99, currency: 'usd' });
      expect(intent.body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
      expect(intent.body.paymentIntentId).toMatch(/^pi_\w+$/);
    });

    it('gives the same intent back when asked again for the same cart item', async () => {
      driver.holdsAtPrice(1000);
      const { selectionId } = await driver.selectNew(student);
      const first = await driver.createIntent(student, selectionId);
      const second = await driver.createIntent(student, selectionId);
      expect(second.body.paymentIntentId).toBe(first.body.paymentIntentId);
    });

    it('refuses before any intent exists when classes has no seat, with its reason', async () => {
      driver.classesAnswers(() => ({ ok: false, reason: 'full', message: 'This class is full' }));
      const fullBefore = await service.metric('classhub_checkouts_total', { outcome: 'full' });
      const { selectionId } = await driver.selectNew(student);
      expect(await driver.createIntent(student, selectionId)).toMatchObject({
        status: 409,
        body: { message: 'This class is full' },
      });
      expect(await service.metric('classhub_checkouts_total', { outcome: 'full' })).toBe(fullBefore + 1);
    });

    it('answers 503 with a reason when classes cannot be reached, and counts the unanswered request', async () => {
      const unanswered = () =>
        service.metric('nats_requests_total', { subject: CLASSES_SEAT_HOLD.subject, outcome: 'no_responders' });
      const unansweredBefore = await unanswered();
      const { selectionId } = await driver.selectNew(student);
      const answer = await driver.createIntent(student, selectionId);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/Checkout is unavailable/);
      expect(await unanswered()).toBe(unansweredBefore + 1);
    });

    it('hands out no intent that classes did not attach to the seat: cancels it, gives the seat back, answers 503', async () => {
      driver.holdsAtPrice(1200, { attaches: false });
      const { selectionId } = await driver.selectNew(student);
      const answer = await driver.createIntent(student, selectionId);
      expect(answer).toMatchObject({
        status: 503,
        body: { message: 'Checkout is unavailable right now; please try again in a moment' },
      });
      expect(driver.released).toContain(driver.held.at(-1));
      const [intent] = await service.db
        .select()
        .from(testProviderIntents)
        .where(eq(testProviderIntents.idempotencyKey, driver.held.at(-1) as string));
      expect(intent?.status).toBe('canceled');
    });

    it('refuses a free class and gives its seat back', async () => {
      driver.holdsAtPrice(0);
      const { selectionId } = await driver.selectNew(student, { price: 0 });
      expect(await driver.createIntent(student, selectionId)).toMatchObject({
        status: 409,
        body: { message: 'This class is free: there is nothing to pay' },
      });
      expect(driver.released.length).toBeGreaterThan(0);
    });

    it('refuses a class that costs less than a card can be charged ($0.50) and gives its seat back', async () => {
      driver.holdsAtPrice(49);
      const { selectionId } = await driver.selectNew(student, { price: 0.49 });
      const released = driver.released.length;
      expect(await driver.createIntent(student, selectionId)).toMatchObject({
        status: 409,
        body: { message: PAYMENT_MESSAGES.belowCardMinimum },
      });
      expect(driver.released.length).toBeGreaterThan(released);
    });

    it('gives the seat back and cancels the intent when the cart item is removed before paying', async () => {
      driver.holdsAtPrice(1000);
      const { selectionId } = await driver.selectNew(student);
      const intent = await driver.createIntent(student, selectionId);
      expect(await call(service.baseUrl, 'DELETE', `/selected/${selectionId}`, { token: student.token })).toEqual({
        status: 200,
        body: { deletedCount: 1 },
      });
      expect(driver.released).toContain(driver.held.at(-1));
      const late = await driver.confirm(intent.body.clientSecret);
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('payment_intent_unexpected_state');
    });

    it('only for the caller’s own cart item, and only for students', async () => {
      driver.holdsAtPrice(1000);
      const { selectionId } = await driver.selectNew(other);
      expect((await driver.createIntent(student, selectionId)).status).toBe(404);
      expect((await driver.createIntent(instructor, selectionId)).status).toBe(403);
      expect(
        (await call(service.baseUrl, 'POST', '/create-payment-intent', { body: { selecteItemId: selectionId } }))
          .status,
      ).toBe(401);
      expect((await driver.createIntent(student, 'nope')).status).toBe(400);
    });

    it('reads the cart items of attempts made at the same moment together, each only for its own student', async () => {
      const own = await driver.selectNew(student);
      const others = await driver.selectNew(other);
      const checkouts = service.app.get(CheckoutsRepository);
      // Asked in the same tick, the three share one query.
      const [mine, stranger, theirs] = await Promise.all([
        checkouts.startOf(student.id, own.selectionId),
        checkouts.startOf(student.id, others.selectionId),
        checkouts.startOf(other.id, others.selectionId),
      ]);
      expect(mine?.selection.id).toBe(own.selectionId);
      expect(stranger).toBeUndefined();
      expect(theirs?.selection).toMatchObject({ id: others.selectionId, studentId: other.id });

      // Attempts written down in the same tick share one INSERT; a hold id named twice is written, and answered, once.
      const attempt = {
        selectionId: own.selectionId,
        studentId: student.id,
        studentEmail: student.email,
        studentName: student.name,
        classId: mine!.selection.classId,
      };
      const [holdA, holdB] = [randomUUID(), randomUUID()];
      const written = await Promise.all([
        checkouts.insertHolding({ holdId: holdA, ...attempt }),
        checkouts.insertHolding({ holdId: holdB, ...attempt }),
        checkouts.insertHolding({ holdId: holdA, ...attempt }),
      ]);
      expect(written.map((row) => row?.holdId)).toEqual([holdA, holdB, undefined]);
      expect(written[0]?.status).toBe('holding');

      // Attempts opened in the same tick share one UPDATE; of two openings of one hold, the one whose intent it carries wins.
      const intent = (id: string) => ({
        id,
        clientSecret: `${id}_secret`,
        amountCents: 1500,
        currency: 'usd' as const,
        status: 'requires_payment_method' as const,
        metadata: { holdId: holdA, selectionId: own.selectionId, classId: attempt.classId, studentId: student.id },
      });
      const expiresAt = new Date(Date.now() + 600_000);
      const opened = await Promise.all([
        checkouts.markOpen(holdA, intent('pi_open_a'), expiresAt),
        checkouts.markOpen(holdB, intent('pi_open_b'), expiresAt),
        checkouts.markOpen(holdA, intent('pi_open_a2'), expiresAt),
      ]);
      expect(opened[1]).toMatchObject({
        holdId: holdB,
        status: 'open',
        intentId: 'pi_open_b',
        clientSecret: 'pi_open_b_secret',
        amountCents: 1500,
        expiresAt,
      });
      const ofA = opened.filter((row, index) => index !== 1 && row);
      expect(ofA).toHaveLength(1);
      expect((await checkouts.ofHold(holdA))?.intentId).toBe(ofA[0]?.intentId);
      expect(await checkouts.markOpen(holdB, intent('pi_open_b'), expiresAt)).toBeUndefined();

      // The batch's values travel as arrays: text that array syntax would otherwise split or unquote comes back as sent.
      const awkwardName = 'Zoë O\'Brien, "Jr." {x} \\ NULL';
      const holdC = randomUUID();
      expect(await checkouts.insertHolding({ holdId: holdC, ...attempt, studentName: awkwardName })).toMatchObject({
        holdId: holdC,
        studentName: awkwardName,
        seatReleased: false,
      });

      // An attempt ends only from the statuses named, and keeps a seat already known to be back.
      expect(await checkouts.end(holdB, ['holding'], 'abandoned')).toBeUndefined();
      expect(await checkouts.end(holdB, ['open', 'failed'], 'canceled')).toMatchObject({
        holdId: holdB,
        status: 'canceled',
        seatReleased: false,
      });
      expect(await checkouts.end(holdC, ['holding'], 'abandoned', true)).toMatchObject({
        holdId: holdC,
        status: 'abandoned',
        seatReleased: true,
      });
      await checkouts.markSeatReleased(holdB);
      expect(await checkouts.end(holdB, ['canceled'], 'expired')).toMatchObject({
        status: 'expired',
        seatReleased: true,
      });
    });
  });

  describe('POST /enrol-free', () => {
    const enrolFree = (user: SignedInUser, selecteItemId: string) =>
      call<{ insertResult: { insertedId: string }; message: string }>(service.baseUrl, 'POST', '/enrol-free', {
        token: user.token,
        body: { selecteItemId },
      });

    it('joins a free class through a seat hold and a $0.00 payment that classes turns into an enrolment', async () => {
      driver.holdsAtPrice(0);
      const { cls, selectionId } = await driver.selectNew(student, { price: 0 });
      const answer = await enrolFree(student, selectionId);
      expect(answer.status).toBe(201);
      const [payment] = await service.db
        .select()
        .from(payments)
        .where(eq(payments.id, answer.body.insertResult.insertedId));
      const holdId = driver.held.at(-1);
      expect(payment).toMatchObject({
        priceCents: 0,
        transactionId: `free_${holdId}`,
        classId: cls.classId,
        enrolmentStatus: 'pending',
      });
      const events = await service.db.select().from(outbox).where(eq(outbox.subject, PAYMENT_COMPLETED_V1.subject));
      expect(
        events
          .filter((row) => (row.payload.data as { holdId: string }).holdId === holdId)
          .map((row) => row.payload.data),
      ).toEqual([expect.objectContaining({ amountCents: 0, transactionId: `free_${holdId}`, studentId: student.id })]);
      // The cart item is gone; the class shows as paid ($0.00) and cannot be joined twice.
      expect(
        (await call<{ payment?: unknown }>(service.baseUrl, 'GET', `/select/${selectionId}`, { token: student.token }))
          .body.payment,
      ).toMatchObject({
        enrolmentStatus: 'pending',
      });
      // Asked again (a double click arriving late), the answer is the same enrolment.
      expect(await enrolFree(student, selectionId)).toMatchObject({
        status: 201,
        body: { insertResult: { insertedId: answer.body.insertResult.insertedId } },
      });
      const again = await call<{ message: string }>(service.baseUrl, 'POST', '/selected', {
        token: student.token,
        body: { classId: cls.classId },
      });
      expect(again).toMatchObject({ status: 409, body: { message: 'You have already paid for this class' } });
    });

    it('answers a burst of clicks with the one enrolment (201, the same id) or 409, never 503', async () => {
      driver.holdsAtPrice(0);
      const { selectionId } = await driver.selectNew(student, { price: 0 });
      const answers = await Promise.all(Array.from({ length: 50 }, () => enrolFree(student, selectionId)));
      const statuses = new Set(answers.map((answer) => answer.status));
      expect([...statuses].filter((status) => status !== 201 && status !== 409)).toEqual([]);
      const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.insertResult.insertedId));
      expect(ids.size).toBe(1);
      expect(await service.db.select().from(payments).where(eq(payments.selectionId, selectionId))).toHaveLength(1);
    });

    it('notes a free enrolment classes could not make without asking any provider for a refund', async () => {
      driver.holdsAtPrice(0);
      const { cls, selectionId } = await driver.selectNew(student, { price: 0 });
      const { body } = await enrolFree(student, selectionId);
      const reason = 'The class filled up before your enrolment arrived';
      await service.publish(ENROLMENT_REJECTED_V1, {
        paymentId: body.insertResult.insertedId,
        holdId: crypto.randomUUID(),
        classId: cls.classId,
        studentId: student.id,
        reason,
      });
      const [row] = await service.db.select().from(payments).where(eq(payments.id, body.insertResult.insertedId));
      expect(row).toMatchObject({ enrolmentStatus: 'refunded', refundId: null, refundReason: reason });
    });

    it('refuses a class that has a price (classes decides, not the browser) and gives the seat back', async () => {
      driver.holdsAtPrice(1500);
      const { selectionId } = await driver.selectNew(student, { price: 0 });
      expect(await enrolFree(student, selectionId)).toMatchObject({
        status: 409,
        body: { message: 'This class is not free: pay for it by card' },
      });
      expect(driver.released).toContain(driver.held.at(-1));
      expect(await service.db.select().from(payments).where(eq(payments.selectionId, selectionId))).toHaveLength(0);
    });

    it('refuses a full class, another student’s cart item, a non-student and a malformed body', async () => {
      driver.classesAnswers(() => ({ ok: false, reason: 'full', message: 'This class is full' }));
      const { selectionId } = await driver.selectNew(student, { price: 0 });
      expect(await enrolFree(student, selectionId)).toMatchObject({
        status: 409,
        body: { message: 'This class is full' },
      });
      expect((await enrolFree(other, selectionId)).status).toBe(404);
      expect((await enrolFree(instructor, selectionId)).status).toBe(403);
      expect(
        (await call(service.baseUrl, 'POST', '/enrol-free', { token: student.token, body: { selecteItemId: 'x' } }))
          .status,
      ).toBe(400);
    });
  });

  describe('POST /extend-payment-intent', () => {
    const extend = (user: SignedInUser, paymentIntentId: unknown) =>
      call<{ expiresAt: string; message: string }>(service.baseUrl, 'POST', '/extend-payment-intent', {
        token: user.token,
        body: { paymentIntentId },
      });

    it('holds the seat until the time classes grants, and the checkout expires then too', async () => {
      driver.holdsAtPrice(1999);
      const later = new Date(Date.now() + 170_000).toISOString();
      driver.extendsWith(() => ({ ok: true, expiresAt: later }));
      const { selectionId } = await driver.selectNew(student);
      const intent = await driver.createIntent(student, selectionId);
      expect(await extend(student, intent.body.paymentIntentId)).toMatchObject({
        status: 200,
        body: { expiresAt: later },
      });
      const checkout = await service.app.get(CheckoutsRepository).ofIntent(intent.body.paymentIntentId);
      expect(checkout?.expiresAt.toISOString()).toBe(later);
    });

    it('passes on why classes will not hold the seat longer, and keeps the expiry', async () => {
      driver.holdsAtPrice(1999);
      const message = 'Others are waiting for a seat of this class, so your hold cannot be extended';
      driver.extendsWith(() => ({ ok: false, reason: 'others-waiting', message }));
      const { selectionId } = await driver.selectNew(student);
      const intent = await driver.createIntent(student, selectionId);
      expect(await extend(student, intent.body.paymentIntentId)).toMatchObject({ status: 409, body: { message } });
      const checkout = await service.app.get(CheckoutsRepository).ofIntent(intent.body.paymentIntentId);
      expect(checkout?.expiresAt.toISOString()).toBe(intent.body.expiresAt);
    });

    it('refuses another student’s intent, an unknown one, an ended hold and a malformed body', async () => {
      driver.holdsAtPrice(1999);
      driver.extendsWith(() => ({ ok: true, expiresAt: new Date(Date.now() + 60_000).toISOString() }));
      const { selectionId } = await driver.selectNew(student);
      const intent = await driver.createIntent(student, selectionId);
      const notFound = { status: 404, body: { message: 'No checkout of yours has this payment intent' } };
      expect(await extend(other, intent.body.paymentIntentId)).toMatchObject(notFound);
      expect(await extend(student, 'pi_made_up')).toMatchObject(notFound);
      expect((await extend(instructor, intent.body.paymentIntentId)).status).toBe(403);
      expect((await extend(student, 42)).status).toBe(400);
      await call(service.baseUrl, 'DELETE', `/selected/${selectionId}`, { token: student.token });
      expect(await extend(student, intent.body.paymentIntentId)).toMatchObject({
        status: 409,
        body: { message: 'Your seat hold has ended; press Pay to hold a seat again' },
      });
    });

    it('tells classes of a student it turned away without asking, as they wait for the class', async () => {
      driver.classesAnswers((request) => ({
        ok: true,
        holdId: request.holdId,
        priceCents: 1999,
        className: 'Last seat',
        expiresAt: new Date(Date.now() + 180_000).toISOString(),
        seatsLeft: 0,
      }));
      driver.hearsWaiting();
      const { cls, selectionId } = await driver.selectNew(student);
      expect((await driver.createIntent(student, selectionId)).status).toBe(200);
      const theirs = await driver.selectOf(other, cls.classId);
      expect(await driver.createIntent(other, theirs.body.insertedId)).toMatchObject({
        status: 409,
        body: { message: 'This class is full' },
      });
      // The report goes out after the answer: it never delays the refusal.
      for (let tries = 0; tries < 100 && driver.waiting.length === 0; tries++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(driver.waiting).toEqual([{ classId: cls.classId, studentIds: [other.id] }]);
    });

    it('asks classes, not the queue, for a student whose earlier attempt lost its answer: classes holds their seat', async () => {
      const holds = new Map<string, string>();
      driver.classesAnswers((request) => {
        const holdId = holds.get(request.studentId) ?? request.holdId;
        holds.set(request.studentId, holdId);
        return {
          ok: true,
          holdId,
          priceCents: 1999,
          className: 'Last seats',
          expiresAt: new Date(Date.now() + 180_000).toISOString(),
          seatsLeft: 0,
        };
      });
      const { cls, selectionId } = await driver.selectNew(student);
      // The earlier attempt: written down, its seat granted by classes, the answer lost with the process.
      const lostHold = randomUUID();
      holds.set(student.id, lostHold);
      await service.app.get(CheckoutsRepository).insertHolding({
        holdId: lostHold,
        selectionId,
        studentId: student.id,
        studentEmail: student.email,
        studentName: 'Ada Lovelace',
        classId: cls.classId,
      });
      const theirs = await driver.selectOf(other, cls.classId);
      expect((await driver.createIntent(other, theirs.body.insertedId)).status).toBe(200);

      const again = await driver.createIntent(student, selectionId);
      expect(again.status).toBe(200);
      expect(await service.app.get(CheckoutsRepository).ofHold(lostHold)).toMatchObject({ status: 'open' });
    });

    it('tells classes why each seat comes back: given up, declined, lapsed', async () => {
      driver.holdsAtPrice(1999);
      const removed = await driver.selectNew(student);
      await driver.createIntent(student, removed.selectionId);
      await call(service.baseUrl, 'DELETE', `/selected/${removed.selectionId}`, { token: student.token });
      expect(driver.releaseReasons.get(driver.held.at(-1)!)).toBe('given-up');

      const declined = await driver.selectNew(student);
      const intent = await driver.createIntent(student, declined.selectionId);
      await driver.confirm(intent.body.clientSecret, '4000 0000 0000 0002');
      expect(driver.releaseReasons.get(driver.held.at(-1)!)).toBe('declined');

      const lapsed = await driver.selectNew(student);
      const lapsing = await driver.createIntent(student, lapsed.selectionId);
      await service.db
        .update(checkouts)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(checkouts.intentId, lapsing.body.paymentIntentId));
      const expiredBefore = await service.metric('classhub_checkouts_total', { outcome: 'expired' });
      await service.app.get(CheckoutExpirySweeper).sweep();
      expect(driver.releaseReasons.get(driver.held.at(-1)!)).toBe('lapsed');
      expect(await service.metric('classhub_checkouts_total', { outcome: 'expired' })).toBe(expiredBefore + 1);
      expect((await driver.confirm(lapsing.body.clientSecret)).body).toMatchObject({
        code: 'payment_intent_unexpected_state',
        message: 'This payment was canceled (the seat hold ended); please start the checkout again.',
      });
    });
  });

  describe('card confirmation and POST /payment', () => {
    it('records a confirmed payment once, empties the cart item and tells classes', async () => {
      driver.holdsAtPrice(1999);
      const paidBefore = await service.metric('classhub_checkouts_total', { outcome: 'paid' });
      const { cls, selectionId, transactionId, paymentId } = await driver.paidCheckout(student);
      expect(paymentId).toEqual(expect.any(String));

      const again = await driver.record(student, transactionId, selectionId);
      expect(await service.metric('classhub_checkouts_total', { outcome: 'paid' })).toBe(paidBefore + 1);
      expect(again.body.insertResult.insertedId).toBe(paymentId);
      expect(await service.db.select().from(payments).where(eq(payments.transactionId, transactionId))).toHaveLength(1);

      // The cart item is gone; opening its payment page again shows what was paid instead of an error.
      expect(await call(service.baseUrl, 'GET', `/select/${selectionId}`, { token: student.token })).toMatchObject({
        status: 200,
        body: {
          _id: selectionId,
          classId: cls.classId,
          price: 19.99,
          payment: { _id: paymentId, transactionId, enrolmentStatus: 'pending' },
        },
      });
      expect((await call(service.baseUrl, 'GET', `/select/${selectionId}`, { token: other.token })).status).toBe(404);
      expect(
        (await call<unknown[]>(service.baseUrl, 'GET', `/selected/${student.email}`, { token: student.token })).body,
      ).not.toContainEqual(expect.objectContaining({ _id: selectionId }));
      const events = await service.db.select().from(outbox).where(eq(outbox.subject, PAYMENT_COMPLETED_V1.subject));
      const completed = events.filter((row) => (row.payload.data as { paymentId: string }).paymentId === paymentId);
      expect(completed).toHaveLength(1);
      expect(completed[0]?.payload.data).toMatchObject({
        classId: cls.classId,
        studentId: student.id,
        amountCents: 1999,
        transactionId,
      });
    });

    it('shows a declined card’s message, records nothing and gives the seat back', async () => {
      driver.holdsAtPrice(1999);
      const declines = () => service.metric('classhub_checkouts_total', { outcome: 'declined' });
      const declinedBefore = await declines();
      const { selectionId } = await driver.selectNew(student);
      const intent = await driver.createIntent(student, selectionId);
      const declined = await driver.confirm(intent.body.clientSecret, '4000 0000 0000 0002');
      expect(declined).toMatchObject({
        status: 402,
        body: { code: 'card_declined', message: 'Your card was declined.' },
      });
      expect(driver.released).toContain(driver.held.at(-1));
      expect(await declines()).toBe(declinedBefore + 1);
      const recorded = await driver.record(student, intent.body.paymentIntentId, selectionId);
      expect(recorded).toMatchObject({ status: 409, body: { message: 'The card payment has not succeeded' } });
      expect(
        await service.db.select().from(payments).where(eq(payments.transactionId, intent.body.paymentIntentId)),
      ).toHaveLength(0);
    });

    it('cancels a declined attempt’s intent when the student starts again, so the cart item cannot be paid twice', async () => {
      driver.holdsAtPrice(1999);
      const { selectionId } = await driver.selectNew(student);
      const first = await driver.createIntent(student, selectionId);
      expect((await driver.confirm(first.body.clientSecret, '4000 0000 0000 0002')).status).toBe(402);
      const second = await driver.createIntent(student, selectionId);
      expect(second.body.paymentIntentId).not.toBe(first.body.paymentIntentId);
      expect((await driver.confirm(first.body.clientSecret)).body.code).toBe('payment_intent_unexpected_state');
      const paid = await driver.confirm(second.body.clientSecret);
      expect((await driver.record(student, paid.body.paymentIntent.id, selectionId)).status).toBe(201);
    });

    it('refuses a transaction of another student, of another cart item, or one never paid', async () => {
      driver.holdsAtPrice(1500);
      const mine = await driver.paidCheckout(student);
      expect((await driver.record(other, mine.transactionId, mine.selectionId)).status).toBe(404);
      expect((await driver.record(student, 'pi_made_up', mine.selectionId)).status).toBe(404);
      const { selectionId } = await driver.selectNew(student);
      expect(await driver.record(student, mine.transactionId, selectionId)).toMatchObject({
        status: 409,
        body: { message: 'This payment belongs to another selected class' },
      });
    });

    it('refuses to sell the same class twice to a student', async () => {
      driver.holdsAtPrice(1500);
      const { cls } = await driver.paidCheckout(student);
      const again = await call<{ message: string }>(service.baseUrl, 'POST', '/selected', {
        token: student.token,
        body: { classId: cls.classId },
      });
      expect(again).toMatchObject({ status: 409, body: { message: 'You have already paid for this class' } });
    });
  });

  describe('enrolment outcome', () => {
    it('marks the payment confirmed when classes enrols the student', async () => {
      driver.holdsAtPrice(2500);
      const paid = await driver.paidCheckout(student);
      await service.publish(ENROLMENT_CONFIRMED_V1, {
        paymentId: paid.paymentId,
        holdId: crypto.randomUUID(),
        classId: paid.cls.classId,
        studentId: student.id,
      });
      const [row] = await service.db.select().from(payments).where(eq(payments.id, paid.paymentId));
      expect(row?.enrolmentStatus).toBe('confirmed');
    });

    it('refunds the payment in full when classes cannot enrol the student, and says why', async () => {
      driver.holdsAtPrice(2500);
      const paid = await driver.paidCheckout(student);
      const reason = 'The class filled up before your payment arrived; your payment will be refunded';
      await service.publish(ENROLMENT_REJECTED_V1, {
        paymentId: paid.paymentId,
        holdId: crypto.randomUUID(),
        classId: paid.cls.classId,
        studentId: student.id,
        reason,
      });
      const list = await call<PaymentDto[]>(service.baseUrl, 'GET', `/payment?email=${student.email}`, {
        token: student.token,
      });
      expect(list.body.find((payment) => payment._id === paid.paymentId)).toMatchObject({
        enrolmentStatus: 'refunded',
        refundReason: reason,
      });
      const [row] = await service.db.select().from(payments).where(eq(payments.id, paid.paymentId));
      expect(row?.refundId).toMatch(/^re_/);
    });
  });

  describe('payment lists', () => {
    it('GET /payment?email= answers only about the caller', async () => {
      driver.holdsAtPrice(1000);
      await driver.paidCheckout(other);
      const mine = await call<PaymentDto[]>(service.baseUrl, 'GET', `/payment?email=${student.email.toUpperCase()}`, {
        token: student.token,
      });
      expect(mine.status).toBe(200);
      expect(mine.body.every((payment) => payment.email === student.email)).toBe(true);
      expect(
        (await call(service.baseUrl, 'GET', `/payment?email=${other.email}`, { token: student.token })).status,
      ).toBe(403);
      expect((await call(service.baseUrl, 'GET', '/payment', { token: student.token })).status).toBe(400);
    });

    it('GET /payment?email= gives an instructor or admin their own (empty) list, and nobody else’s', async () => {
      for (const user of [instructor, admin]) {
        expect(await call(service.baseUrl, 'GET', `/payment?email=${user.email}`, { token: user.token })).toEqual({
          status: 200,
          body: [],
        });
        expect(
          (await call(service.baseUrl, 'GET', `/payment?email=${student.email}`, { token: user.token })).status,
        ).toBe(403);
      }
    });

    it('GET /instructorpayment lists the signed-in instructor’s sales, whatever name is asked', async () => {
      driver.holdsAtPrice(1000);
      await driver.paidCheckout(other, {
        instructorEmail: 'someone.else@classhub.test',
        instructorName: 'Amelia Hart',
      });
      const sales = await call<PaymentDto[]>(service.baseUrl, 'GET', '/instructorpayment?name=Someone', {
        token: instructor.token,
      });
      expect(sales.status).toBe(200);
      expect(sales.body.length).toBeGreaterThan(0);
      expect(sales.body.every((payment) => payment.instructorEmail === instructor.email)).toBe(true);
      expect((await call(service.baseUrl, 'GET', '/instructorpayment', { token: student.token })).status).toBe(403);
    });

    it('GET /allpayment is for admins only', async () => {
      const all = await call<PaymentDto[]>(service.baseUrl, 'GET', '/allpayment', { token: admin.token });
      expect(all.status).toBe(200);
      expect(all.body.length).toBeGreaterThan(0);
      expect(Object.keys(all.body[0] ?? {})).toEqual(
        expect.arrayContaining(['_id', 'transactionId', 'price', 'date', 'selecteItemId']),
      );
      expect((await call(service.baseUrl, 'GET', '/allpayment', { token: instructor.token })).status).toBe(403);
      expect((await call(service.baseUrl, 'GET', '/allpayment')).status).toBe(401);
    });
  });
});

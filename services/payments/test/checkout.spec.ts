import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASSES_SEAT_HOLD,
  CLASSES_SEAT_RELEASE,
  ENROLMENT_CONFIRMED_V1,
  ENROLMENT_REJECTED_V1,
  PAYMENT_COMPLETED_V1,
  type CreatePaymentIntentResponse,
  type PaymentDto,
  type ReplyData,
  type RequestData,
} from '@classhub/contracts';
import { outbox } from '@classhub/nest-kit';
import type { Subscription } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { payments } from '../src/payments/payment.entity.js';
import { callJson as call } from '@classhub/testing';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';

type HoldRequest = RequestData<typeof CLASSES_SEAT_HOLD>;

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
  let responders: Subscription[] = [];
  const released: string[] = [];
  const held: string[] = [];

  /** classes' answer to seat holds: a price of its own, or a refusal. */
  const classesAnswers = (answer: (request: HoldRequest) => ReplyData<typeof CLASSES_SEAT_HOLD>) => {
    responders.push(
      service.nc.subscribe(service.requestSubject(CLASSES_SEAT_HOLD.subject), {
        callback: (_error, message) => {
          message.respond(JSON.stringify({ ok: true, data: answer(message.json<HoldRequest>()) }));
        },
      }),
      service.nc.subscribe(service.requestSubject(CLASSES_SEAT_RELEASE.subject), {
        callback: (_error, message) => {
          released.push(message.json<{ holdId: string }>().holdId);
          message.respond(JSON.stringify({ ok: true, data: { released: true } }));
        },
      }),
    );
  };
  const holdsAtPrice = (priceCents: number) =>
    classesAnswers((request) => ({ ok: true, holdId: (held.push(request.holdId), request.holdId), priceCents, className: 'Held class', expiresAt: new Date(Date.now() + 900_000).toISOString() }));

  const selectNew = async (user: SignedInUser, overrides = {}) => {
    const cls = await service.approvedClass(overrides);
    const answer = await call<{ insertedId: string }>(service.baseUrl, 'POST', '/selected', { token: user.token, body: { classId: cls.classId } });
    return { cls, selectionId: answer.body.insertedId };
  };
  const createIntent = (user: SignedInUser, selecteItemId: string, price?: number) =>
    call<CreatePaymentIntentResponse & { message: string }>(service.baseUrl, 'POST', '/create-payment-intent', { token: user.token, body: { selecteItemId, price } });
  const confirm = (clientSecret: string, number = '4242 4242 4242 4242') =>
    call<{ paymentIntent: { id: string }; message: string; code: string }>(service.baseUrl, 'POST', '/test-provider/confirm', {
      body: { clientSecret, card: { number, expMonth: 12, expYear: 2099, cvc: '123' }, billingDetails: { email: 'x@y.z', name: 'X' } },
    });
  const record = (user: SignedInUser, transactionId: string, selecteItemId: string) =>
    call<{ insertResult: { insertedId: string }; message: string }>(service.baseUrl, 'POST', '/payment', { token: user.token, body: { transactionId, selecteItemId } });

  /** A student who has paid for a new class: the ids along the way. */
  const paidCheckout = async (user: SignedInUser, overrides = {}) => {
    const { cls, selectionId } = await selectNew(user, overrides);
    const intent = await createIntent(user, selectionId);
    const confirmed = await confirm(intent.body.clientSecret);
    const recorded = await record(user, confirmed.body.paymentIntent.id, selectionId);
    return { cls, selectionId, intent: intent.body, transactionId: confirmed.body.paymentIntent.id, paymentId: recorded.body.insertResult.insertedId };
  };

  beforeAll(async () => {
    service = await startPayments();
    student = await service.signIn('student', 'ada@classhub.test', 'Ada Lovelace');
    other = await service.signIn('student');
    instructor = await service.signIn('instructor', 'instructor1@classhub.test', 'Amelia Hart');
    admin = await service.signIn('admin');
  });

  afterEach(() => {
    for (const responder of responders) responder.unsubscribe();
    responders = [];
  });

  afterAll(async () => {
    await service?.stop();
  });

  describe('POST /create-payment-intent', () => {
    it('charges the price classes holds the seat at, whatever the browser sent', async () => {
      holdsAtPrice(1999);
      const { selectionId } = await selectNew(student, { price: 5 });
      const intent = await createIntent(student, selectionId, 0.01);
      expect(intent.status).toBe(200);
      expect(intent.body).toMatchObject({ amount: 19.99, currency: 'usd' });
      expect(intent.body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
      expect(intent.body.paymentIntentId).toMatch(/^pi_\w+$/);
    });

    it('gives the same intent back when asked again for the same cart item', async () => {
      holdsAtPrice(1000);
      const { selectionId } = await selectNew(student);
      const first = await createIntent(student, selectionId);
      const second = await createIntent(student, selectionId);
      expect(second.body.paymentIntentId).toBe(first.body.paymentIntentId);
    });

    it('refuses before any intent exists when classes has no seat, with its reason', async () => {
      classesAnswers(() => ({ ok: false, reason: 'full', message: 'This class is full' }));
      const { selectionId } = await selectNew(student);
      expect(await createIntent(student, selectionId)).toMatchObject({ status: 409, body: { message: 'This class is full' } });
    });

    it('answers 503 with a reason when classes cannot be reached', async () => {
      const { selectionId } = await selectNew(student);
      const answer = await createIntent(student, selectionId);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/Checkout is unavailable/);
    });

    it('refuses a free class and gives its seat back', async () => {
      holdsAtPrice(0);
      const { selectionId } = await selectNew(student, { price: 0 });
      expect(await createIntent(student, selectionId)).toMatchObject({ status: 409, body: { message: 'This class is free: there is nothing to pay' } });
      expect(released.length).toBeGreaterThan(0);
    });

    it('gives the seat back and cancels the intent when the cart item is removed before paying', async () => {
      holdsAtPrice(1000);
      const { selectionId } = await selectNew(student);
      const intent = await createIntent(student, selectionId);
      expect(await call(service.baseUrl, 'DELETE', `/selected/${selectionId}`, { token: student.token })).toEqual({ status: 200, body: { deletedCount: 1 } });
      expect(released).toContain(held.at(-1));
      const late = await confirm(intent.body.clientSecret);
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('payment_intent_unexpected_state');
    });

    it('only for the caller’s own cart item, and only for students', async () => {
      holdsAtPrice(1000);
      const { selectionId } = await selectNew(other);
      expect((await createIntent(student, selectionId)).status).toBe(404);
      expect((await createIntent(instructor, selectionId)).status).toBe(403);
      expect((await call(service.baseUrl, 'POST', '/create-payment-intent', { body: { selecteItemId: selectionId } })).status).toBe(401);
      expect((await createIntent(student, 'nope')).status).toBe(400);
    });
  });

  describe('card confirmation and POST /payment', () => {
    it('records a confirmed payment once, empties the cart item and tells classes', async () => {
      holdsAtPrice(1999);
      const { cls, selectionId, transactionId, paymentId } = await paidCheckout(student);
      expect(paymentId).toEqual(expect.any(String));

      const again = await record(student, transactionId, selectionId);
      expect(again.body.insertResult.insertedId).toBe(paymentId);
      expect(await service.db.select().from(payments).where(eq(payments.transactionId, transactionId))).toHaveLength(1);

      expect((await call(service.baseUrl, 'GET', `/select/${selectionId}`, { token: student.token })).status).toBe(404);
      const events = await service.db.select().from(outbox).where(eq(outbox.subject, PAYMENT_COMPLETED_V1.subject));
      const completed = events.filter((row) => (row.payload.data as { paymentId: string }).paymentId === paymentId);
      expect(completed).toHaveLength(1);
      expect(completed[0]?.payload.data).toMatchObject({ classId: cls.classId, studentId: student.id, amountCents: 1999, transactionId });
    });

    it('shows a declined card’s message, records nothing and gives the seat back', async () => {
      holdsAtPrice(1999);
      const { selectionId } = await selectNew(student);
      const intent = await createIntent(student, selectionId);
      const declined = await confirm(intent.body.clientSecret, '4000 0000 0000 0002');
      expect(declined).toMatchObject({ status: 402, body: { code: 'card_declined', message: 'Your card was declined.' } });
      expect(released).toContain(held.at(-1));
      const recorded = await record(student, intent.body.paymentIntentId, selectionId);
      expect(recorded).toMatchObject({ status: 409, body: { message: 'The card payment has not succeeded' } });
      expect(await service.db.select().from(payments).where(eq(payments.transactionId, intent.body.paymentIntentId))).toHaveLength(0);
    });

    it('cancels a declined attempt’s intent when the student starts again, so the cart item cannot be paid twice', async () => {
      holdsAtPrice(1999);
      const { selectionId } = await selectNew(student);
      const first = await createIntent(student, selectionId);
      expect((await confirm(first.body.clientSecret, '4000 0000 0000 0002')).status).toBe(402);
      const second = await createIntent(student, selectionId);
      expect(second.body.paymentIntentId).not.toBe(first.body.paymentIntentId);
      expect((await confirm(first.body.clientSecret)).body.code).toBe('payment_intent_unexpected_state');
      const paid = await confirm(second.body.clientSecret);
      expect((await record(student, paid.body.paymentIntent.id, selectionId)).status).toBe(201);
    });

    it('refuses a transaction of another student, of another cart item, or one never paid', async () => {
      holdsAtPrice(1500);
      const mine = await paidCheckout(student);
      expect((await record(other, mine.transactionId, mine.selectionId)).status).toBe(404);
      expect((await record(student, 'pi_made_up', mine.selectionId)).status).toBe(404);
      const { selectionId } = await selectNew(student);
      expect(await record(student, mine.transactionId, selectionId)).toMatchObject({ status: 409, body: { message: 'This payment belongs to another selected class' } });
    });

    it('refuses to sell the same class twice to a student', async () => {
      holdsAtPrice(1500);
      const { cls } = await paidCheckout(student);
      const again = await call<{ message: string }>(service.baseUrl, 'POST', '/selected', { token: student.token, body: { classId: cls.classId } });
      expect(again).toMatchObject({ status: 409, body: { message: 'You have already paid for this class' } });
    });
  });

  describe('enrolment outcome', () => {
    it('marks the payment confirmed when classes enrols the student', async () => {
      holdsAtPrice(2500);
      const paid = await paidCheckout(student);
      await service.publish(ENROLMENT_CONFIRMED_V1, { paymentId: paid.paymentId, holdId: crypto.randomUUID(), classId: paid.cls.classId, studentId: student.id });
      const [row] = await service.db.select().from(payments).where(eq(payments.id, paid.paymentId));
      expect(row?.enrolmentStatus).toBe('confirmed');
    });

    it('refunds the payment in full when classes cannot enrol the student, and says why', async () => {
      holdsAtPrice(2500);
      const paid = await paidCheckout(student);
      const reason = 'The class filled up before your payment arrived; your payment will be refunded';
      await service.publish(ENROLMENT_REJECTED_V1, { paymentId: paid.paymentId, holdId: crypto.randomUUID(), classId: paid.cls.classId, studentId: student.id, reason });
      const list = await call<PaymentDto[]>(service.baseUrl, 'GET', `/payment?email=${student.email}`, { token: student.token });
      expect(list.body.find((payment) => payment._id === paid.paymentId)).toMatchObject({ enrolmentStatus: 'refunded', refundReason: reason });
      const [row] = await service.db.select().from(payments).where(eq(payments.id, paid.paymentId));
      expect(row?.refundId).toMatch(/^re_/);
    });
  });

  describe('payment lists', () => {
    it('GET /payment?email= answers only about the caller', async () => {
      holdsAtPrice(1000);
      await paidCheckout(other);
      const mine = await call<PaymentDto[]>(service.baseUrl, 'GET', `/payment?email=${student.email.toUpperCase()}`, { token: student.token });
      expect(mine.status).toBe(200);
      expect(mine.body.every((payment) => payment.email === student.email)).toBe(true);
      expect((await call(service.baseUrl, 'GET', `/payment?email=${other.email}`, { token: student.token })).status).toBe(403);
      expect((await call(service.baseUrl, 'GET', '/payment', { token: student.token })).status).toBe(400);
    });

    it('GET /instructorpayment lists the signed-in instructor’s sales, whatever name is asked', async () => {
      holdsAtPrice(1000);
      await paidCheckout(other, { instructorEmail: 'someone.else@classhub.test', instructorName: 'Amelia Hart' });
      const sales = await call<PaymentDto[]>(service.baseUrl, 'GET', '/instructorpayment?name=Someone', { token: instructor.token });
      expect(sales.status).toBe(200);
      expect(sales.body.length).toBeGreaterThan(0);
      expect(sales.body.every((payment) => payment.instructorEmail === instructor.email)).toBe(true);
      expect((await call(service.baseUrl, 'GET', '/instructorpayment', { token: student.token })).status).toBe(403);
    });

    it('GET /allpayment is for admins only', async () => {
      const all = await call<PaymentDto[]>(service.baseUrl, 'GET', '/allpayment', { token: admin.token });
      expect(all.status).toBe(200);
      expect(all.body.length).toBeGreaterThan(0);
      expect(Object.keys(all.body[0] ?? {})).toEqual(expect.arrayContaining(['_id', 'transactionId', 'price', 'date', 'selecteItemId']));
      expect((await call(service.baseUrl, 'GET', '/allpayment', { token: instructor.token })).status).toBe(403);
      expect((await call(service.baseUrl, 'GET', '/allpayment')).status).toBe(401);
    });
  });
});

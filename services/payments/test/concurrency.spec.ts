import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { burst, burstCalls, sessionsIdleInTransaction, statusCounts } from '@classhub/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { checkouts } from '../src/checkout-saga/checkout.entity.js';
import { payments } from '../src/payments/payment.entity.js';
import { selections } from '../src/selections/selection.entity.js';
import { testProviderIntents } from '../src/providers/built-in-test-card/test-provider-intent.entity.js';
import { checkoutDriver } from './support/checkout-driver.js';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';

// Every mutating call, 50 times at once, with valid, duplicate and failing inputs, on the service's default pool
// (10 connections). Afterwards the service must be healthy with no session left idle in a transaction, and the data
// exactly right: one cart item per class, one intent per cart item, one payment per charge.
const TIMES = 50;

describe('payments under concurrent calls (real PostgreSQL and NATS, test card provider)', () => {
  let service: RunningPayments;
  let driver: ReturnType<typeof checkoutDriver>;
  let students: SignedInUser[];

  beforeAll(async () => {
    service = await startPayments();
    driver = checkoutDriver(service);
    students = await Promise.all(Array.from({ length: TIMES }, () => service.signIn('student')));
  });

  afterEach(async () => {
    driver.silenceClasses();
    const health = await fetch(`${service.baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(await sessionsIdleInTransaction(service.config.DATABASE_URL)).toBe(0);
  });

  afterAll(async () => {
    await service?.stop();
  });

  describe('POST /selected', () => {
    it('keeps one cart item per student and class under a burst of duplicates, adds one for each of 50 students, refuses unknown classes', async () => {
      const [student] = students as [SignedInUser];
      const cls = await service.approvedClass();
      const same = await burstCalls(TIMES, service.baseUrl, 'POST', '/selected', {
        token: student.token,
        body: { classId: cls.classId },
      });
      expect(statusCounts(same)).toEqual({ 201: 1, 409: TIMES - 1 });

      const other = await service.approvedClass();
      const everyone = await burst(TIMES, (i) => driver.selectOf(students[i] as SignedInUser, other.classId));
      expect(statusCounts(everyone)).toEqual({ 201: TIMES });
      expect(await service.db.select().from(selections).where(eq(selections.classId, other.classId))).toHaveLength(
        TIMES,
      );

      const unknown = await burstCalls(TIMES, service.baseUrl, 'POST', '/selected', {
        token: student.token,
        body: { classId: randomUUID() },
      });
      expect(statusCounts(unknown)).toEqual({ 404: TIMES });
    });
  });

  describe('DELETE /selected/{id}', () => {
    it('removes a cart item once under a burst, and answers 404 to every delete of an unknown one', async () => {
      const [student] = students as [SignedInUser];
      const { selectionId } = await driver.selectNew(student);
      expect(
        statusCounts(
          await burstCalls(TIMES, service.baseUrl, 'DELETE', `/selected/${selectionId}`, { token: student.token }),
        ),
      ).toEqual({ 200: 1, 404: TIMES - 1 });
      expect(
        statusCounts(
          await burstCalls(TIMES, service.baseUrl, 'DELETE', `/selected/${randomUUID()}`, { token: student.token }),
        ),
      ).toEqual({ 404: TIMES });
    });
  });

  describe('POST /create-payment-intent', () => {
    it('creates one intent for one cart item however many tabs ask at once', async () => {
      driver.holdsAtPrice(1500);
      const [student] = students as [SignedInUser];
      const { selectionId } = await driver.selectNew(student);
      const answers = await burst(TIMES, () => driver.createIntent(student, selectionId));
      expect(statusCounts(answers)).toEqual({ 200: TIMES });
      expect(new Set(answers.map((answer) => answer.body.paymentIntentId)).size).toBe(1);
      const attempts = await service.db.select().from(checkouts).where(eq(checkouts.selectionId, selectionId));
      expect(attempts.filter((attempt) => attempt.status === 'open')).toHaveLength(1);
    });

    it('refuses every one of a burst when classes has no seat, and answers 404 for unknown cart items', async () => {
      driver.classesAnswers(() => ({ ok: false, reason: 'full', message: 'This class is full' }));
      const [student] = students as [SignedInUser];
      const { selectionId } = await driver.selectNew(student);
      expect(statusCounts(await burst(TIMES, () => driver.createIntent(student, selectionId)))).toEqual({ 409: TIMES });
      expect(statusCounts(await burst(TIMES, () => driver.createIntent(student, randomUUID())))).toEqual({
        404: TIMES,
      });
    });
  });

  describe('POST /test-provider/confirm and POST /payment', () => {
    it('charges a card once and records one payment under bursts of the same confirmation and record', async () => {
      driver.holdsAtPrice(2100);
      const [student] = students as [SignedInUser];
      const { selectionId } = await driver.selectNew(student);
      const intent = await driver.createIntent(student, selectionId);
      const confirmations = await burst(TIMES, () => driver.confirm(intent.body.clientSecret));
      expect(statusCounts(confirmations)).toEqual({ 200: 1, 400: TIMES - 1 });
      const records = await burst(TIMES, () => driver.record(student, intent.body.paymentIntentId, selectionId));
      expect(statusCounts(records)).toEqual({ 201: TIMES });
      expect(new Set(records.map((answer) => answer.body.insertResult.insertedId)).size).toBe(1);
      expect(
        await service.db.select().from(payments).where(eq(payments.transactionId, intent.body.paymentIntentId)),
      ).toHaveLength(1);
    });

    it('runs 50 students’ checkouts at once, each paid and recorded once', async () => {
      driver.holdsAtPrice(900);
      const cls = await service.approvedClass();
      const selected = await burst(TIMES, (i) => driver.selectOf(students[i] as SignedInUser, cls.classId));
      const paid = await burst(TIMES, async (i) => {
        const student = students[i] as SignedInUser;
        const selectionId = selected[i]?.body.insertedId as string;
        const intent = await driver.createIntent(student, selectionId);
        const confirmed = await driver.confirm(intent.body.clientSecret);
        return driver.record(student, confirmed.body.paymentIntent.id, selectionId);
      });
      expect(statusCounts(paid)).toEqual({ 201: TIMES });
      expect(await service.db.select().from(payments).where(eq(payments.classId, cls.classId))).toHaveLength(TIMES);
    });

    it('answers every one of a burst of unknown or malformed confirmations and records with a 4xx', async () => {
      const [student] = students as [SignedInUser];
      expect(statusCounts(await burst(TIMES, () => driver.confirm(`pi_${randomUUID()}_secret_x`)))).toEqual({
        404: TIMES,
      });
      expect(statusCounts(await burst(TIMES, () => driver.record(student, 'pi_unknown', randomUUID())))).toEqual({
        404: TIMES,
      });
      expect(
        statusCounts(
          await burstCalls(TIMES, service.baseUrl, 'POST', '/payment', {
            token: student.token,
            body: { transactionId: '' },
          }),
        ),
      ).toEqual({ 400: TIMES });
      expect(
        await service.db.select().from(testProviderIntents).where(eq(testProviderIntents.status, 'processing')),
      ).toHaveLength(0);
    });
  });
});

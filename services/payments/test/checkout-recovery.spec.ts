import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { PAYMENT_COMPLETED_V1 } from '@classhub/contracts';
import { outbox } from '@classhub/nest-kit';
import { callJson as call } from '@classhub/testing';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { CheckoutReconciler } from '../src/checkout-saga/checkout-reconciler.js';
import { checkouts } from '../src/checkout-saga/checkout.entity.js';
import { payments } from '../src/payments/payment.entity.js';
import { testProviderIntents } from '../src/providers/built-in-test-card/test-provider-intent.entity.js';
import { selections } from '../src/selections/selection.entity.js';
import { checkoutDriver } from './support/checkout-driver.js';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';

/**
 * What a crash or an outage leaves half done, and how payments finishes it. Each case sets up the state a crash at
 * one point of the saga leaves behind, then runs one reconciler pass (the service runs one on start and every
 * CHECKOUT_RECONCILE_INTERVAL_MS; here the interval is long so the test decides when).
 */
describe('payments: recovering half-finished checkouts (real PostgreSQL and NATS, test card provider)', () => {
  let service: RunningPayments;
  let student: SignedInUser;
  let driver: ReturnType<typeof checkoutDriver>;
  let reconciler: CheckoutReconciler;

  /** The provider charged the card, and payments died before it heard (the test provider's own table says paid). */
  const chargedWithoutRecord = (intentId: string) =>
    service.db.update(testProviderIntents).set({ status: 'succeeded' }).where(eq(testProviderIntents.id, intentId));
  /** Makes an attempt look as old as a real stale one, so one pass treats it as stale. */
  const age = (holdId: string) =>
    service.db
      .update(checkouts)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(checkouts.holdId, holdId));
  const checkoutOf = async (holdId: string) =>
    (await service.db.select().from(checkouts).where(eq(checkouts.holdId, holdId)))[0];

  beforeAll(async () => {
    service = await startPayments({ CHECKOUT_RECONCILE_INTERVAL_MS: '60000' });
    student = await service.signIn('student', 'grace@classhub.test', 'Grace Hopper');
    driver = checkoutDriver(service);
    reconciler = service.app.get(CheckoutReconciler);
  });

  afterEach(() => driver.silenceClasses());

  afterAll(async () => {
    await service?.stop();
  });

  describe('a card charged while payments could not record it', () => {
    it('is recorded by the next pass, once, and classes is told', async () => {
      driver.holdsAtPrice(2400);
      const { selectionId } = await driver.selectNew(student);
      const intent = await driver.createIntent(student, selectionId);
      const holdId = driver.held.at(-1) as string;
      await chargedWithoutRecord(intent.body.paymentIntentId);
      await age(holdId);
      const found = () => service.metric('classhub_unrecorded_charges_found_total');
      const foundBefore = await found();

      expect((await reconciler.reconcile()).recorded).toBe(1);
      expect((await reconciler.reconcile()).recorded).toBe(0);
      expect(await found()).toBe(foundBefore + 1);
      const recorded = await service.db
        .select()
        .from(payments)
        .where(eq(payments.transactionId, intent.body.paymentIntentId));
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ holdId, selectionId, priceCents: 2400, enrolmentStatus: 'pending' });
      expect(await service.db.select().from(selections).where(eq(selections.id, selectionId))).toHaveLength(0);
      const events = await service.db.select().from(outbox).where(eq(outbox.subject, PAYMENT_COMPLETED_V1.subject));
      expect(events.filter((event) => (event.payload.data as { holdId: string }).holdId === holdId)).toHaveLength(1);
      expect((await checkoutOf(holdId))?.status).toBe('succeeded');
    });

    it('is recorded when the student starts again, who is told the class is paid for and can see the payment', async () => {
      driver.holdsAtPrice(2400);
      const { selectionId } = await driver.selectNew(student);
      const intent = await driver.createIntent(student, selectionId);
      await chargedWithoutRecord(intent.body.paymentIntentId);

      expect(await driver.createIntent(student, selectionId)).toMatchObject({
        status: 409,
        body: { message: 'You have already paid for this class' },
      });
      const page = await call<{ payment?: { transactionId: string } }>(
        service.baseUrl,
        'GET',
        `/select/${selectionId}`,
        { token: student.token },
      );
      expect(page).toMatchObject({
        status: 200,
        body: { payment: { transactionId: intent.body.paymentIntentId, enrolmentStatus: 'pending' } },
      });
      // The page's own retry of POST /payment gets the same payment, not an error.
      expect((await driver.record(student, intent.body.paymentIntentId, selectionId)).status).toBe(201);
      expect(
        await service.db.select().from(payments).where(eq(payments.transactionId, intent.body.paymentIntentId)),
      ).toHaveLength(1);
    });
  });

  describe('a seat held for an attempt that died before its intent existed', () => {
    it('goes back to the class on the next pass once the attempt is stale, not at the hold’s expiry', async () => {
      driver.answersReleases();
      const { cls, selectionId } = await driver.selectNew(student);
      const holdId = randomUUID();
      // What payments writes before it asks classes for the seat; then it crashed.
      await service.db.insert(checkouts).values({
        holdId,
        selectionId,
        studentId: student.id,
        studentEmail: student.email,
        studentName: student.name,
        classId: cls.classId,
      });

      expect((await reconciler.reconcile()).abandoned).toBe(0);
      await age(holdId);
      expect((await reconciler.reconcile()).abandoned).toBe(1);
      expect(driver.released).toContain(holdId);
      expect(await checkoutOf(holdId)).toMatchObject({ status: 'abandoned', seatReleased: true });
    });

    it('is given back when classes granted it but its answer was lost', async () => {
      // classes takes the seat but answers too late: payments gives up, answers 503 and gives the seat back.
      driver.answersReleases();
      const { selectionId } = await driver.selectNew(student);
      const slow = service.nc.subscribe(service.requestSubject('classes.seat.hold.v1'), { callback: () => undefined });
      try {
        expect((await driver.createIntent(student, selectionId)).status).toBe(503);
      } finally {
        slow.unsubscribe();
      }
      const [attempt] = await service.db.select().from(checkouts).where(eq(checkouts.selectionId, selectionId));
      expect(attempt).toMatchObject({ status: 'abandoned', seatReleased: true });
      expect(driver.released).toContain(attempt?.holdId);
    });
  });

  describe('a seat whose release classes did not confirm', () => {
    /** A card declined while classes answers no release: the attempt is over, its seat still held by classes. */
    const declinedWhileClassesAnswersNoRelease = async () => {
      driver.holdsAtPrice(1800, { releases: false });
      const { selectionId } = await driver.selectNew(student);
      const intent = await driver.createIntent(student, selectionId);
      const holdId = driver.held.at(-1) as string;
      expect((await driver.confirm(intent.body.clientSecret, '4000 0000 0000 0002')).status).toBe(402);
      return { selectionId, holdId };
    };

    it('is asked for again on each pass until classes answers', async () => {
      const { holdId } = await declinedWhileClassesAnswersNoRelease();
      expect(await checkoutOf(holdId)).toMatchObject({ status: 'failed', seatReleased: false });

      expect((await reconciler.reconcile()).released).toBe(0);
      driver.answersReleases();
      expect((await reconciler.reconcile()).released).toBeGreaterThanOrEqual(1);
      expect(driver.released).toContain(holdId);
      expect((await checkoutOf(holdId))?.seatReleased).toBe(true);
    });

    it('is given back when the student starts again and classes hands them that seat, so they get a new one at once', async () => {
      const { selectionId, holdId } = await declinedWhileClassesAnswersNoRelease();

      // classes still holds the ended attempt's seat and hands it back for the new attempt: while classes answers no
      // release, nothing is sure, so the answer is the usual 503; once it does, the seat is given back and a new one held.
      const whileAway = await driver.createIntent(student, selectionId);
      expect(whileAway.status).toBe(503);
      expect(await checkoutOf(holdId)).toMatchObject({ status: 'canceled', seatReleased: false });
      driver.answersReleases();
      const again = await driver.createIntent(student, selectionId);
      expect(again.status).toBe(200);
      expect(driver.released).toContain(holdId);
      expect(await checkoutOf(holdId)).toMatchObject({ status: 'canceled', seatReleased: true });
      const newHold = driver.held.at(-1) as string;
      expect(newHold).not.toBe(holdId);
      expect(await checkoutOf(newHold)).toMatchObject({ status: 'open', intentId: again.body.paymentIntentId });
    });
  });
});

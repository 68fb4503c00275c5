import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASS_CANCELLED_V1,
  ENROLMENT_CONFIRMED_V1,
  REFUND_REQUESTED_V1,
  TEST_CARDS,
  createEventEnvelope,
  eventWireSubject,
  type ClassSnapshot,
} from '@classhub/contracts';
import { NATS_CONNECTION, outbox, processedEvents } from '@classhub/nest-kit';
import { callJson as call } from '@classhub/testing';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { eq, inArray } from 'drizzle-orm';
import { CLASS_CANCELLED_REFUND_REASON } from '../src/cancellations/class-cancelled.handler.js';
import { classListings } from '../src/class-listings/class-listings-read-model.entity.js';
import { payments } from '../src/payments/payment.entity.js';
import { refunds } from '../src/refunds/refund.entity.js';
import { checkoutDriver } from './support/checkout-driver.js';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';

/** classes' cancellation of a class, as payments hears it (decision 0041); e2e/tests/class-cancel.spec.ts runs both. */
describe('payments: a cancelled class refunds every paid enrolment once (decision 0041)', () => {
  let service: RunningPayments;
  let driver: ReturnType<typeof checkoutDriver>;

  beforeAll(async () => {
    service = await startPayments({ REFUND_WINDOW_DAYS: '14', REFUND_RECONCILE_INTERVAL_MS: '60000' });
    driver = checkoutDriver(service);
  });

  afterEach(() => driver.silenceClasses());

  afterAll(async () => {
    await service?.stop();
  });

  /** A confirmed, paid enrolment of a new student in the class. */
  async function paidEnrolment(cls: ClassSnapshot): Promise<{ student: SignedInUser; paymentId: string }> {
    const student = await service.signIn('student');
    driver.holdsAtPrice(2500);
    const selected = await driver.selectOf(student, cls.classId);
    const intent = await driver.createIntent(student, selected.body.insertedId);
    const confirmed = await driver.confirm(intent.body.clientSecret, TEST_CARDS.success);
    const recorded = await driver.record(student, confirmed.body.paymentIntent.id, selected.body.insertedId);
    const paymentId = recorded.body.insertResult.insertedId;
    await service.publish(ENROLMENT_CONFIRMED_V1, {
      paymentId,
      holdId: crypto.randomUUID(),
      classId: cls.classId,
      studentId: student.id,
    });
    return { student, paymentId };
  }

  const cancelled = (cls: ClassSnapshot, studentIds: string[]) => ({
    ...cls,
    cancelledAt: new Date().toISOString(),
    reason: 'Instructor ill',
    cancelledBy: 'instructor' as const,
    enrolledStudentIds: studentIds,
    waitlistedStudentIds: [],
  });

  it('refunds every paid payment of the class as the system, ignoring the window, and stops selling it', async () => {
    const cls = await service.approvedClass();
    const first = await paidEnrolment(cls);
    const second = await paidEnrolment(cls);
    const elsewhere = await paidEnrolment(await service.approvedClass());
    // Paid long ago: outside any student's window.
    await service.db
      .update(payments)
      .set({ paidAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(payments.id, first.paymentId));

    await service.publish(CLASS_CANCELLED_V1, cancelled(cls, [first.student.id, second.student.id]));

    const ledger = await service.db
      .select()
      .from(refunds)
      .where(inArray(refunds.paymentId, [first.paymentId, second.paymentId, elsewhere.paymentId]));
    expect(ledger).toHaveLength(2);
    expect(ledger.every((refund) => refund.initiatedBy === 'system')).toBe(true);
    expect(ledger.every((refund) => refund.reason === CLASS_CANCELLED_REFUND_REASON)).toBe(true);
    expect(ledger.every((refund) => refund.amountCents === 2500)).toBe(true);
    const requested = await service.db.select().from(outbox).where(eq(outbox.subject, REFUND_REQUESTED_V1.subject));
    const ids = new Set(ledger.map((refund) => refund.id));
    expect(
      requested.filter((row) => ids.has((row.payload as { data: { refundId: string } }).data.refundId)),
    ).toHaveLength(2);

    const [listing] = await service.db.select().from(classListings).where(eq(classListings.classId, cls.classId));
    expect(listing?.cancelledAt).not.toBeNull();
    const student = await service.signIn('student');
    const select = await call<{ message: string }>(service.baseUrl, 'POST', '/selected', {
      token: student.token,
      body: { classId: cls.classId },
    });
    expect(select.status).toBe(409);
  });

  it('refunds nothing twice when the event comes again (a redelivery, or a second event)', async () => {
    const cls = await service.approvedClass();
    const { student, paymentId } = await paidEnrolment(cls);
    const data = cancelled(cls, [student.id]);
    // The same event delivered twice (JetStream's de-duplication bypassed with another message id), then a new one.
    const envelope = createEventEnvelope(CLASS_CANCELLED_V1, data);
    const js = jetstream(service.app.get<NatsConnection>(NATS_CONNECTION));
    const subject = eventWireSubject(service.config.NATS_NAMESPACE, CLASS_CANCELLED_V1.subject);
    await js.publish(subject, JSON.stringify(envelope), { msgID: `${envelope.id}-a` });
    await js.publish(subject, JSON.stringify(envelope), { msgID: `${envelope.id}-b` });
    await service.publish(CLASS_CANCELLED_V1, data);
    for (let waited = 0; waited < 5_000; waited += 50) {
      const done = await service.db.select().from(processedEvents).where(eq(processedEvents.eventId, envelope.id));
      if (done.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ledger = await service.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(ledger).toHaveLength(1);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { ENROLMENT_CONFIRMED_V1, REFUND_MESSAGES, SCHEDULE_MESSAGES, type PaymentDto } from '@classhub/contracts';
import { callJson as call } from '@classhub/testing';
import { eq } from 'drizzle-orm';
import { classListings } from '../src/class-listings/class-listings-read-model.entity.js';
import { checkoutDriver } from './support/checkout-driver.js';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';

const HOUR_MS = 3_600_000;

/** Decision 0040 in payments: an ended class is not sold, and a student's refund window closes when the class starts. */
describe('payments: the class schedule (decision 0040)', () => {
  let service: RunningPayments;
  let student: SignedInUser;
  let admin: SignedInUser;
  let driver: ReturnType<typeof checkoutDriver>;

  beforeAll(async () => {
    service = await startPayments({ REFUND_WINDOW_DAYS: '14' });
    student = await service.signIn('student');
    admin = await service.signIn('admin');
    driver = checkoutDriver(service);
  });

  afterEach(() => driver.silenceClasses());

  afterAll(async () => {
    await service?.stop();
  });

  /** A confirmed, paid enrolment of a class starting in `startsInMs`. */
  async function enrolment(startsInMs: number) {
    driver.holdsAtPrice(2500);
    const startsAt = new Date(Date.now() + startsInMs).toISOString();
    const endsAt = new Date(Date.now() + startsInMs + HOUR_MS).toISOString();
    const checkout = await driver.paidCheckout(student, { startsAt, endsAt });
    await service.publish(ENROLMENT_CONFIRMED_V1, {
      paymentId: checkout.paymentId,
      holdId: crypto.randomUUID(),
      classId: checkout.cls.classId,
      studentId: student.id,
    });
    return { ...checkout, startsAt };
  }

  const paymentOf = async (paymentId: string) =>
    (
      await call<PaymentDto[]>(service.baseUrl, 'GET', `/payment?email=${student.email}`, { token: student.token })
    ).body.find((payment) => payment._id === paymentId);
  const askRefund = (user: SignedInUser, paymentId: string, body?: unknown) =>
    call<{ message: string; reason?: string }>(
      service.baseUrl,
      'POST',
      user === admin ? `/admin/payments/${paymentId}/refund` : `/payments/${paymentId}/refund`,
      { token: user.token, body },
    );

  it('refuses to select a class whose last session is over', async () => {
    const ended = await service.approvedClass({
      startsAt: new Date(Date.now() - 3 * HOUR_MS).toISOString(),
      endsAt: new Date(Date.now() - HOUR_MS).toISOString(),
    });
    expect(await driver.selectOf(student, ended.classId)).toMatchObject({
      status: 409,
      body: { message: SCHEDULE_MESSAGES.classEnded },
    });
  });

  it('offers a refund until the class starts when it starts before the window ends', async () => {
    const { paymentId, startsAt } = await enrolment(2 * 24 * HOUR_MS);
    expect((await paymentOf(paymentId))?.refundableUntil).toBe(startsAt);
    const receipt = await call<{ refundDeadline: string }>(service.baseUrl, 'GET', `/payments/${paymentId}/receipt`, {
      token: student.token,
    });
    expect(receipt.body.refundDeadline).toBe(startsAt);
  });

  it('refuses a student refund once the class has started, with its own reason; an admin may still refund', async () => {
    const { paymentId, cls } = await enrolment(2 * 24 * HOUR_MS);
    await service.db
      .update(classListings)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(classListings.classId, cls.classId));
    expect((await paymentOf(paymentId))?.refundableUntil).toBeUndefined();
    expect(await askRefund(student, paymentId)).toMatchObject({
      status: 409,
      body: { reason: 'class-started', message: REFUND_MESSAGES['class-started'] },
    });
    expect((await askRefund(admin, paymentId, { reason: 'Could not attend, agreed by mail' })).status).toBe(202);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_USER_LIST, type PaymentDto } from '@classhub/contracts';
import { callJson as call } from '@classhub/testing';
import type { Subscription } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { payments } from '../src/payments/payment.entity.js';
import { DEMO_REFUND } from '../src/refunds/demo-refund.seeder.js';
import { refunds } from '../src/refunds/refund.entity.js';
import { startPayments, type RunningPayments } from './support/payments-app.js';

describe('payments: the demo refunded payment (SEED_DEMO_DATA)', () => {
  let service: RunningPayments;
  let identity: Subscription | undefined;

  beforeAll(async () => {
    service = await startPayments({ SEED_DEMO_DATA: 'true' });
  });

  afterAll(async () => {
    identity?.unsubscribe();
    await service?.stop();
  });

  it('is seeded once the class and the student are known, as a succeeded refund of what was paid', async () => {
    await service.approvedClass({ className: DEMO_REFUND.className, price: 35, instructorName: 'Mei Tanaka' });
    const student = await service.signIn('student', DEMO_REFUND.studentEmail, 'Zara Ahmed');
    // identity's list of users, as identity answers it.
    identity = service.nc.subscribe(service.requestSubject(IDENTITY_USER_LIST.subject), {
      callback: (_error, message) => {
        const users = [{ userId: student.id, email: student.email, name: student.name, role: 'student' }];
        message.respond(JSON.stringify({ ok: true, data: { users, next: null, asOf: new Date().toISOString() } }));
      },
    });
    let refund;
    for (let waited = 0; !refund && waited < 10_000; waited += 100) {
      [refund] = await service.db.select().from(refunds);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refund).toMatchObject({ state: 'succeeded', initiatedBy: 'student', amountCents: 3500 });
    const [payment] = await service.db.select().from(payments).where(eq(payments.id, refund!.paymentId));
    expect(payment).toMatchObject({
      enrolmentStatus: 'refunded',
      studentId: student.id,
      className: DEMO_REFUND.className,
    });

    const listed = await call<PaymentDto[]>(service.baseUrl, 'GET', `/payment?email=${student.email}`, {
      token: student.token,
    });
    expect(listed.body).toEqual([
      expect.objectContaining({
        price: 35,
        enrolmentStatus: 'refunded',
        refund: expect.objectContaining({ state: 'succeeded' }),
      }),
    ]);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { CLASS_ENROLMENT_CHANGED_V1, PAYMENT_MESSAGES } from '@classhub/contracts';
import { checkoutDriver } from './support/checkout-driver.js';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';

/**
 * Decision 0038 on payments' side: a seat classes keeps for a waitlisted student is not in the class's listed seats, so
 * payments asks classes (a stand-in here) about the student before refusing a full class or queueing for it.
 */
describe('payments: a seat offered from the waitlist (real PostgreSQL and NATS, classes stood in for)', () => {
  let service: RunningPayments;
  let offered: SignedInUser;
  let other: SignedInUser;
  let driver: ReturnType<typeof checkoutDriver>;

  beforeAll(async () => {
    service = await startPayments();
    offered = await service.signIn('student');
    other = await service.signIn('student');
    driver = checkoutDriver(service);
  });

  afterEach(() => {
    driver.silenceClasses();
    driver.offerAsks.length = 0;
  });

  afterAll(async () => {
    await service?.stop();
  });

  const keptForOffered = () => driver.keepsSeatsFor((ask) => ask.studentId === offered.id);

  it('lets the student a seat is kept for select a full class, and nobody else', async () => {
    keptForOffered();
    const full = await service.approvedClass({ availableSeats: 0, enrolled: 10 });
    expect((await driver.selectOf(offered, full.classId)).status).toBe(201);
    expect(await driver.selectOf(other, full.classId)).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MESSAGES.classFull },
    });
    expect(driver.offerAsks).toEqual([
      { classId: full.classId, studentId: offered.id },
      { classId: full.classId, studentId: other.id },
    ]);
  });

  it('does not ask classes about a class with seats listed', async () => {
    keptForOffered();
    const open = await service.approvedClass({ availableSeats: 3 });
    expect((await driver.selectOf(other, open.classId)).status).toBe(201);
    expect(driver.offerAsks).toEqual([]);
  });

  it('refuses a full class as before when classes does not answer', async () => {
    const full = await service.approvedClass({ availableSeats: 0, enrolled: 10 });
    expect(await driver.selectOf(offered, full.classId)).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MESSAGES.classFull },
    });
  });

  it('asks classes for the offered seat at once, even while the seat queue counts the class full', async () => {
    keptForOffered();
    driver.hearsWaiting();
    // classes grants the offered student their seat and refuses everyone else: the class is full.
    driver.classesAnswers((request) =>
      request.studentId === offered.id
        ? {
            ok: true,
            holdId: request.holdId,
            priceCents: 1999,
            className: 'Offered class',
            expiresAt: new Date(Date.now() + 180_000).toISOString(),
            seatsLeft: 0,
          }
        : { ok: false, reason: 'full', message: 'This class is full: no seat is free' },
    );
    const cls = await service.approvedClass({ availableSeats: 2 });
    const mine = await driver.selectOf(offered, cls.classId);
    const theirs = await driver.selectOf(other, cls.classId);
    await service.publish(CLASS_ENROLMENT_CHANGED_V1, { ...cls, availableSeats: 0, enrolled: 1 });

    // Refused as full by classes: the queue now counts no seat left, and would turn the next student away unasked.
    expect((await driver.createIntent(other, theirs.body.insertedId)).status).toBe(409);
    const intent = await driver.createIntent(offered, mine.body.insertedId);
    expect(intent.status).toBe(200);
    expect(intent.body.clientSecret).toEqual(expect.any(String));
    expect(driver.offerAsks.filter((ask) => ask.studentId === offered.id)).toEqual([
      { classId: cls.classId, studentId: offered.id },
    ]);
    expect(driver.waiting.flatMap((report) => report.studentIds)).not.toContain(offered.id);
  });
});

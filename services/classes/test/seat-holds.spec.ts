import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASS_ENROLMENT_CHANGED_V1,
  CLASSES_SEAT_ATTACH,
  CLASSES_SEAT_RELEASE,
  createEventEnvelope,
  deadLetterSubject,
  ENROLMENT_CONFIRMED_V1,
  ENROLMENT_REJECTED_V1,
  eventWireSubject,
  PAYMENT_COMPLETED_V1,
  type EventEnvelope,
  type EventInput,
} from '@classhub/contracts';
import { deadLetterStreamName, NATS_CONNECTION, outbox, processedEvents } from '@classhub/nest-kit';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { classes, type ClassRow } from '../src/classes/class.entity.js';
import { seatHolds } from '../src/seats/seat-hold.entity.js';
import { SeatHoldSweeper } from '../src/seats/seat-hold.sweeper.js';
import { SeatHoldsService } from '../src/seats/seat-holds.service.js';
import { appMetric } from '@classhub/nest-kit';
import { startClasses, type RunningClasses } from './support/classes-app.js';
import { seatRequests } from './support/seat-requests.js';

describe('classes: seat holds and enrolment on payment (real PostgreSQL and NATS)', () => {
  let service: RunningClasses;

  beforeAll(async () => {
    // A short sweep interval so one test can watch the timer release an expired hold.
    service = await startClasses({ SEAT_HOLD_SWEEP_INTERVAL_MS: '200' });
  });

  afterAll(async () => {
    await service?.stop();
  });

  const seats = () => seatRequests(service);
  const newClass = (count: number, status?: ClassRow['status']) => seats().newClass(count, status);
  const payments = () => seats().payments();
  const hold = (classId: string, studentId?: string, holdId?: string) => seats().hold(classId, studentId, holdId);
  const release = (holdId: string) => seats().release(holdId);

  const seatsOf = async (classId: string) => {
    const [row] = await service.db.select().from(classes).where(eq(classes.id, classId));
    const [{ held }] = (await service.db
      .select({ held: sql<number>`count(*)::int` })
      .from(seatHolds)
      .where(and(eq(seatHolds.classId, classId), eq(seatHolds.status, 'held')))) as [{ held: number }];
    return { availableSeats: row!.availableSeats, enrolled: row!.enrolled, held };
  };
  const expectInvariant = async (classId: string, total: number) => {
    const seats = await seatsOf(classId);
    expect(seats.availableSeats).toBeGreaterThanOrEqual(0);
    expect(seats.availableSeats + seats.enrolled + seats.held).toBe(total);
    return seats;
  };
  const holdStatus = async (holdId: string) =>
    (await service.db.select().from(seatHolds).where(eq(seatHolds.id, holdId)))[0];

  const eventsAbout = async (subject: string, match: (data: Record<string, unknown>) => boolean) => {
    const rows = await service.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, subject))
      .orderBy(asc(outbox.createdAt));
    return rows
      .map((row) => row.payload as EventEnvelope<Record<string, unknown>>)
      .filter((envelope) => match(envelope.data));
  };
  const enrolmentEvents = (subject: string, paymentId: string) =>
    eventsAbout(subject, (data) => data.paymentId === paymentId);
  const classChanges = (classId: string) =>
    eventsAbout(CLASS_ENROLMENT_CHANGED_V1.subject, (data) => data.classId === classId);

  const waitApplied = async (eventId: string) => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const done = await service.db.select().from(processedEvents).where(eq(processedEvents.eventId, eventId));
      if (done.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`event ${eventId} was not applied`);
  };
  const publish = async (envelope: EventEnvelope, msgID = envelope.id) => {
    const js = jetstream(service.app.get<NatsConnection>(NATS_CONNECTION));
    await js.publish(
      eventWireSubject(service.config.NATS_NAMESPACE, PAYMENT_COMPLETED_V1.subject),
      JSON.stringify(envelope),
      { msgID },
    );
  };
  const newIntentId = () => `pi_${randomUUID().replaceAll('-', '')}`;
  /** What payments sends once the intent attached to the hold is paid (any other transaction enrols nobody). */
  const paymentFor = (
    holdId: string,
    classId: string,
    studentId: string,
    transactionId = attachedIntents.get(holdId) ?? newIntentId(),
  ): EventInput<typeof PAYMENT_COMPLETED_V1> => ({
    paymentId: randomUUID(),
    holdId,
    classId,
    studentId,
    studentEmail: 'student@example.com',
    transactionId,
    amountCents: 1999,
  });
  const completePayment = async (payment: EventInput<typeof PAYMENT_COMPLETED_V1>) => {
    const envelope = createEventEnvelope(PAYMENT_COMPLETED_V1, payment);
    await publish(envelope);
    await waitApplied(envelope.id);
    return envelope;
  };
  const expire = (holdId: string) =>
    service.db
      .update(seatHolds)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(seatHolds.id, holdId));
  const attachedIntents = new Map<string, string>();
  const attach = async (holdId: string, intentId: string) =>
    (await payments().request(CLASSES_SEAT_ATTACH, { holdId, intentId })).attached;
  /** A seat held and its intent attached, as payments does before it hands the intent to the browser. */
  const heldOk = async (classId: string, studentId: string = randomUUID(), holdId: string = randomUUID()) => {
    const reply = await hold(classId, studentId, holdId);
    if (!reply.ok) throw new Error(`hold refused: ${reply.message}`);
    // The same hold id is the same idempotency key at the provider, so the same intent.
    const intentId = attachedIntents.get(reply.holdId) ?? newIntentId();
    if (!(await attach(reply.holdId, intentId))) throw new Error(`intent not attached to ${reply.holdId}`);
    attachedIntents.set(reply.holdId, intentId);
    return { ...reply, studentId, intentId };
  };

  describe('hold', () => {
    it('holds a seat: one seat fewer, the server’s price, an expiry, and the class’s new snapshot in the outbox', async () => {
      const klass = await newClass(3);
      const heldSeats = () => appMetric(service.app, 'classhub_seats_held');
      const heldBefore = await heldSeats();
      const before = Date.now();
      const reply = await hold(klass.id);
      expect(reply).toMatchObject({ ok: true, priceCents: 1999, className: klass.className, seatsLeft: 2 });
      expect(await heldSeats()).toBe(heldBefore + 1);
      if (!reply.ok) return;
      const expiresIn = new Date(reply.expiresAt).getTime() - before;
      expect(expiresIn).toBeGreaterThan(170_000);
      expect(expiresIn).toBeLessThan(190_000);
      expect(await expectInvariant(klass.id, 3)).toEqual({ availableSeats: 2, enrolled: 0, held: 1 });
      const changes = await classChanges(klass.id);
      expect(changes.map((event) => event.data)).toEqual([expect.objectContaining({ availableSeats: 2, enrolled: 0 })]);
    });

    it('refuses a full class, an unapproved class and an unknown class, with a reason and a message', async () => {
      const full = await newClass(1);
      await heldOk(full.id);
      expect(await hold(full.id)).toEqual({
        ok: false,
        reason: 'full',
        message: 'This class is full: no seat is free',
      });
      const pending = await newClass(5, 'pending');
      expect(await hold(pending.id)).toEqual({
        ok: false,
        reason: 'not-approved',
        message: 'This class is not open for enrolment',
      });
      const denied = await newClass(5, 'denied');
      expect(await hold(denied.id)).toMatchObject({ ok: false, reason: 'not-approved' });
      expect(await hold(randomUUID())).toEqual({ ok: false, reason: 'not-found', message: 'Class not found' });
      expect(await seatsOf(pending.id)).toEqual({ availableSeats: 5, enrolled: 0, held: 0 });
      expect(await seatsOf(full.id)).toEqual({ availableSeats: 0, enrolled: 0, held: 1 });
    });

    it('answers the same hold id with the same hold, taking one seat only', async () => {
      const klass = await newClass(5);
      const studentId = randomUUID();
      const holdId = randomUUID();
      const first = await hold(klass.id, studentId, holdId);
      const again = await Promise.all([hold(klass.id, studentId, holdId), hold(klass.id, studentId, holdId)]);
      expect(again).toEqual([first, first]);
      expect(await seatsOf(klass.id)).toEqual({ availableSeats: 4, enrolled: 0, held: 1 });
    });

    it('gives a student who already holds a seat of the class that hold, not a second seat', async () => {
      const klass = await newClass(5);
      const studentId = randomUUID();
      const replies = await Promise.all(Array.from({ length: 5 }, () => hold(klass.id, studentId)));
      const holdIds = new Set(replies.map((reply) => (reply.ok ? reply.holdId : reply.reason)));
      expect(holdIds.size).toBe(1);
      expect(replies.map((reply) => reply.ok && reply.seatsLeft)).toEqual(Array(5).fill(4));
      expect(await seatsOf(klass.id)).toEqual({ availableSeats: 4, enrolled: 0, held: 1 });
    });

    it('refuses a hold id that belongs to another student or class', async () => {
      const klass = await newClass(5);
      const { holdId } = await heldOk(klass.id);
      expect(await hold(klass.id, randomUUID(), holdId)).toMatchObject({ ok: false, reason: 'not-found' });
      expect(await seatsOf(klass.id)).toEqual({ availableSeats: 4, enrolled: 0, held: 1 });
    });

    it('never oversells: 100 students at once for 10 seats get exactly 10 holds', async () => {
      const klass = await newClass(10);
      const replies = await Promise.all(Array.from({ length: 100 }, () => hold(klass.id)));
      expect(replies.filter((reply) => reply.ok)).toHaveLength(10);
      expect(replies.filter((reply) => !reply.ok && reply.reason === 'full')).toHaveLength(90);
      expect(await expectInvariant(klass.id, 10)).toEqual({ availableSeats: 0, enrolled: 0, held: 10 });
      // One snapshot per transaction, and each granted hold says the seats its transaction left: payments counts on
      // these to refuse a rush beyond them.
      const seatsLeft = replies.flatMap((reply) =>
        reply.ok && reply.seatsLeft !== undefined ? [reply.seatsLeft] : [],
      );
      const snapshots = (await classChanges(klass.id)).map(
        (event) => (event.data as { availableSeats: number }).availableSeats,
      );
      expect(snapshots.toSorted((a, b) => a - b)).toEqual([...new Set(seatsLeft)].toSorted((a, b) => a - b));
      expect(snapshots.at(-1)).toBe(0);
    });

    it('takes the seats asked for at the same moment in one transaction, in the order asked', async () => {
      const klass = await newClass(3);
      const seatHoldsService = service.app.get(SeatHoldsService);
      const requests = Array.from({ length: 5 }, () => ({
        holdId: randomUUID(),
        classId: klass.id,
        studentId: randomUUID(),
      }));
      const replies = await Promise.all(requests.map((request) => seatHoldsService.hold(request)));
      expect(replies.map((reply) => (reply.ok ? reply.seatsLeft : reply.reason))).toEqual([0, 0, 0, 'full', 'full']);
      expect(replies.slice(0, 3).map((reply) => reply.ok && reply.holdId)).toEqual(
        requests.slice(0, 3).map((request) => request.holdId),
      );
      expect(replies[3]).toEqual({ ok: false, reason: 'full', message: 'This class is full: no seat is free' });
      expect(await expectInvariant(klass.id, 3)).toEqual({ availableSeats: 0, enrolled: 0, held: 3 });
      expect(await classChanges(klass.id)).toHaveLength(1);
    });

    it('in a batch, a repeated hold id, a student asking twice and a student already holding each get one seat only', async () => {
      const klass = await newClass(5);
      const seatHoldsService = service.app.get(SeatHoldsService);
      const holding = await heldOk(klass.id);
      const twice = randomUUID();
      const repeated = { holdId: randomUUID(), classId: klass.id, studentId: randomUUID() };
      const requests = [
        repeated,
        { holdId: randomUUID(), classId: klass.id, studentId: twice },
        { ...repeated },
        { holdId: randomUUID(), classId: klass.id, studentId: twice },
        { holdId: randomUUID(), classId: klass.id, studentId: holding.studentId },
        { holdId: randomUUID(), classId: klass.id, studentId: randomUUID() },
      ];
      const replies = await Promise.all(requests.map((request) => seatHoldsService.hold(request)));
      const holdIds = replies.map((reply) => (reply.ok ? reply.holdId : reply.reason));
      expect(holdIds[0]).toBe(repeated.holdId);
      expect(holdIds[2]).toBe(repeated.holdId);
      expect(holdIds[3]).toBe(holdIds[1]);
      expect(holdIds[4]).toBe(holding.holdId);
      expect(replies.every((reply) => reply.ok)).toBe(true);
      expect(await expectInvariant(klass.id, 5)).toEqual({ availableSeats: 1, enrolled: 0, held: 4 });
    });
  });

  describe('release', () => {
    it('gives the seat back once; a second release answers false', async () => {
      const klass = await newClass(2);
      const { holdId } = await heldOk(klass.id);
      expect(await seatsOf(klass.id)).toEqual({ availableSeats: 1, enrolled: 0, held: 1 });
      const [first, second] = await Promise.all([release(holdId), release(holdId)]);
      expect([first, second].sort()).toEqual([false, true]);
      expect(await release(holdId)).toBe(false);
      expect(await expectInvariant(klass.id, 2)).toEqual({ availableSeats: 2, enrolled: 0, held: 0 });
      expect((await holdStatus(holdId))?.status).toBe('released');
      expect((await classChanges(klass.id)).map((event) => event.data.availableSeats)).toEqual([1, 2]);
    });

    it('answers false for an unknown hold', async () => {
      expect(await release(randomUUID())).toBe(false);
    });

    it('lets the student hold again after a release', async () => {
      const klass = await newClass(1);
      const { holdId, studentId } = await heldOk(klass.id);
      await release(holdId);
      const again = await heldOk(klass.id, studentId);
      expect(again.holdId).not.toBe(holdId);
      expect(await seatsOf(klass.id)).toEqual({ availableSeats: 0, enrolled: 0, held: 1 });
    });
  });

  describe('expiry', () => {
    it('the sweeper’s timer releases a hold past its expiry and only that one', async () => {
      const klass = await newClass(3);
      const expired = await heldOk(klass.id);
      const live = await heldOk(klass.id);
      await expire(expired.holdId);
      for (let waited = 0; (await holdStatus(expired.holdId))?.status === 'held' && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await holdStatus(expired.holdId))?.status).toBe('released');
      expect((await holdStatus(live.holdId))?.status).toBe('held');
      expect(await expectInvariant(klass.id, 3)).toEqual({ availableSeats: 2, enrolled: 0, held: 1 });
    });

    it('a hold id asked for again after it was given back takes no seat: payments asks each attempt under a new id', async () => {
      const klass = await newClass(1);
      const { holdId, studentId } = await heldOk(klass.id);
      await expire(holdId);
      await service.app.get(SeatHoldSweeper).sweep();
      expect(await seatsOf(klass.id)).toEqual({ availableSeats: 1, enrolled: 0, held: 0 });
      expect(await hold(klass.id, studentId, holdId)).toEqual({
        ok: false,
        reason: 'not-found',
        message: 'This seat hold has ended; press Pay to hold a seat again',
      });
      expect(await seatsOf(klass.id)).toEqual({ availableSeats: 1, enrolled: 0, held: 0 });
    });

    it('a release that overtakes its own hold request is written down: the hold, arriving late, takes no seat', async () => {
      const klass = await newClass(1);
      const studentId = randomUUID();
      const holdId = randomUUID();
      // payments gave up waiting for the hold's answer and gave the seat back before classes had seen the hold.
      expect(
        (
          await payments().request(CLASSES_SEAT_RELEASE, {
            holdId,
            reason: 'abandoned',
            classId: klass.id,
            studentId,
          })
        ).released,
      ).toBe(false);
      expect(await hold(klass.id, studentId, holdId)).toMatchObject({ ok: false, reason: 'not-found' });
      expect(await seatsOf(klass.id)).toEqual({ availableSeats: 1, enrolled: 0, held: 0 });
      // The student's next attempt, under a new id, gets the seat.
      expect((await hold(klass.id, studentId)).ok).toBe(true);
    });
  });

  describe('attach', () => {
    it('keeps the first intent of a held seat: the same again is fine, another one or a released hold is refused', async () => {
      const klass = await newClass(2);
      const { holdId, intentId } = await heldOk(klass.id);
      expect(await attach(holdId, intentId)).toBe(true);
      expect(await attach(holdId, newIntentId())).toBe(false);
      expect(await release(holdId)).toBe(true);
      const other = await hold(klass.id);
      if (!other.ok) throw new Error('hold refused');
      expect(await release(other.holdId)).toBe(true);
      expect(await attach(other.holdId, newIntentId())).toBe(false);
      expect(await attach(randomUUID(), newIntentId())).toBe(false);
    });

    it('records the intents asked for at the same moment together: each hold keeps one, the first one it had', async () => {
      const klass = await newClass(3);
      const seatHoldsService = service.app.get(SeatHoldsService);
      const attached = await heldOk(klass.id);
      const fresh = await hold(klass.id);
      const raced = await hold(klass.id);
      if (!fresh.ok || !raced.ok) throw new Error('hold refused');
      const [one, two] = [newIntentId(), newIntentId()];
      const answers = await Promise.all([
        seatHoldsService.attach(attached.holdId, attached.intentId),
        seatHoldsService.attach(attached.holdId, newIntentId()),
        seatHoldsService.attach(fresh.holdId, one),
        seatHoldsService.attach(raced.holdId, one),
        seatHoldsService.attach(raced.holdId, two),
        seatHoldsService.attach(randomUUID(), two),
      ]);
      expect(answers.slice(0, 3)).toEqual([true, false, true]);
      // Two intents for one hold in the same batch: exactly one of them is kept, and that is the one said yes to.
      expect(answers.slice(3, 5).filter(Boolean)).toHaveLength(1);
      const [row] = await service.db
        .select({ intentId: seatHolds.intentId })
        .from(seatHolds)
        .where(eq(seatHolds.id, raced.holdId));
      expect(row?.intentId).toBe(answers[3] ? one : two);
      expect(answers[5]).toBe(false);
    });
  });

  describe('payment completed', () => {
    it('turns the hold into an enrolment: converted, enrolled + 1, confirmation and the new snapshot published', async () => {
      const klass = await newClass(3);
      const { holdId, studentId } = await heldOk(klass.id);
      const payment = paymentFor(holdId, klass.id, studentId);
      await completePayment(payment);
      expect(await holdStatus(holdId)).toMatchObject({ status: 'converted', paymentId: payment.paymentId });
      expect(await expectInvariant(klass.id, 3)).toEqual({ availableSeats: 2, enrolled: 1, held: 0 });
      const confirmed = await enrolmentEvents(ENROLMENT_CONFIRMED_V1.subject, payment.paymentId);
      expect(confirmed.map((event) => event.data)).toEqual([
        { paymentId: payment.paymentId, holdId, classId: klass.id, studentId },
      ]);
      expect((await classChanges(klass.id)).at(-1)?.data).toMatchObject({ availableSeats: 2, enrolled: 1 });
    });

    it('applies a duplicated payment once', async () => {
      const klass = await newClass(3);
      const { holdId, studentId } = await heldOk(klass.id);
      const payment = paymentFor(holdId, klass.id, studentId);
      const envelope = await completePayment(payment);
      // The same event redelivered past JetStream's de-duplication window, then the same payment in a new event.
      await publish(envelope, randomUUID());
      await completePayment(payment);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await expectInvariant(klass.id, 3)).toEqual({ availableSeats: 2, enrolled: 1, held: 0 });
      expect(await enrolmentEvents(ENROLMENT_CONFIRMED_V1.subject, payment.paymentId)).toHaveLength(1);
      expect(await enrolmentEvents(ENROLMENT_REJECTED_V1.subject, payment.paymentId)).toHaveLength(0);
    });

    it('rejects a second payment for a hold another payment already converted', async () => {
      const klass = await newClass(3);
      const { holdId, studentId } = await heldOk(klass.id);
      await completePayment(paymentFor(holdId, klass.id, studentId));
      const second = paymentFor(holdId, klass.id, studentId);
      await completePayment(second);
      const rejected = await enrolmentEvents(ENROLMENT_REJECTED_V1.subject, second.paymentId);
      expect(rejected.map((event) => event.data.reason)).toEqual([
        'This seat was already paid for by another payment; your payment will be refunded',
      ]);
      expect(await seatsOf(klass.id)).toEqual({ availableSeats: 2, enrolled: 1, held: 0 });
    });

    it('enrols a payment that arrives after its hold expired while a seat is still free', async () => {
      const klass = await newClass(2);
      const { holdId, studentId } = await heldOk(klass.id);
      await expire(holdId);
      await service.app.get(SeatHoldSweeper).sweep();
      expect((await holdStatus(holdId))?.status).toBe('released');
      const payment = paymentFor(holdId, klass.id, studentId);
      await completePayment(payment);
      expect((await holdStatus(holdId))?.status).toBe('converted');
      expect(await expectInvariant(klass.id, 2)).toEqual({ availableSeats: 1, enrolled: 1, held: 0 });
      expect(await enrolmentEvents(ENROLMENT_CONFIRMED_V1.subject, payment.paymentId)).toHaveLength(1);
    });

    it('rejects a payment that arrives after its hold expired and the class filled up, changing nothing', async () => {
      const klass = await newClass(1);
      const late = await heldOk(klass.id);
      await expire(late.holdId);
      await service.app.get(SeatHoldSweeper).sweep();
      await heldOk(klass.id);
      const before = await seatsOf(klass.id);
      expect(before).toEqual({ availableSeats: 0, enrolled: 0, held: 1 });
      const payment = paymentFor(late.holdId, klass.id, late.studentId);
      await completePayment(payment);
      const rejected = await enrolmentEvents(ENROLMENT_REJECTED_V1.subject, payment.paymentId);
      expect(rejected.map((event) => event.data)).toEqual([
        {
          paymentId: payment.paymentId,
          holdId: late.holdId,
          classId: klass.id,
          studentId: late.studentId,
          reason: 'The class filled up before your payment arrived; your payment will be refunded',
        },
      ]);
      expect(await enrolmentEvents(ENROLMENT_CONFIRMED_V1.subject, payment.paymentId)).toHaveLength(0);
      expect((await holdStatus(late.holdId))?.status).toBe('released');
      expect(await expectInvariant(klass.id, 1)).toEqual(before);
    });

    it('rejects a payment for an unknown hold', async () => {
      const klass = await newClass(1);
      const payment = paymentFor(randomUUID(), klass.id, randomUUID());
      await completePayment(payment);
      const rejected = await enrolmentEvents(ENROLMENT_REJECTED_V1.subject, payment.paymentId);
      expect(rejected.map((event) => event.data.reason)).toEqual(['Unknown seat hold']);
      expect(await seatsOf(klass.id)).toEqual({ availableSeats: 1, enrolled: 0, held: 0 });
    });

    it('dead-letters a payment that is not of the intent attached to its hold, enrolling nobody, whoever sent it', async () => {
      const klass = await newClass(2);
      const { holdId, studentId } = await heldOk(klass.id);
      const forged = paymentFor(holdId, klass.id, studentId, newIntentId());
      const underpaid = { ...paymentFor(holdId, klass.id, studentId), amountCents: 1 };
      const overDiscounted = { ...paymentFor(holdId, klass.id, studentId), amountCents: 1000, discountCents: 1500 };
      for (const payment of [forged, underpaid, overDiscounted]) {
        await publish(createEventEnvelope(PAYMENT_COMPLETED_V1, payment));
      }
      const dlq = deadLetterSubject(service.config.NATS_NAMESPACE, 'classes', PAYMENT_COMPLETED_V1.subject);
      const jsm = await jetstreamManager(service.app.get<NatsConnection>(NATS_CONNECTION));
      const stream = deadLetterStreamName(service.config.NATS_NAMESPACE, 'classes');
      for (
        let waited = 0;
        ((await jsm.streams.info(stream, { subjects_filter: dlq })).state.subjects?.[dlq] ?? 0) < 3;
        waited += 50
      ) {
        if (waited > 10_000) throw new Error('the payments were not dead-lettered');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await holdStatus(holdId))?.status).toBe('held');
      expect(await expectInvariant(klass.id, 2)).toEqual({ availableSeats: 1, enrolled: 0, held: 1 });
      expect(await enrolmentEvents(ENROLMENT_CONFIRMED_V1.subject, forged.paymentId)).toHaveLength(0);
      expect(await enrolmentEvents(ENROLMENT_REJECTED_V1.subject, forged.paymentId)).toHaveLength(0);
      // The real payment still enrols the student.
      const real = paymentFor(holdId, klass.id, studentId);
      await completePayment(real);
      expect((await holdStatus(holdId))?.status).toBe('converted');
    });

    it('enrols a payment discounted by a promotion code: the amount and the discount make up the price quoted', async () => {
      const klass = await newClass(2);
      const { holdId, studentId } = await heldOk(klass.id);
      const discounted = { ...paymentFor(holdId, klass.id, studentId), amountCents: 1499, discountCents: 500 };
      await completePayment(discounted);
      expect(await holdStatus(holdId)).toMatchObject({ status: 'converted', paymentId: discounted.paymentId });
      expect(await enrolmentEvents(ENROLMENT_CONFIRMED_V1.subject, discounted.paymentId)).toHaveLength(1);
    });

    it('enrols a paid class’s seat for $0.00 when a code took the whole price, on the free path only', async () => {
      const klass = await newClass(2);
      const { holdId, studentId } = await heldOk(klass.id);
      const wholePrice = {
        ...paymentFor(holdId, klass.id, studentId, `free_${holdId}`),
        amountCents: 0,
        discountCents: 1999,
      };
      await completePayment(wholePrice);
      expect(await holdStatus(holdId)).toMatchObject({ status: 'converted', paymentId: wholePrice.paymentId });
    });

    it('enrols a free class’s seat for its $0.00 payment, and no card payment for it', async () => {
      const [free] = await service.db
        .insert(classes)
        .values({
          className: 'Free Seats',
          classImage: '/api/media/classes/piano.svg',
          instructorName: 'Ada',
          instructorEmail: 'ada@example.com',
          availableSeats: 2,
          priceCents: 0,
          status: 'approved',
        })
        .returning();
      const studentId = randomUUID();
      const reply = await hold(free!.id, studentId);
      if (!reply.ok) throw new Error('hold refused');
      expect(reply.priceCents).toBe(0);
      await completePayment({
        ...paymentFor(reply.holdId, free!.id, studentId, `free_${reply.holdId}`),
        amountCents: 0,
      });
      expect((await holdStatus(reply.holdId))?.status).toBe('converted');
    });

    it('a release after the conversion answers false and changes nothing', async () => {
      const klass = await newClass(2);
      const { holdId, studentId } = await heldOk(klass.id);
      await completePayment(paymentFor(holdId, klass.id, studentId));
      expect(await release(holdId)).toBe(false);
      await expire(holdId);
      await service.app.get(SeatHoldSweeper).sweep();
      expect((await holdStatus(holdId))?.status).toBe('converted');
      expect(await expectInvariant(klass.id, 2)).toEqual({ availableSeats: 1, enrolled: 1, held: 0 });
    });

    it('a release racing the payment: exactly one wins and the invariant holds', async () => {
      const klass = await newClass(1);
      const { holdId, studentId } = await heldOk(klass.id);
      const payment = paymentFor(holdId, klass.id, studentId);
      const [released] = await Promise.all([release(holdId), completePayment(payment)]);
      const status = (await holdStatus(holdId))?.status;
      const seats = await expectInvariant(klass.id, 1);
      // Released first: the payment found the seat free again and took it. Converted first: the release lost.
      expect(status).toBe('converted');
      expect(seats).toEqual({ availableSeats: 0, enrolled: 1, held: 0 });
      expect(typeof released).toBe('boolean');
    });
  });
});

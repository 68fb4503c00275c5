import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASS_ENROLMENT_CHANGED_V1,
  createEventEnvelope,
  ENROLMENT_WITHDRAWN_V1,
  eventWireSubject,
  REFUND_REQUESTED_V1,
  type EventEnvelope,
  type EventInput,
} from '@classhub/contracts';
import { NATS_CONNECTION, outbox, processedEvents } from '@classhub/nest-kit';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { classes } from '../src/classes/class.entity.js';
import { seatHolds } from '../src/seats/seat-hold.entity.js';
import { startClasses, type RunningClasses } from './support/classes-app.js';
import { seatRequests } from './support/seat-requests.js';

type RefundRequested = EventInput<typeof REFUND_REQUESTED_V1>;

describe('classes: a refund withdraws its enrolment and gives the seat back (decision 0034)', () => {
  let service: RunningClasses;

  beforeAll(async () => {
    service = await startClasses();
  });

  afterAll(async () => {
    await service?.stop();
  });

  /** A class of `seats` seats with one student enrolled by a converted hold, as a completed payment leaves it. */
  const enrolledStudent = async (seats = 5) => {
    const klass = await seatRequests(service).newClass(seats);
    const refund: RefundRequested = {
      refundId: randomUUID(),
      paymentId: randomUUID(),
      holdId: randomUUID(),
      classId: klass.id,
      studentId: randomUUID(),
    };
    await service.db.transaction(async (tx) => {
      await tx
        .update(classes)
        .set({ availableSeats: sql`${classes.availableSeats} - 1`, enrolled: sql`${classes.enrolled} + 1` })
        .where(eq(classes.id, klass.id));
      await tx.insert(seatHolds).values({
        id: refund.holdId,
        classId: klass.id,
        studentId: refund.studentId,
        status: 'converted',
        paymentId: refund.paymentId,
        priceCents: 1999,
        intentId: 'pi_test',
        expiresAt: new Date(),
      });
    });
    return refund;
  };

  const deliver = async (refund: RefundRequested) => {
    const envelope = createEventEnvelope(REFUND_REQUESTED_V1, refund);
    const js = jetstream(service.app.get<NatsConnection>(NATS_CONNECTION));
    await js.publish(
      eventWireSubject(service.config.NATS_NAMESPACE, REFUND_REQUESTED_V1.subject),
      JSON.stringify(envelope),
      {
        msgID: envelope.id,
      },
    );
    return envelope.id;
  };
  const applied = async (eventIds: string[]) => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const done = await service.db.select().from(processedEvents).where(inArray(processedEvents.eventId, eventIds));
      if (done.length === eventIds.length) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`events ${eventIds.join(', ')} were not all applied`);
  };
  const seatsOf = async (classId: string) => {
    const [row] = await service.db.select().from(classes).where(eq(classes.id, classId));
    return { availableSeats: row?.availableSeats, enrolled: row?.enrolled };
  };
  const published = async (subject: string, match: (data: Record<string, unknown>) => boolean) =>
    (await service.db.select().from(outbox).where(eq(outbox.subject, subject)).orderBy(asc(outbox.createdAt)))
      .map((row) => (row.payload as EventEnvelope<Record<string, unknown>>).data)
      .filter(match);
  const answersTo = (refund: RefundRequested) =>
    published(ENROLMENT_WITHDRAWN_V1.subject, (data) => data.refundId === refund.refundId);

  it('gives the seat back once: enrolled − 1, available + 1, the class’s snapshot and the answer published', async () => {
    const refund = await enrolledStudent(5);
    await applied([await deliver(refund)]);
    expect(await seatsOf(refund.classId)).toEqual({ availableSeats: 5, enrolled: 0 });
    expect(await answersTo(refund)).toEqual([
      {
        refundId: refund.refundId,
        paymentId: refund.paymentId,
        classId: refund.classId,
        studentId: refund.studentId,
        seatReleased: true,
      },
    ]);
    const snapshots = await published(CLASS_ENROLMENT_CHANGED_V1.subject, (data) => data.classId === refund.classId);
    expect(snapshots.at(-1)).toMatchObject({ availableSeats: 5, enrolled: 0 });

    // Announced again (payments' reconciler): answered again, nothing given back twice.
    await applied([await deliver(refund)]);
    expect(await seatsOf(refund.classId)).toEqual({ availableSeats: 5, enrolled: 0 });
    expect((await answersTo(refund)).map((answer) => answer.seatReleased)).toEqual([true, false]);
  });

  it('releases one seat for 10 deliveries of one refund at once, keeping seats + enrolled constant', async () => {
    const refund = await enrolledStudent(4);
    const ids = await Promise.all(Array.from({ length: 10 }, () => deliver(refund)));
    await applied(ids);
    expect(await seatsOf(refund.classId)).toEqual({ availableSeats: 4, enrolled: 0 });
    expect((await answersTo(refund)).filter((answer) => answer.seatReleased)).toHaveLength(1);
  });

  it('answers a refund of a payment that enrolled nobody without touching any seat', async () => {
    const refund = await enrolledStudent(3);
    const stranger = { ...refund, refundId: randomUUID(), paymentId: randomUUID(), holdId: randomUUID() };
    await applied([await deliver(stranger)]);
    expect(await seatsOf(refund.classId)).toEqual({ availableSeats: 2, enrolled: 1 });
    expect(await answersTo(stranger)).toEqual([expect.objectContaining({ seatReleased: false })]);
    const [hold] = await service.db
      .select()
      .from(seatHolds)
      .where(and(eq(seatHolds.id, refund.holdId), eq(seatHolds.status, 'converted')));
    expect(hold).toBeDefined();
  });
});

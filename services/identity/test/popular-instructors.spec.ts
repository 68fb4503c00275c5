import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASS_APPROVED_V1,
  CLASS_CREATED_V1,
  CLASS_DENIED_V1,
  CLASS_ENROLMENT_CHANGED_V1,
  CLASS_UPDATED_V1,
  createEventEnvelope,
  eventWireSubject,
  type ClassSnapshot,
  classSnapshotSchema,
  type EventDefinition,
  type InstructorDto,
} from '@classhub/contracts';
import { NATS_CONNECTION, processedEvents } from '@classhub/nest-kit';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { classEnrolments } from '../src/popular-instructors/class-enrolment.entity.js';
import { ClassEnrolmentsProjection } from '../src/popular-instructors/class-enrolments.projection.js';
import { users } from '../src/users/user.entity.js';
import { call } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

type ClassEvent = EventDefinition<string, typeof classSnapshotSchema>;

const AMELIA = 'instructor1@classhub.test';
const RAFAEL = 'instructor2@classhub.test';
const MEI = 'instructor3@classhub.test';
// Five more instructors, so eight compete for six places.
const EXTRA = ['Bianca Rossi', 'Carlos Mendes', 'Dana Levi', 'Elif Kaya', 'Farah Nasser'].map((name, i) => ({
  name,
  email: `extra${i + 1}@classhub.test`,
}));

let classNumber = 0;
function snapshot(instructorEmail: string, status: ClassSnapshot['status'], enrolled: number): ClassSnapshot {
  classNumber += 1;
  return {
    classId: crypto.randomUUID(),
    className: `Class ${classNumber}`,
    instructorEmail,
    instructorName: instructorEmail,
    status,
    enrolled,
    availableSeats: 10,
    price: 19.99,
  };
}

describe('identity: GET /popularinstructors from the classes events (real PostgreSQL and NATS)', () => {
  let identity: RunningIdentity;

  beforeAll(async () => {
    identity = await startIdentity();
    await identity.db
      .insert(users)
      .values(EXTRA.map(({ name, email }) => ({ name, email, role: 'instructor' as const, joinYear: 2026 })));
  });

  afterAll(async () => {
    await identity?.stop();
  });

  const popular = async () => {
    const answer = await call<InstructorDto[]>(identity.baseUrl, 'GET', '/popularinstructors');
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const popularNames = async () => (await popular()).map((instructor) => instructor.name);

  /** Publishes an event as the classes service's relay would: on JetStream, in identity's namespace. */
  const publish = async (event: ClassEvent, data: ClassSnapshot, occurredAt = new Date()) => {
    const envelope = createEventEnvelope(event, data, { occurredAt });
    const js = jetstream(identity.app.get<NatsConnection>(NATS_CONNECTION));
    await js.publish(eventWireSubject(identity.config.NATS_NAMESPACE, event.subject), JSON.stringify(envelope), {
      msgID: envelope.id,
    });
    return envelope;
  };

  /** Waits until identity's consumer has applied (and committed) the event. */
  const applied = async (eventId: string) => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const rows = await identity.db.select().from(processedEvents).where(eq(processedEvents.eventId, eventId));
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`event ${eventId} was not applied`);
  };

  const publishAndApply = async (event: ClassEvent, data: ClassSnapshot, occurredAt?: Date) =>
    applied((await publish(event, data, occurredAt)).id);

  it('is public and fills its six places with instructors by name while no class has students', async () => {
    const body = await popular();
    expect(body.map((instructor) => instructor.name)).toEqual([
      'Amelia Hart',
      'Bianca Rossi',
      'Carlos Mendes',
      'Dana Levi',
      'Elif Kaya',
      'Farah Nasser',
    ]);
    for (const instructor of body) {
      expect(Object.keys(instructor).sort()).toEqual(['email', 'name', 'photo', 'role']);
      expect(instructor.role).toBe('instructor');
    }
  });

  let rafaelGuitar: ClassSnapshot;
  let ameliaWatercolor: ClassSnapshot;
  let ameliaPending: ClassSnapshot;

  it('ranks by students in approved classes only, most first, ties by name, at most six', async () => {
    rafaelGuitar = snapshot(RAFAEL, 'approved', 10);
    ameliaWatercolor = snapshot(AMELIA, 'approved', 5);
    ameliaPending = snapshot(AMELIA, 'pending', 100);
    const extra5 = snapshot(` ${EXTRA[4]!.email.toUpperCase()} `, 'approved', 7); // emails compare normalised
    const extra4 = snapshot(EXTRA[3]!.email, 'approved', 5);
    const meiDenied = snapshot(MEI, 'denied', 50);
    for (const data of [rafaelGuitar, ameliaWatercolor, ameliaPending, extra5, extra4, meiDenied])
      await publishAndApply(CLASS_CREATED_V1, data);

    expect(await popularNames()).toEqual([
      'Rafael Okafor',
      'Farah Nasser',
      'Amelia Hart',
      'Elif Kaya',
      'Bianca Rossi',
      'Carlos Mendes',
    ]);
  });

  it('re-ranks on a later enrolment change and ignores an older snapshot that arrives after it', async () => {
    await publishAndApply(CLASS_ENROLMENT_CHANGED_V1, { ...ameliaWatercolor, enrolled: 20 });
    expect((await popularNames()).slice(0, 3)).toEqual(['Amelia Hart', 'Rafael Okafor', 'Farah Nasser']);

    await publishAndApply(
      CLASS_ENROLMENT_CHANGED_V1,
      { ...ameliaWatercolor, enrolled: 1 },
      new Date(Date.now() - 60_000),
    );
    const [row] = await identity.db
      .select()
      .from(classEnrolments)
      .where(eq(classEnrolments.classId, ameliaWatercolor.classId));
    expect(row?.enrolled).toBe(20);
    expect((await popularNames())[0]).toBe('Amelia Hart');
  });

  it('counts a class once approved and stops counting it once denied', async () => {
    await publishAndApply(CLASS_APPROVED_V1, { ...ameliaPending, status: 'approved' });
    await publishAndApply(CLASS_DENIED_V1, { ...rafaelGuitar, status: 'denied' });
    await publishAndApply(CLASS_UPDATED_V1, snapshot(MEI, 'approved', 8));
    expect(await popularNames()).toEqual([
      'Amelia Hart',
      'Mei Tanaka',
      'Farah Nasser',
      'Elif Kaya',
      'Bianca Rossi',
      'Carlos Mendes',
    ]);
  });

  it('applies a snapshot idempotently when the handler runs twice', async () => {
    const projection = identity.app.get(ClassEnrolmentsProjection);
    const data = { ...snapshot(MEI, 'approved', 3) };
    const envelope = createEventEnvelope(CLASS_UPDATED_V1, data);
    for (let i = 0; i < 2; i += 1) await identity.db.transaction((tx) => projection.onUpdated(data, tx, envelope));
    const rows = await identity.db.select().from(classEnrolments).where(eq(classEnrolments.classId, data.classId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ instructorEmail: MEI, status: 'approved', enrolled: 3 });
  });
});

// Decision 0031: identity answers the list of its users other services repair their read models from, and repairs its
// own read model of the classes (enrolments, which rank popular instructors) from classes' list.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASSES_CLASS_LIST,
  IDENTITY_USER_LIST,
  requestWireSubject,
  type ClassSnapshot,
  type InstructorDto,
  type ReplyData,
  type ReplyEnvelope,
  type RequestData,
} from '@classhub/contracts';
import { NATS_CONNECTION } from '@classhub/nest-kit';
import type { NatsConnection } from '@nats-io/transport-node';
import { asc, eq, sql } from 'drizzle-orm';
import { classEnrolments } from '../src/popular-instructors/class-enrolment.entity.js';
import { ClassEnrolmentsReconciliation } from '../src/popular-instructors/class-enrolments.reconciliation.js';
import { users } from '../src/users/user.entity.js';
import { call } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

describe('identity: read models repair themselves (real PostgreSQL and NATS)', () => {
  let identity: RunningIdentity;
  let nc: NatsConnection;

  beforeAll(async () => {
    identity = await startIdentity({ READ_MODEL_RECONCILE_DELAY_MS: '3600000' });
    nc = identity.app.get<NatsConnection>(NATS_CONNECTION);
  });

  afterAll(async () => {
    await identity?.stop();
  });

  const askUsers = async (data: RequestData<typeof IDENTITY_USER_LIST>) => {
    const subject = requestWireSubject(identity.config.NATS_NAMESPACE, IDENTITY_USER_LIST.subject);
    const reply = (await nc.request(subject, JSON.stringify(data))).json<ReplyEnvelope>();
    if (!reply.ok) throw new Error(reply.error);
    return IDENTITY_USER_LIST.reply.parse(reply.data) as ReplyData<typeof IDENTITY_USER_LIST>;
  };

  it('lists every user with role and name, a page at a time in id order, as of a moment before the read', async () => {
    const before = Date.now();
    const expected = await identity.db
      .select({
        userId: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        suspended: sql<boolean>`${users.suspendedAt} is not null`,
      })
      .from(users)
      .orderBy(asc(users.id));
    expect(expected.length).toBeGreaterThan(3);

    const first = await askUsers({ limit: 3 });
    expect(first.users).toEqual(expected.slice(0, 3));
    expect(first.next).toBe(expected[2]!.userId);
    expect(Date.parse(first.asOf)).toBeLessThan(before);
    const rest = await askUsers({ after: first.next!, limit: 500 });
    expect(rest.users).toEqual(expected.slice(3));
    expect(rest.next).toBeNull();
  });

  it('repairs an enrolment count whose event never arrived from the classes service list', async () => {
    const [mei] = await identity.db.select().from(users).where(eq(users.email, 'instructor3@classhub.test'));
    const lost: ClassSnapshot = {
      classId: crypto.randomUUID(),
      className: 'Watercolour',
      instructorEmail: mei!.email,
      instructorName: mei!.name,
      status: 'approved',
      enrolled: 1000,
      availableSeats: 0,
      price: 10,
    };
    const classesService = nc.subscribe(
      requestWireSubject(identity.config.NATS_NAMESPACE, CLASSES_CLASS_LIST.subject),
      {
        callback: (_error, message) =>
          void message.respond(
            JSON.stringify({ ok: true, data: { classes: [lost], next: null, asOf: new Date().toISOString() } }),
          ),
      },
    );
    try {
      const top = async () =>
        (await call<InstructorDto[]>(identity.baseUrl, 'GET', '/popularinstructors')).body[0]?.email;
      expect(await top()).not.toBe(mei!.email);

      const reconciliation = identity.app.get(ClassEnrolmentsReconciliation);
      expect(await reconciliation.reconcile()).toBe(1);
      expect(await identity.db.select().from(classEnrolments).where(eq(classEnrolments.classId, lost.classId))).toEqual(
        [expect.objectContaining({ status: 'approved', enrolled: 1000 })],
      );
      expect(await top()).toBe(mei!.email);
      expect(await reconciliation.reconcile()).toBe(0);
    } finally {
      classesService.unsubscribe();
    }
  });
});

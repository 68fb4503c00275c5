// Decision 0031: an instructor's name follows their profile onto their classes (detail, catalogue search, the class
// events payments' listings follow), from identity's events and, for an event that never arrived, from reconciliation.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASS_UPDATED_V1,
  createEventEnvelope,
  eventWireSubject,
  IDENTITY_USER_LIST,
  requestWireSubject,
  USER_PROFILE_UPDATED_V1,
  type ClassDto,
  type RequestData,
  type UserRole,
  type UserState,
} from '@classhub/contracts';
import { NATS_CONNECTION, outbox, processedEvents, userRoles } from '@classhub/nest-kit';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { callJson as call } from '@classhub/testing';
import { eq } from 'drizzle-orm';
import { classes } from '../src/classes/class.entity.js';
import { InstructorNamesReconciliation } from '../src/instructor-names/instructor-names.reconciliation.js';
import { startClasses, type RunningClasses } from './support/classes-app.js';

const SEARCH = (text: string) => `/approvedclass?q=${encodeURIComponent(text)}`;

describe('classes: instructor names follow identity (real PostgreSQL and NATS)', () => {
  let service: RunningClasses;
  let nc: NatsConnection;
  let identity: Subscription | undefined;

  beforeAll(async () => {
    // Reconciliation runs when a test says so, not on its own schedule.
    service = await startClasses({ READ_MODEL_RECONCILE_DELAY_MS: '3600000' });
    nc = service.app.get<NatsConnection>(NATS_CONNECTION);
  });

  afterAll(async () => {
    identity?.unsubscribe();
    await service?.stop();
  });

  /** Puts an approved class of `instructor` in the catalogue, as the instructor added and an admin approved it. */
  const classOf = async (instructor: { email: string; name: string }) => {
    const [row] = await service.db
      .insert(classes)
      .values({
        className: `Pottery ${crypto.randomUUID().slice(0, 8)}`,
        classImage: '/media/classes/pottery.jpg',
        instructorName: instructor.name,
        instructorEmail: instructor.email,
        availableSeats: 5,
        priceCents: 1000,
        status: 'approved',
      })
      .returning();
    await service.catalogSynced();
    return row!;
  };

  const shownName = async (classId: string) => {
    await service.catalogSynced();
    return (await call<ClassDto>(service.baseUrl, 'GET', `/classes/${classId}/detail`)).body.instructorName;
  };
  const found = async (text: string) => {
    await service.catalogSynced();
    return (await call<ClassDto[]>(service.baseUrl, 'GET', SEARCH(text))).body.map((cls) => cls._id);
  };
  const announced = async (classId: string) =>
    (await service.db.select().from(outbox).where(eq(outbox.subject, CLASS_UPDATED_V1.subject)))
      .map((row) => row.payload.data as { classId: string; instructorName: string })
      .filter((data) => data.classId === classId);

  const instructor = (name: string) => {
    const user = service.issuer.user('instructor', undefined, name);
    return { ...user, email: user.email.toLowerCase(), name };
  };

  /** identity's answer to the list request, over `users`, a page at a time as identity gives it. */
  const identityAnswers = (users: UserState[], asOf: Date) => {
    identity?.unsubscribe();
    const sorted = [...users].sort((a, b) => a.userId.localeCompare(b.userId));
    identity = nc.subscribe(requestWireSubject(service.config.NATS_NAMESPACE, IDENTITY_USER_LIST.subject), {
      callback: (_error, message) => {
        const { after, limit } = message.json<RequestData<typeof IDENTITY_USER_LIST>>();
        const page = sorted.filter((user) => !after || user.userId > after).slice(0, limit);
        const next = page.length === limit ? page.at(-1)!.userId : null;
        message.respond(JSON.stringify({ ok: true, data: { users: page, next, asOf: asOf.toISOString() } }));
      },
    });
  };

  it('renames the instructor on their classes when the profile-updated event arrives', async () => {
    const ada = instructor('Ada Byron');
    const row = await classOf(ada);
    const envelope = createEventEnvelope(USER_PROFILE_UPDATED_V1, {
      userId: ada.id,
      email: ada.email,
      name: 'Ada Lovelace',
      photo: '',
      role: 'instructor',
    });
    await jetstream(nc).publish(
      eventWireSubject(service.config.NATS_NAMESPACE, USER_PROFILE_UPDATED_V1.subject),
      JSON.stringify(envelope),
      { msgID: envelope.id },
    );
    for (let waited = 0; waited < 10_000; waited += 50) {
      const done = await service.db.select().from(processedEvents).where(eq(processedEvents.eventId, envelope.id));
      if (done.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect(await shownName(row.id)).toBe('Ada Lovelace');
    expect(await found('Lovelace')).toEqual([row.id]);
    expect(await found('Ada Byron')).toEqual([]);
    // payments' listings follow the class events.
    expect(await announced(row.id)).toEqual([expect.objectContaining({ instructorName: 'Ada Lovelace' })]);
  });

  it('applies a role change and a rename whose events never arrived, page after page, when reconciling', async () => {
    const grace = instructor('Grace Brewster');
    const row = await classOf(grace);
    const promoted = service.issuer.user('student');
    await service.db.insert(userRoles).values([
      { userId: promoted.id, role: 'student', occurredAt: new Date(Date.now() - 60_000) },
      { userId: grace.id, role: 'instructor', occurredAt: new Date(Date.now() - 60_000) },
    ]);
    const token = await service.issuer.tokenFor(promoted);
    expect((await call(service.baseUrl, 'GET', '/classes', { token })).status).toBe(403);

    // identity's state: the promotion and the rename happened there; their events were lost. Other users fill pages.
    const others = Array.from({ length: 450 }, (_, i) => ({
      userId: crypto.randomUUID(),
      email: `someone${i}@classhub.test`,
      name: `Someone ${i}`,
      role: 'student' as UserRole,
    }));
    identityAnswers(
      [
        ...others,
        { userId: promoted.id, email: promoted.email, name: promoted.name, role: 'admin' },
        { userId: grace.id, email: grace.email, name: 'Grace Hopper', role: 'instructor' },
      ],
      new Date(),
    );

    const reconciliation = service.app.get(InstructorNamesReconciliation);
    // 450 users written the first time, the promotion, and the class renamed.
    expect(await reconciliation.reconcile()).toBe(450 + 1 + 1);
    await service.rolesSynced();
    expect((await call(service.baseUrl, 'GET', '/classes', { token })).status).toBe(200);
    expect(await shownName(row.id)).toBe('Grace Hopper');
    expect(await found('Grace Hopper')).toEqual([row.id]);
    expect(await announced(row.id)).toEqual([expect.objectContaining({ instructorName: 'Grace Hopper' })]);
    // Nothing left to repair.
    expect(await reconciliation.reconcile()).toBe(0);
  });

  it('never lets a page older than an event applied since undo it', async () => {
    const linus = instructor('Linus Pauling');
    const row = await classOf(linus);
    // An event that occurred after the page's asOf was applied: role admin, name unchanged.
    await service.db
      .insert(userRoles)
      .values({ userId: linus.id, role: 'admin', occurredAt: new Date() })
      .onConflictDoNothing();
    identityAnswers(
      [{ userId: linus.id, email: linus.email, name: 'L. Pauling', role: 'instructor' }],
      new Date(Date.now() - 60_000),
    );
    expect(await service.app.get(InstructorNamesReconciliation).reconcile()).toBe(0);
    const [role] = await service.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, linus.id));
    expect(role?.role).toBe('admin');
    expect(await shownName(row.id)).toBe('Linus Pauling');
  });
});

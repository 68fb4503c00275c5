import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ACCOUNT_DELETED_V1,
  createEventEnvelope,
  eventWireSubject,
  USER_REACTIVATED_V1,
  USER_REGISTERED_V1,
  USER_ROLE_CHANGED_V1,
  USER_SUSPENDED_V1,
  type EventDefinition,
  type UserRole,
} from '@classhub/contracts';
import { NATS_CONNECTION, processedEvents } from '@classhub/nest-kit';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { startClasses, type RunningClasses } from './support/classes-app.js';
import { callJson as call } from '@classhub/testing';

describe('classes: user roles come from identity’s events (real PostgreSQL and NATS)', () => {
  let service: RunningClasses;

  beforeAll(async () => {
    service = await startClasses();
  });

  afterAll(async () => {
    await service?.stop();
  });

  /** Publishes as identity's relay would; resolves once classes has applied the event and its roles count. */
  const delivered = async (event: EventDefinition, data: unknown, occurredAt: Date) => {
    const envelope = createEventEnvelope(event, data as never, { occurredAt });
    const js = jetstream(service.app.get<NatsConnection>(NATS_CONNECTION));
    await js.publish(eventWireSubject(service.config.NATS_NAMESPACE, event.subject), JSON.stringify(envelope), {
      msgID: envelope.id,
    });
    for (let waited = 0; waited < 10_000; waited += 50) {
      const done = await service.db.select().from(processedEvents).where(eq(processedEvents.eventId, envelope.id));
      if (done.length > 0) return service.rolesSynced();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`event ${envelope.id} was not applied`);
  };
  const publish = (
    event: typeof USER_REGISTERED_V1 | typeof USER_ROLE_CHANGED_V1,
    user: { id: string; email: string; name: string },
    role: UserRole,
    occurredAt: Date,
  ) => delivered(event, { userId: user.id, email: user.email, name: user.name, photo: '', role }, occurredAt);
  const classesList = async (token: string) => (await call(service.baseUrl, 'GET', '/classes', { token })).status;

  it('treats a user it has not heard of yet as a student', async () => {
    const newcomer = service.issuer.user('student');
    const token = await service.issuer.tokenFor(newcomer);
    expect(await classesList(token)).toBe(403);
    expect((await call(service.baseUrl, 'GET', `/classes/${newcomer.email}`, { token })).status).toBe(403);
  });

  it('applies a promotion on the user’s next request once it has been notified', async () => {
    const user = service.issuer.user('student');
    const token = await service.issuer.tokenFor(user);
    await publish(USER_REGISTERED_V1, user, 'student', new Date(Date.now() - 60_000));
    expect(await classesList(token)).toBe(403);
    await publish(USER_ROLE_CHANGED_V1, user, 'admin', new Date());
    expect(await classesList(token)).toBe(200);
  });

  it('never lets an older event undo a newer role', async () => {
    const user = service.issuer.user('student');
    const token = await service.issuer.tokenFor(user);
    await publish(USER_ROLE_CHANGED_V1, user, 'admin', new Date());
    await publish(USER_REGISTERED_V1, user, 'student', new Date(Date.now() - 60_000));
    expect(await classesList(token)).toBe(200);
  });

  // Decision 0037: identity refuses a deleted account at once; classes follows as soon as the event is applied.
  it("answers a deleted account's token with 401, and a late event of before the deletion does not bring it back", async () => {
    const leaving = service.issuer.user('admin');
    const staying = service.issuer.user('admin');
    const [leavingToken, stayingToken] = [
      await service.issuer.tokenFor(leaving),
      await service.issuer.tokenFor(staying),
    ];
    await publish(USER_ROLE_CHANGED_V1, leaving, 'admin', new Date(Date.now() - 60_000));
    await publish(USER_ROLE_CHANGED_V1, staying, 'admin', new Date(Date.now() - 60_000));
    expect(await classesList(leavingToken)).toBe(200);

    const deletedAt = new Date();
    await delivered(ACCOUNT_DELETED_V1, { userId: leaving.id }, deletedAt);
    expect(await classesList(leavingToken)).toBe(401);
    expect(await classesList(stayingToken)).toBe(200);

    await publish(USER_ROLE_CHANGED_V1, leaving, 'admin', new Date(deletedAt.getTime() - 1_000));
    expect(await classesList(leavingToken)).toBe(401);
  });

  // Decision 0045: a suspended account's tokens get 401 as soon as the event is applied; reactivation gives them back.
  it("answers a suspended account's token with 401 within seconds, until it is reactivated", async () => {
    const user = service.issuer.user('admin');
    const token = await service.issuer.tokenFor(user);
    const snapshot = { userId: user.id, email: user.email, name: user.name, photo: '', role: 'admin' as const };
    const suspendedAt = new Date();
    await publish(USER_ROLE_CHANGED_V1, user, 'admin', new Date(suspendedAt.getTime() - 60_000));
    expect(await classesList(token)).toBe(200);

    const started = Date.now();
    await delivered(
      USER_SUSPENDED_V1,
      { ...snapshot, suspended: true, reason: 'Spam', suspendedBy: 'Ada' },
      suspendedAt,
    );
    expect(await classesList(token)).toBe(401);
    expect(Date.now() - started).toBeLessThan(5_000);

    // An older snapshot (before the suspension) does not lift it; the reactivation does.
    await delivered(USER_ROLE_CHANGED_V1, { ...snapshot, suspended: false }, new Date(suspendedAt.getTime() - 1_000));
    expect(await classesList(token)).toBe(401);
    await delivered(USER_REACTIVATED_V1, { ...snapshot, suspended: false }, new Date());
    expect(await classesList(token)).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  createEventEnvelope,
  eventWireSubject,
  USER_REGISTERED_V1,
  USER_ROLE_CHANGED_V1,
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

  const publish = async (
    event: typeof USER_REGISTERED_V1 | typeof USER_ROLE_CHANGED_V1,
    user: { id: string; email: string; name: string },
    role: UserRole,
    occurredAt: Date,
  ) => {
    const envelope = createEventEnvelope(
      event,
      { userId: user.id, email: user.email, name: user.name, photo: '', role },
      { occurredAt },
    );
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
});

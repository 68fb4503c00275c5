// Decision 0031: the read model of users is repaired from identity's list, so users who registered before the
// service existed (or whose event never arrived) are known: a failed refund then reaches every admin among them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_USER_LIST, REFUND_FAILED_V1, requestWireSubject, type UserState } from '@classhub/contracts';
import { NATS_CONNECTION } from '@classhub/nest-kit';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { userContacts } from '../src/users/user-contact.entity.js';
import { UserContactsReconciliation } from '../src/users/user-contacts.reconciliation.js';
import { startNotifications, type RunningNotifications } from './support/notifications-app.js';

describe('notifications: the read model of users is repaired from identity (real PostgreSQL and NATS)', () => {
  let service: RunningNotifications;
  let identity: Subscription | undefined;

  beforeAll(async () => {
    service = await startNotifications({ READ_MODEL_RECONCILE_DELAY_MS: '3600000' });
  });

  afterAll(async () => {
    identity?.unsubscribe();
    await service?.stop();
  });

  it('learns users it never heard of from identity’s list, and mails the admins among them', async () => {
    const admin: UserState = {
      userId: randomUUID(),
      email: `early-admin-${randomUUID().slice(0, 6)}@classhub.test`,
      name: 'Early Admin',
      role: 'admin',
    };
    const student: UserState = { ...admin, userId: randomUUID(), email: `early-${admin.email}`, role: 'student' };
    // A stand-in for identity, answering its list request as identity does: one page, as of now.
    const nc = service.app.get<NatsConnection>(NATS_CONNECTION);
    identity = nc.subscribe(requestWireSubject(service.config.NATS_NAMESPACE, IDENTITY_USER_LIST.subject), {
      callback: (_error, message) =>
        void message.respond(
          JSON.stringify({ ok: true, data: { users: [admin, student], next: null, asOf: new Date().toISOString() } }),
        ),
    });

    expect(await service.app.get(UserContactsReconciliation).reconcile()).toBe(2);
    const [known] = await service.db.select().from(userContacts).where(eq(userContacts.userId, admin.userId));
    expect(known).toMatchObject({ email: admin.email, name: 'Early Admin', role: 'admin' });
    expect(await service.app.get(UserContactsReconciliation).reconcile()).toBe(0);

    await service.publish(REFUND_FAILED_V1, {
      refundId: randomUUID(),
      paymentId: randomUUID(),
      studentId: student.userId,
      studentEmail: student.email,
      studentName: student.name,
      classId: randomUUID(),
      className: 'Pottery',
      amountCents: 5000,
      initiatedBy: 'student',
      at: new Date().toISOString(),
      failureReason: 'expired_card',
    });
    const mail = await service.mail.waitFor(admin.email);
    expect(mail.subject).toMatch(/^Refund failed: Early Admin, "Pottery"/);
  });
});

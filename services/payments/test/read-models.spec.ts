// Decision 0031: payments' read models (class listings, roles) are repaired from their sources when an event never
// arrived: classes' list of classes, identity's list of users, each a stand-in answering here as the real one does.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASS_UPDATED_V1,
  CLASSES_CLASS_LIST,
  IDENTITY_USER_LIST,
  type ClassSnapshot,
  type UserState,
} from '@classhub/contracts';
import { ROLE_RESOLVER, UserRolesReconciliation, UserRolesResolver, userRoles } from '@classhub/nest-kit';
import { callJson as call } from '@classhub/testing';
import type { Subscription } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { classListings } from '../src/class-listings/class-listings-read-model.entity.js';
import { ClassListingsReconciliation } from '../src/class-listings/class-listings.reconciliation.js';
import { startPayments, type RunningPayments } from './support/payments-app.js';

describe('payments: read models repair themselves (real PostgreSQL and NATS)', () => {
  let service: RunningPayments;
  const standIns: Subscription[] = [];

  beforeAll(async () => {
    service = await startPayments({ READ_MODEL_RECONCILE_DELAY_MS: '3600000' });
  });

  afterAll(async () => {
    for (const standIn of standIns) standIn.unsubscribe();
    await service?.stop();
  });

  /** The owning service's answer to its list request: one page holding `items`, as of now. */
  const answers = (subject: string, field: 'classes' | 'users', items: unknown[]) => {
    standIns.push(
      service.nc.subscribe(service.requestSubject(subject), {
        callback: (_error, message) =>
          void message.respond(
            JSON.stringify({ ok: true, data: { [field]: items, next: null, asOf: new Date().toISOString() } }),
          ),
      }),
    );
  };

  it('repairs a listing whose class event never arrived, and leaves one an event updated since alone', async () => {
    const renamed = await service.approvedClass({ instructorName: 'Ada Byron' });
    const unknown: ClassSnapshot = { ...renamed, classId: crypto.randomUUID(), className: 'Never announced' };
    const newer = await service.approvedClass();
    // An event that occurred after classes' answer (asOf, now) was applied: its listing stands.
    await service.publish(CLASS_UPDATED_V1, { ...newer, className: 'Renamed since' }, new Date(Date.now() + 60_000));
    answers(CLASSES_CLASS_LIST.subject, 'classes', [
      { ...renamed, instructorName: 'Ada Lovelace' },
      unknown,
      { ...newer, className: 'Stale answer' },
    ]);

    expect(await service.app.get(ClassListingsReconciliation).reconcile()).toBe(2);
    const listing = async (classId: string) =>
      (await service.db.select().from(classListings).where(eq(classListings.classId, classId)))[0];
    expect(await listing(renamed.classId)).toMatchObject({ instructorName: 'Ada Lovelace' });
    expect(await listing(unknown.classId)).toMatchObject({ className: 'Never announced' });
    expect(await listing(newer.classId)).toMatchObject({ className: 'Renamed since' });
  });

  it('applies a role change whose event never arrived', async () => {
    const student = await service.signIn('student');
    const backdated = new Date(Date.now() - 60_000);
    await service.db.update(userRoles).set({ occurredAt: backdated }).where(eq(userRoles.userId, student.id));
    const admin: UserState = { userId: student.id, email: student.email, name: student.name, role: 'admin' };
    answers(IDENTITY_USER_LIST.subject, 'users', [admin]);

    const allPayments = async () =>
      (await call(service.baseUrl, 'GET', '/allpayment', { token: student.token })).status;
    expect(await allPayments()).toBe(403);
    expect(await service.app.get(UserRolesReconciliation).reconcile()).toBe(1);
    await service.app.get<UserRolesResolver>(ROLE_RESOLVER).sync();
    expect(await allPayments()).toBe(200);
  });
});

// Decision 0037: once identity deletes an account, payments refuses its last access token within moments of the
// event, on every replica, and neither a late user event nor the roles' repair from identity's list brings it back.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_DELETED_V1, IDENTITY_USER_LIST, USER_ROLE_CHANGED_V1 } from '@classhub/contracts';
import { UserRolesReconciliation } from '@classhub/nest-kit';
import { callJson as call } from '@classhub/testing';
import type { Subscription } from '@nats-io/transport-node';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';

describe('payments: a deleted account (real PostgreSQL and NATS)', () => {
  let service: RunningPayments;
  let identityList: Subscription | undefined;

  beforeAll(async () => {
    service = await startPayments({ READ_MODEL_RECONCILE_DELAY_MS: '3600000' });
  });

  afterAll(async () => {
    identityList?.unsubscribe();
    await service?.stop();
  });

  const myPayments = async (user: SignedInUser) =>
    (await call(service.baseUrl, 'GET', `/payment?email=${user.email}`, { token: user.token })).status;

  /** The first status other than 200 within `ms`, polled as a browser would retry; 200 when none came. */
  const refusedWithin = async (user: SignedInUser, ms: number) => {
    const deadline = Date.now() + ms;
    let status = await myPayments(user);
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await myPayments(user);
    }
    return status;
  };

  it("refuses the deleted account's token with 401 right after the event, and keeps refusing it", async () => {
    const student = await service.signIn('student');
    const other = await service.signIn('student');
    expect(await myPayments(student)).toBe(200);

    const deletedAt = new Date();
    await service.publish(ACCOUNT_DELETED_V1, { userId: student.id }, deletedAt);
    expect(await refusedWithin(student, 2_000)).toBe(401);
    expect(await myPayments(other)).toBe(200);

    // A role change of before the deletion, delivered late by its own consumer.
    const late = { userId: student.id, email: student.email, name: student.name, photo: '', role: 'instructor' };
    await service.publish(USER_ROLE_CHANGED_V1, late, new Date(deletedAt.getTime() - 1_000));
    // identity lists only the accounts that remain.
    identityList = service.nc.subscribe(service.requestSubject(IDENTITY_USER_LIST.subject), {
      callback: (_error, message) =>
        void message.respond(
          JSON.stringify({
            ok: true,
            data: {
              users: [{ userId: other.id, email: other.email, name: other.name, role: 'student' }],
              next: null,
              asOf: new Date().toISOString(),
            },
          }),
        ),
    });
    expect(await service.app.get(UserRolesReconciliation).reconcile()).toBe(0);
    expect(await myPayments(student)).toBe(401);
  });
});

// Decision 0045: admins make users students again, suspend and reactivate accounts, and every such action is in the
// audit log, with the actions other services report.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ACCOUNT_ADMIN_MESSAGES,
  ADMIN_ACTION_RECORDED_V1,
  createEventEnvelope,
  eventWireSubject,
  IDENTITY_MESSAGES,
  type AdminActionPage,
  type UserDto,
} from '@classhub/contracts';
import { NATS_CONNECTION, outbox } from '@classhub/nest-kit';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { adminActions } from '../src/audit/admin-action.entity.js';
import { users } from '../src/users/user.entity.js';
import { call, DEMO_PASSWORD, signInWithToken } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

type SignedIn = Awaited<ReturnType<typeof signInWithToken>>;

describe('identity: admins undo on accounts, and the audit log (real PostgreSQL and NATS)', () => {
  let identity: RunningIdentity;
  let baseUrl: string;
  let admin: SignedIn;

  beforeAll(async () => {
    identity = await startIdentity();
    baseUrl = identity.baseUrl;
    admin = await signInWithToken(baseUrl, 'admin@classhub.test');
  });

  afterAll(async () => {
    await identity?.stop();
  });

  const patch = (path: string, token: string, body?: unknown) => call(baseUrl, 'PATCH', path, { token, body });
  const auditOf = (targetId: string) =>
    identity.db.select().from(adminActions).where(eq(adminActions.targetId, targetId));
  const adminCount = async () =>
    (await identity.db.select().from(users).where(eq(users.role, 'admin'))).filter((row) => !row.suspendedAt).length;

  describe('PATCH /users/student/:id', () => {
    it('makes an instructor a student, with the reason in the audit log under the admin from the token', async () => {
      const instructor = await signInWithToken(baseUrl, 'instructor3@classhub.test');
      const answer = await patch(`/users/student/${instructor.user._id}`, admin.token, { reason: 'Left the school' });
      expect(answer).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
      const flag = await call(baseUrl, 'GET', '/users/instructor/instructor3@classhub.test', {
        token: instructor.token,
      });
      expect(flag.body).toEqual({ instructor: false });

      const [entry] = await auditOf(instructor.user._id);
      expect(entry).toMatchObject({
        actorId: admin.user._id,
        actorName: 'Grace Whitfield',
        actorEmail: 'admin@classhub.test',
        action: 'user.role-changed',
        targetType: 'user',
        targetLabel: 'instructor3@classhub.test',
        reason: 'Role instructor → student: Left the school',
      });
      // A student already: nothing changes, nothing is logged.
      expect((await patch(`/users/student/${instructor.user._id}`, admin.token)).body).toEqual({ modifiedCount: 0 });
      expect(await auditOf(instructor.user._id)).toHaveLength(1);
    });

    it('refuses an admin demoting themselves (409 with the reason), and anyone but an admin (403)', async () => {
      const self = await patch(`/users/student/${admin.user._id}`, admin.token, {});
      expect(self.status).toBe(409);
      expect(self.body).toMatchObject({ message: ACCOUNT_ADMIN_MESSAGES.notYourself });
      const student = await signInWithToken(baseUrl, 'student2@classhub.test');
      expect((await patch(`/users/student/${admin.user._id}`, student.token, {})).status).toBe(403);
      expect((await patch(`/users/student/not-an-id`, admin.token, {})).status).toBe(400);
    });

    it('leaves at least one admin when two admins demote each other at the same moment', async () => {
      const second = await signInWithToken(baseUrl, 'student4@classhub.test');
      expect((await patch(`/users/admin/${second.user._id}`, admin.token)).status).toBe(200);
      const [one, other] = await Promise.all([
        patch(`/users/student/${second.user._id}`, admin.token, { reason: 'race' }),
        patch(`/users/student/${admin.user._id}`, second.token, { reason: 'race' }),
      ]);
      const statuses = [one.status, other.status].sort();
      expect(statuses[0]).toBe(200);
      // The loser is refused: the last admin (409), or, when its own demotion counted first, no admin any more (403).
      expect([403, 409]).toContain(statuses[1]);
      expect(await adminCount()).toBe(1);
      const survivor = one.status === 200 ? admin : second;
      // Put things back as they were for the next tests: the demo admin an admin, the other a student.
      if (survivor === second) expect((await patch(`/users/admin/${admin.user._id}`, second.token)).status).toBe(200);
      expect((await patch(`/users/student/${second.user._id}`, admin.token)).status).toBe(200);
      expect(await adminCount()).toBe(1);
    });

    it('records the spec promotions too', async () => {
      const student = await signInWithToken(baseUrl, 'student3@classhub.test');
      expect((await patch(`/users/instructor/${student.user._id}`, admin.token)).status).toBe(200);
      const [entry] = await auditOf(student.user._id);
      expect(entry).toMatchObject({ action: 'user.role-changed', reason: 'Role student → instructor' });
    });
  });

  describe('suspend and reactivate', () => {
    it('ends every session at once, refuses the tokens, the refresh and the sign-in with the message; reactivation gives sign-in back', async () => {
      const student = await signInWithToken(baseUrl, 'student1@classhub.test');
      const own = (token: string) => call(baseUrl, 'GET', '/users/admin/student1@classhub.test', { token });
      expect((await own(student.token)).status).toBe(200);

      expect((await patch(`/users/${student.user._id}/suspend`, admin.token, {})).status).toBe(400);
      const answer = await patch(`/users/${student.user._id}/suspend`, admin.token, { reason: 'Abusive messages' });
      expect(answer).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
      const again = await patch(`/users/${student.user._id}/suspend`, admin.token, { reason: 'again' });
      expect(again).toMatchObject({ status: 409, body: { message: ACCOUNT_ADMIN_MESSAGES.alreadySuspended } });

      // The access token stops working here at once; the session cookie is dead.
      expect((await own(student.token)).status).toBe(401);
      const refresh = await call(baseUrl, 'POST', '/jwt', {
        body: { email: 'student1@classhub.test' },
        session: student.session,
      });
      expect(refresh.status).toBe(401);

      // The right password hears why; a wrong one hears what everybody hears.
      const login = (password: string) =>
        call(baseUrl, 'POST', '/auth/login', {
          body: { email: 'student1@classhub.test', password },
          ip: '198.51.100.7',
        });
      const refused = await login(DEMO_PASSWORD);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: ACCOUNT_ADMIN_MESSAGES.accountSuspended });
      expect(refused.sessionCookie).toBeUndefined();
      const wrong = await login('Not-the-password#1');
      expect(wrong).toMatchObject({ status: 401, body: { message: IDENTITY_MESSAGES.invalidCredentials } });

      const listed = await call<UserDto[]>(baseUrl, 'GET', '/users', { token: admin.token });
      expect(listed.body.find((user) => user._id === student.user._id)).toMatchObject({
        suspended: true,
        suspendedReason: 'Abusive messages',
      });
      const [event] = (
        await identity.db.select().from(outbox).where(eq(outbox.subject, 'identity.user.suspended.v1'))
      ).filter((row) => (row.payload.data as { userId: string }).userId === student.user._id);
      expect(event?.payload.data).toMatchObject({
        suspended: true,
        reason: 'Abusive messages',
        suspendedBy: 'Grace Whitfield',
      });

      const back = await patch(`/users/${student.user._id}/reactivate`, admin.token, { reason: 'Apologised' });
      expect(back).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
      expect((await login(DEMO_PASSWORD)).status).toBe(200);
      expect((await patch(`/users/${student.user._id}/reactivate`, admin.token)).status).toBe(409);

      const actions = (await auditOf(student.user._id)).map(({ action, reason }) => ({ action, reason }));
      expect(actions).toEqual(
        expect.arrayContaining([
          { action: 'user.suspended', reason: 'Abusive messages' },
          { action: 'user.reactivated', reason: 'Apologised' },
        ]),
      );
    });

    it('refuses suspending oneself, and the last admin who can still sign in', async () => {
      const self = await patch(`/users/${admin.user._id}/suspend`, admin.token, { reason: 'me' });
      expect(self).toMatchObject({ status: 409, body: { message: ACCOUNT_ADMIN_MESSAGES.notYourself } });
      const second = await signInWithToken(baseUrl, 'student2@classhub.test');
      await patch(`/users/admin/${second.user._id}`, admin.token);
      // Suspending the other admin is fine (the actor stays); the actor cannot then be suspended by anyone.
      expect((await patch(`/users/${second.user._id}/suspend`, admin.token, { reason: 'test' })).status).toBe(200);
      expect(await adminCount()).toBe(1);
      await patch(`/users/${second.user._id}/reactivate`, admin.token);
      await patch(`/users/student/${second.user._id}`, admin.token);
    });
  });

  describe('GET /admin/audit and the actions classes reports', () => {
    it('keeps a reported action once however often it is delivered, and pages newest first', async () => {
      const record = {
        actorId: admin.user._id,
        actorName: 'Grace Whitfield',
        actorEmail: 'admin@classhub.test',
        action: 'class.approval-reversed' as const,
        targetType: 'class' as const,
        targetId: '7d9a2c1e-4b6f-4e8a-9c3d-2f1e0a9b8c7d',
        targetLabel: 'Watercolour basics',
        reason: 'Misleading description',
        occurredAt: new Date().toISOString(),
      };
      const envelope = createEventEnvelope(ADMIN_ACTION_RECORDED_V1, record);
      const js = jetstream(identity.app.get<NatsConnection>(NATS_CONNECTION));
      const subject = eventWireSubject(identity.config.NATS_NAMESPACE, ADMIN_ACTION_RECORDED_V1.subject);
      // Twice under different message ids, as a publisher retrying after a lost acknowledgement would.
      for (const msgID of ['first', 'second'])
        await js.publish(subject, JSON.stringify(envelope), { msgID: `${envelope.id}-${msgID}` });
      for (let waited = 0; waited < 10_000; waited += 50) {
        const done = await identity.db.select().from(adminActions).where(eq(adminActions.eventId, envelope.id));
        if (done.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await auditOf(record.targetId)).toHaveLength(1);

      const page = await call<AdminActionPage>(baseUrl, 'GET', '/admin/audit?pageSize=2', { token: admin.token });
      expect(page.status).toBe(200);
      expect(page.body.items).toHaveLength(2);
      expect(page.body.total).toBeGreaterThan(4);
      expect(page.body.items[0]).toMatchObject({
        action: 'class.approval-reversed',
        targetLabel: 'Watercolour basics',
      });
      const [newer, older] = page.body.items;
      expect(Date.parse(newer!.occurredAt)).toBeGreaterThanOrEqual(Date.parse(older!.occurredAt));

      const filtered = await call<AdminActionPage>(baseUrl, 'GET', '/admin/audit?action=user.suspended', {
        token: admin.token,
      });
      expect(filtered.body.items.every((item) => item.action === 'user.suspended')).toBe(true);
      expect(filtered.body.items.length).toBeGreaterThan(0);
      const past = await call<AdminActionPage>(baseUrl, 'GET', '/admin/audit?page=999', { token: admin.token });
      expect(past.body).toMatchObject({ items: [], page: 999 });
      expect((await call(baseUrl, 'GET', '/admin/audit?action=nope', { token: admin.token })).status).toBe(400);
      const student = await signInWithToken(baseUrl, 'student2@classhub.test');
      expect((await call(baseUrl, 'GET', '/admin/audit', { token: student.token })).status).toBe(403);
    });
  });
});

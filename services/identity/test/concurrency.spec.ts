import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { burst, sessionsIdleInTransaction, statusCounts } from '@classhub/testing';
import { outbox } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { users } from '../src/users/user.entity.js';
import { call, signIn, signInWithToken } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

// Every mutating call, 50 times at once, with valid, duplicate and failing inputs, on the service's default pool
// (10 connections). Afterwards the service must be healthy with no session left idle in a transaction, and the data
// exactly right. Sign-in and token refresh bursts are in accounts.spec.ts and tokens.spec.ts with their throttling.
const TIMES = 50;
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('identity under concurrent calls (real PostgreSQL and NATS)', () => {
  let identity: RunningIdentity;
  let baseUrl: string;
  let admin: Awaited<ReturnType<typeof signInWithToken>>;

  const register = (email: string) =>
    call<{ user: { _id: string } }>(baseUrl, 'POST', '/auth/register', {
      body: { name: 'Burst Student', email, photo: 'https://images.example.com/burst.png', password: 'Fresh#2026' },
    });
  const eventsFor = async (subject: string, userId: string) =>
    (await identity.db.select().from(outbox).where(eq(outbox.subject, subject))).filter(
      (row) => (row.payload.data as { userId: string }).userId === userId,
    );

  beforeAll(async () => {
    // The sign-up limit per address has tests of its own (accounts.spec.ts); here bursts come from one address.
    identity = await startIdentity({ SIGN_UPS_PER_SOURCE_PER_HOUR: '100000' });
    baseUrl = identity.baseUrl;
    admin = await signInWithToken(baseUrl, 'admin@classhub.test');
  });

  afterEach(async () => {
    expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
    expect(await sessionsIdleInTransaction(identity.databaseUrl)).toBe(0);
  });

  afterAll(async () => {
    await identity?.stop();
  });

  describe('POST /auth/register', () => {
    it('creates one account for one email under a burst of the same sign-up, and refuses the rest with the reason', async () => {
      const email = `burst-${randomBytes(4).toString('hex')}@classhub.test`;
      const answers = await burst(TIMES, () => register(email));
      expect(statusCounts(answers)).toEqual({ 201: 1, 409: TIMES - 1 });
      expect(await identity.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it('refuses every one of a burst of invalid sign-ups', async () => {
      const answers = await burst(TIMES, (i) =>
        call(baseUrl, 'POST', '/auth/register', { body: { name: '', email: `not-an-email-${i}`, password: 'short' } }),
      );
      expect(statusCounts(answers)).toEqual({ 400: TIMES });
    });
  });

  describe('PATCH /users/instructor/{id} and /users/admin/{id}', () => {
    it('changes a role once under a burst of the same change, announcing it once; unknown users are 404', async () => {
      const email = `promoted-${randomBytes(4).toString('hex')}@classhub.test`;
      const { body } = await register(email);
      const id = body.user._id;
      const answers = await burst(TIMES, () =>
        call<{ modifiedCount: number }>(baseUrl, 'PATCH', `/users/instructor/${id}`, { token: admin.token }),
      );
      expect(statusCounts(answers)).toEqual({ 200: TIMES });
      expect(answers.filter((answer) => answer.body.modifiedCount === 1)).toHaveLength(1);
      expect(await eventsFor('identity.user.role-changed.v1', id)).toHaveLength(1);

      const unknown = await burst(TIMES, (i) =>
        call(baseUrl, 'PATCH', `/users/${i % 2 ? 'admin' : 'instructor'}/${randomUUID()}`, { token: admin.token }),
      );
      expect(statusCounts(unknown)).toEqual({ 404: TIMES });
    });
  });

  describe('PUT /updateprofile/{id}', () => {
    it('saves one of a burst of updates of one profile; another user’s profile is refused every time', async () => {
      const me = await signInWithToken(baseUrl, 'student4@classhub.test');
      const form = (i: number) => ({
        name: `Burst Name ${i}`,
        email: 'student4@classhub.test',
        photo: '/api/media/users/student4.svg',
        address: `${i} Burst Road`,
      });
      const answers = await burst(TIMES, (i) =>
        call(baseUrl, 'PUT', `/updateprofile/${me.user._id}`, { token: me.token, body: form(i) }),
      );
      expect(statusCounts(answers)).toEqual({ 200: TIMES });
      const [row] = await identity.db.select().from(users).where(eq(users.id, me.user._id));
      expect(row?.name).toMatch(/^Burst Name \d+$/);
      expect(row?.address).toBe(`${row?.name.replace('Burst Name ', '')} Burst Road`);

      const refused = await burst(TIMES, (i) =>
        call(baseUrl, 'PUT', `/updateprofile/${admin.user._id}`, { token: me.token, body: form(i) }),
      );
      expect(statusCounts(refused)).toEqual({ 403: TIMES });
    });
  });

  describe('POST /media/users', () => {
    it('stores every one of a burst of pictures and refuses every one of a burst of non-images', async () => {
      const upload = (content: Buffer) => () => {
        const form = new FormData();
        form.append('image', new Blob([content], { type: 'image/png' }), 'me.png');
        return fetch(`${baseUrl}/media/users`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${admin.token}` },
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { data?: { display_url: string } },
        }));
      };
      const pictures = await burst(TIMES, upload(PNG_1X1));
      expect(statusCounts(pictures)).toEqual({ 201: TIMES });
      expect(new Set(pictures.map((answer) => answer.body.data?.display_url)).size).toBe(TIMES);
      expect(statusCounts(await burst(TIMES, upload(Buffer.from('not an image'))))).toEqual({ 400: TIMES });
    });
  });

  describe('POST /auth/logout', () => {
    it('ends a session once under a burst of sign-outs from its tabs; every answer clears the cookie', async () => {
      const { session } = await signIn(baseUrl, 'student3@classhub.test');
      const answers = await burst(TIMES, () => call(baseUrl, 'POST', '/auth/logout', { session }));
      expect(new Set(answers.map((answer) => answer.status)).size).toBe(1);
      expect(answers[0]?.status).toBeLessThan(300);
      expect(answers.every((answer) => answer.sessionCookie === '')).toBe(true);
      expect((await call(baseUrl, 'POST', '/jwt', { body: { email: 'student3@classhub.test' }, session })).status).toBe(
        401,
      );
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PASSWORD_MESSAGES, type UserDto } from '@classhub/contracts';
import { outbox } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { users } from '../src/users/user.entity.js';
import { call, DEMO_PASSWORD, signIn } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

const newUser = (email: string) => ({ name: 'Ada Lovelace', email, photo: 'https://example.com/ada.png', password: 'Secret#1' });

describe('identity accounts: register, login, session, logout (real PostgreSQL and NATS)', () => {
  let identity: RunningIdentity;
  let baseUrl: string;

  beforeAll(async () => {
    identity = await startIdentity();
    baseUrl = identity.baseUrl;
  });

  afterAll(async () => {
    await identity?.stop();
  });

  describe('POST /auth/register', () => {
    it('creates a student who joins this year, answers 201 with the user and insertedId, and starts a session', async () => {
      const answer = await call<{ user: UserDto; insertedId: string }>(baseUrl, 'POST', '/auth/register', {
        body: newUser('  Ada@Example.COM '),
      });
      expect(answer.status).toBe(201);
      const { user, insertedId } = answer.body;
      expect(user).toEqual({
        _id: insertedId,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        photo: 'https://example.com/ada.png',
        role: 'student',
        date: new Date().getUTCFullYear(),
      });
      const cookie = answer.setCookies.find((value) => value.startsWith('classhub_session='));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api(;|$)/);
      expect(cookie).toMatch(/Max-Age=1209600/);
      expect(cookie).not.toMatch(/Secure/);

      const session = await call<{ user: UserDto }>(baseUrl, 'GET', '/auth/session', { session: answer.sessionCookie });
      expect(session.status).toBe(200);
      expect(session.body.user).toEqual(user);
    });

    it('stores an argon2id hash, never the password, and records USER_REGISTERED_V1 in the outbox', async () => {
      const answer = await call<{ insertedId: string }>(baseUrl, 'POST', '/auth/register', { body: newUser('grace@example.com') });
      const [row] = await identity.db.select().from(users).where(eq(users.id, answer.body.insertedId));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.passwordHash).not.toContain('Secret#1');
      const events = await identity.db.select().from(outbox).where(eq(outbox.subject, 'identity.user.registered.v1'));
      expect(events.map((event) => (event.payload.data as { email: string }).email)).toContain('grace@example.com');
    });

    it('answers 409 for an email that already has an account, however it is typed', async () => {
      const answer = await call(baseUrl, 'POST', '/auth/register', { body: newUser(' ADMIN@classhub.test') });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ statusCode: 409, message: 'An account with this email already exists' });
      expect(answer.sessionCookie).toBeUndefined();
    });

    it.each([
      [{ password: 'Ab1#' }, PASSWORD_MESSAGES.tooShort, 'password'],
      [{ password: 'abcdef1#' }, PASSWORD_MESSAGES.composition, 'password'],
      [{ password: 'ABCDEF1#' }, PASSWORD_MESSAGES.composition, 'password'],
      [{ password: 'Abcdefg#' }, PASSWORD_MESSAGES.composition, 'password'],
      [{ password: 'Abcdefg1' }, PASSWORD_MESSAGES.composition, 'password'],
      [{ password: '' }, 'Password is required', 'password'],
      [{ email: 'not-an-email' }, 'Invalid email address', 'email'],
      [{ email: '' }, 'Email is required', 'email'],
      [{ name: '' }, 'Name is required', 'name'],
      [{ photo: '' }, 'Photo URL is required', 'photo'],
      [{ photo: 'javascript:alert(1)' }, 'Invalid URL', 'photo'],
    ])('answers 400 for %j with "%s"', async (change, message, field) => {
      const answer = await call<{ message: string; errors: { field: string; message: string }[] }>(baseUrl, 'POST', '/auth/register', {
        body: { ...newUser('valid@example.com'), ...change },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
      expect(answer.body.errors).toContainEqual({ field, message });
    });

    it('refuses a non-JSON body (a cross-site form) with 415 and a non-object body with 400', async () => {
      const form = await call(baseUrl, 'POST', '/auth/register', {
        body: 'name=a&email=b%40c.d&photo=x&password=Secret%231',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      const list = await call(baseUrl, 'POST', '/auth/register', { body: [1, 2] });
      expect(list.status).toBe(400);
      const broken = await call(baseUrl, 'POST', '/auth/register', { body: '{"name":', headers: { 'content-type': 'application/json' } });
      expect(broken.status).toBe(400);
    });
  });

  describe('POST /auth/login', () => {
    it('signs in with the right password (email case and spaces ignored) and sets the session cookie', async () => {
      const answer = await call<{ user: UserDto }>(baseUrl, 'POST', '/auth/login', {
        body: { email: ' Student1@ClassHub.test', password: DEMO_PASSWORD },
        ip: '192.0.2.10',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ email: 'student1@classhub.test', role: 'student', name: 'Liam Carter' });
      expect(answer.sessionCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('gives the same 401 for a wrong password, an unknown email and a Google-only account', async () => {
      await identity.db
        .insert(users)
        .values({ name: 'Google Only', email: 'google-only@example.com', joinYear: 2026, passwordHash: null });
      const attempts = [
        { email: 'student2@classhub.test', password: 'Wrong#123' },
        { email: 'nobody@classhub.test', password: DEMO_PASSWORD },
        { email: 'google-only@example.com', password: DEMO_PASSWORD },
      ];
      for (const body of attempts) {
        const answer = await call(baseUrl, 'POST', '/auth/login', { body, ip: '192.0.2.11' });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' });
        expect(answer.sessionCookie).toBeUndefined();
      }
    });

    it('answers 400 when email or password is missing', async () => {
      const answer = await call(baseUrl, 'POST', '/auth/login', { body: { email: 'student1@classhub.test' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'Password is required' });
    });

    it('blocks an account after 5 failures within 15 minutes, even with the right password, with 429 and Retry-After', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const answer = await call(baseUrl, 'POST', '/auth/login', {
          body: { email: 'student3@classhub.test', password: `Wrong#${attempt}a` },
          ip: `203.0.113.${attempt}`,
        });
        expect(answer.status).toBe(401);
      }
      const blocked = await call(baseUrl, 'POST', '/auth/login', {
        body: { email: 'Student3@classhub.test', password: DEMO_PASSWORD },
        ip: '203.0.113.99',
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ statusCode: 429, message: 'Too many sign-in attempts. Try again in 15 minutes.' });
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Other accounts are not affected.
      expect((await call(baseUrl, 'POST', '/auth/login', { body: { email: 'student4@classhub.test', password: DEMO_PASSWORD }, ip: '203.0.113.99' })).status).toBe(200);
    });

    it('blocks an IP after 20 failures over any accounts, and only that IP', async () => {
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const answer = await call(baseUrl, 'POST', '/auth/login', {
          body: { email: `guess${attempt}@example.com`, password: 'Wrong#123' },
          ip: '198.51.100.66',
        });
        expect(answer.status).toBe(401);
      }
      const blocked = await call(baseUrl, 'POST', '/auth/login', {
        body: { email: 'instructor2@classhub.test', password: DEMO_PASSWORD },
        ip: '198.51.100.66',
      });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
      const elsewhere = await call(baseUrl, 'POST', '/auth/login', {
        body: { email: 'instructor2@classhub.test', password: DEMO_PASSWORD },
        ip: '198.51.100.67',
      });
      expect(elsewhere.status).toBe(200);
    });

    it('counts failures in the database, so another replica refuses too', async () => {
      const replica = await identity.startReplica();
      const blocked = await call(replica.baseUrl, 'POST', '/auth/login', {
        body: { email: 'student3@classhub.test', password: DEMO_PASSWORD },
        ip: '192.0.2.200',
      });
      expect(blocked.status).toBe(429);
    });
  });

  describe('GET /auth/session', () => {
    it('answers 401 without a cookie, with an unknown one and with a malformed one', async () => {
      for (const session of [undefined, 'A'.repeat(43), 'x; y']) {
        const answer = await call(baseUrl, 'GET', '/auth/session', { session });
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ statusCode: 401 });
      }
    });
  });

  describe('POST /auth/logout', () => {
    it('ends the session, clears the cookie and answers 204', async () => {
      const { session } = await signIn(baseUrl, 'instructor1@classhub.test');
      const answer = await call(baseUrl, 'POST', '/auth/logout', { session });
      expect(answer.status).toBe(204);
      expect(answer.sessionCookie).toBe('');
      expect(answer.setCookies.find((value) => value.startsWith('classhub_session='))).toMatch(/Max-Age=0/);
      expect((await call(baseUrl, 'GET', '/auth/session', { session })).status).toBe(401);
      expect((await call(baseUrl, 'POST', '/jwt', { session, body: { email: 'instructor1@classhub.test' } })).status).toBe(401);
    });

    it('answers 204 without a session too', async () => {
      const answer = await call(baseUrl, 'POST', '/auth/logout');
      expect(answer.status).toBe(204);
      expect(answer.sessionCookie).toBe('');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PASSWORD_MESSAGES, type UserDto } from '@classhub/contracts';
import { outbox } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { users } from '../src/users/user.entity.js';
import { call, DEMO_PASSWORD, signIn } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';
import { appMetric } from '@classhub/nest-kit';

const newUser = (email: string) => ({
  name: 'Ada Lovelace',
  email,
  photo: 'https://example.com/ada.png',
  password: 'Secret#1',
});

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
    it('creates an account without a photo: the photo is stored empty (the front end shows initials)', async () => {
      const { photo: _photo, ...withoutPhoto } = newUser('no-photo@example.com');
      const answer = await call<{ user: UserDto }>(baseUrl, 'POST', '/auth/register', { body: withoutPhoto });
      expect(answer.status).toBe(201);
      expect(answer.body.user).toMatchObject({ email: 'no-photo@example.com', photo: '' });
    });

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
        emailVerified: false,
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
      const answer = await call<{ insertedId: string }>(baseUrl, 'POST', '/auth/register', {
        body: newUser('grace@example.com'),
      });
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
      [{ photo: 'javascript:alert(1)' }, 'Invalid URL', 'photo'],
    ])('answers 400 for %j with "%s"', async (change, message, field) => {
      const answer = await call<{ message: string; errors: { field: string; message: string }[] }>(
        baseUrl,
        'POST',
        '/auth/register',
        {
          body: { ...newUser('valid@example.com'), ...change },
        },
      );
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
      const broken = await call(baseUrl, 'POST', '/auth/register', {
        body: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
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
  });

  describe('sign-in throttling (default free attempts, counted in Redis)', () => {
    // A first delay of a minute, so a burst slowed down by a loaded machine still arrives within it (the default
    // second, and its doubling, are checked with explicit clocks in sign-in-throttle.spec.ts).
    let throttled: string;
    let signIns: (outcome: string) => Promise<number>;
    beforeAll(async () => {
      const replica = await identity.startReplica({ SIGN_IN_FIRST_DELAY_SECONDS: '60' });
      throttled = replica.baseUrl;
      signIns = (outcome) => appMetric(replica.app, 'classhub_sign_ins_total', { outcome });
    });

    const wrong = (email: string, ip: string, browser?: string) =>
      call(throttled, 'POST', '/auth/login', {
        body: { email, password: 'Wrong#123a' },
        ip,
        ...(browser && { headers: { cookie: browser } }),
      });
    const right = (email: string, ip: string, browser?: string) =>
      call(throttled, 'POST', '/auth/login', {
        body: { email, password: DEMO_PASSWORD },
        ip,
        ...(browser && { headers: { cookie: browser } }),
      });
    const knownBrowserOf = (answer: { setCookies: string[] }) =>
      answer.setCookies.find((cookie) => cookie.startsWith('classhub_browser='))?.split(';')[0];

    it('checks only 5 of 50 simultaneous attempts on one account from one source; the rest wait, with Retry-After', async () => {
      const [failedBefore, throttledBefore] = [await signIns('failed'), await signIns('throttled')];
      const burst = await Promise.all(
        Array.from({ length: 50 }, () => wrong('instructor3@classhub.test', '203.0.113.10')),
      );
      const statuses = burst.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(45);
      expect([await signIns('failed'), await signIns('throttled')]).toEqual([failedBefore + 5, throttledBefore + 45]);
      const refused = burst.find((answer) => answer.status === 429);
      expect(refused?.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: expect.stringMatching(/^Too many sign-in attempts\. Try again in (1 minute|\d+ seconds)\.$/),
      });
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    });

    it('throttles the right password inside a burst of wrong ones like the rest', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await wrong('student4@classhub.test', '203.0.113.11')).status).toBe(401);
      const burst = await Promise.all([
        ...Array.from({ length: 49 }, () => wrong('student4@classhub.test', '203.0.113.11')),
        right('student4@classhub.test', '203.0.113.11'),
      ]);
      expect(burst.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 429));
    });

    it("never delays the owner's known browser, even at the attacker's address", async () => {
      const owner = knownBrowserOf(await right('student3@classhub.test', '203.0.113.12'));
      expect(owner).toMatch(/^classhub_browser=[A-Za-z0-9_-]{43}$/);
      const attack = await Promise.all(
        Array.from({ length: 30 }, () => wrong('student3@classhub.test', '203.0.113.12')),
      );
      expect(attack.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
      expect((await right('student3@classhub.test', '203.0.113.12')).status).toBe(429);
      expect((await right('student3@classhub.test', '203.0.113.12', owner)).status).toBe(200);
    });

    it('delays a source spraying many accounts, but not the known browsers behind the same address', async () => {
      const replica = await identity.startReplica({
        SIGN_IN_SOURCE_FREE_ATTEMPTS: '10',
        SIGN_IN_FIRST_DELAY_SECONDS: '60',
      });
      const viaReplica = (email: string, password: string, browser?: string) =>
        call(replica.baseUrl, 'POST', '/auth/login', {
          body: { email, password },
          ip: '198.51.100.66',
          ...(browser && { headers: { cookie: browser } }),
        });
      const known = knownBrowserOf(await viaReplica('instructor2@classhub.test', DEMO_PASSWORD));
      for (let attempt = 1; attempt <= 10; attempt += 1)
        expect((await viaReplica(`guess${attempt}@example.com`, 'Wrong#123')).status).toBe(401);
      expect((await viaReplica('instructor1@classhub.test', DEMO_PASSWORD)).status).toBe(429);
      expect((await viaReplica('instructor2@classhub.test', DEMO_PASSWORD, known)).status).toBe(200);
      // Another address is not concerned; the other replica sees the same counters (Redis) and refuses that source too.
      expect(
        (
          await call(baseUrl, 'POST', '/auth/login', {
            body: { email: 'instructor1@classhub.test', password: DEMO_PASSWORD },
            ip: '198.51.100.67',
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await call(baseUrl, 'POST', '/auth/login', {
            body: { email: 'guess11@example.com', password: 'x' },
            ip: '198.51.100.66',
          })
        ).status,
      ).toBe(429);
    });
  });

  describe('without Redis', () => {
    it('refuses sign-in and sign-up with a 503 rather than letting them through unthrottled', async () => {
      const replica = await identity.startReplica({ REDIS_URL: 'redis://127.0.0.1:1' });
      const login = await call(replica.baseUrl, 'POST', '/auth/login', {
        body: { email: 'student1@classhub.test', password: DEMO_PASSWORD },
      });
      expect(login.status).toBe(503);
      expect(login.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Sign-in is unavailable right now. Please try again shortly.',
      });
      expect(login.sessionCookie).toBeUndefined();
      const register = await call(replica.baseUrl, 'POST', '/auth/register', { body: newUser('no-redis@example.com') });
      expect(register.status).toBe(503);
    });
  });

  describe('sign-up limit (default: 10 per source per hour)', () => {
    it('refuses the 11th account from one source with 429 and Retry-After, and only from that source', async () => {
      for (let index = 1; index <= 10; index += 1) {
        const answer = await call(baseUrl, 'POST', '/auth/register', {
          body: newUser(`burst${index}@example.com`),
          ip: '192.0.2.77',
        });
        expect(answer.status).toBe(201);
      }
      const refused = await call(baseUrl, 'POST', '/auth/register', {
        body: newUser('burst11@example.com'),
        ip: '192.0.2.77',
      });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many new accounts from your network. Try again in 60 minutes.',
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(refused.sessionCookie).toBeUndefined();
      expect(
        (await call(baseUrl, 'POST', '/auth/register', { body: newUser('burst11@example.com'), ip: '192.0.2.78' }))
          .status,
      ).toBe(201);
    });

    it('still tells a source over its limit that an email already has an account (409 before the limit)', async () => {
      for (let index = 1; index <= 10; index += 1) {
        expect(
          (
            await call(baseUrl, 'POST', '/auth/register', {
              body: newUser(`shared${index}@example.com`),
              ip: '192.0.2.90',
            })
          ).status,
        ).toBe(201);
      }
      const taken = await call(baseUrl, 'POST', '/auth/register', {
        body: newUser('shared3@example.com'),
        ip: '192.0.2.90',
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ message: 'An account with this email already exists' });
      expect(
        (await call(baseUrl, 'POST', '/auth/register', { body: newUser('shared11@example.com'), ip: '192.0.2.90' }))
          .status,
      ).toBe(429);
    });

    it('limits the "already has an account" answers per source too, so sign-up cannot list accounts quickly', async () => {
      const replica = await identity.startReplica({ SIGN_UP_TAKEN_EMAIL_ANSWERS_PER_SOURCE_PER_HOUR: '2' });
      const probe = () =>
        call(replica.baseUrl, 'POST', '/auth/register', { body: newUser('admin@classhub.test'), ip: '192.0.2.91' });
      expect([(await probe()).status, (await probe()).status, (await probe()).status]).toEqual([409, 409, 429]);
    });
  });

  describe('GET /auth/session', () => {
    it('answers 200 with no user without a cookie, with an unknown one and with a malformed one', async () => {
      for (const session of [undefined, 'A'.repeat(43), 'x; y']) {
        const answer = await call(baseUrl, 'GET', '/auth/session', { session });
        expect(answer).toMatchObject({ status: 200, body: { user: null } });
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
      expect((await call(baseUrl, 'GET', '/auth/session', { session })).body).toEqual({ user: null });
      expect(
        (await call(baseUrl, 'POST', '/jwt', { session, body: { email: 'instructor1@classhub.test' } })).status,
      ).toBe(401);
    });

    it('answers 204 without a session too', async () => {
      const answer = await call(baseUrl, 'POST', '/auth/logout');
      expect(answer.status).toBe(204);
      expect(answer.sessionCookie).toBe('');
    });
  });
});

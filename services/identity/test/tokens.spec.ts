import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, isNotNull } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  decodeProtectedHeader,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
} from 'jose';
import { sessions } from '../src/sessions/session.entity.js';
import { SigningKeyCipher } from '../src/tokens/signing-key-cipher.js';
import { signingKeys } from '../src/tokens/signing-key.entity.js';
import { users } from '../src/users/user.entity.js';
import { call, signIn, signInWithToken } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

const STUDENT = 'student1@classhub.test';

describe('identity tokens: POST /jwt, rotation, JWKS (real PostgreSQL and NATS)', () => {
  let identity: RunningIdentity;
  let baseUrl: string;

  beforeAll(async () => {
    identity = await startIdentity();
    baseUrl = identity.baseUrl;
  });

  afterAll(async () => {
    await identity?.stop();
  });

  const jwks = async (url = baseUrl) => (await call<JSONWebKeySet>(url, 'GET', '/.well-known/jwks.json')).body;

  describe('POST /jwt', () => {
    it('answers 401 without a session cookie, even for a real email', async () => {
      const answer = await call(baseUrl, 'POST', '/jwt', { body: { email: STUDENT } });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ statusCode: 401, message: expect.any(String) });
    });

    it("answers 401 for another user's email and leaves the session as it was", async () => {
      const { session } = await signIn(baseUrl, STUDENT);
      const answer = await call(baseUrl, 'POST', '/jwt', { body: { email: 'admin@classhub.test' }, session });
      expect(answer.status).toBe(401);
      expect(answer.sessionCookie).toBeUndefined();
      for (const body of [{}, { email: 42 }])
        expect((await call(baseUrl, 'POST', '/jwt', { body, session })).status).toBe(401);
      const own = await call(baseUrl, 'POST', '/jwt', { body: { email: ' Student1@ClassHub.test ' }, session });
      expect(own.status).toBe(200);
    });

    it('issues an ES256 token for the session holder and rotates the cookie; the old cookie stops working', async () => {
      const { session } = await signIn(baseUrl, STUDENT);
      const answer = await call<{ token: string }>(baseUrl, 'POST', '/jwt', { body: { email: STUDENT }, session });
      expect(answer.status).toBe(200);
      expect(answer.body.token.split('.')).toHaveLength(3);
      expect(answer.sessionCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.sessionCookie).not.toBe(session);
      expect(answer.setCookies.find((cookie) => cookie.startsWith('classhub_session='))).toMatch(
        /HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/,
      );

      expect((await call(baseUrl, 'GET', '/auth/session', { session: answer.sessionCookie })).body).toMatchObject({
        user: { email: STUDENT },
      });
      expect((await call(baseUrl, 'GET', '/auth/session', { session })).body).toEqual({ user: null });
    });

    it('revokes the whole session family when a rotated token is presented again', async () => {
      const { session: first } = await signIn(baseUrl, STUDENT);
      const second = (await call(baseUrl, 'POST', '/jwt', { body: { email: STUDENT }, session: first })).sessionCookie;
      const third = (await call(baseUrl, 'POST', '/jwt', { body: { email: STUDENT }, session: second })).sessionCookie;
      expect((await call(baseUrl, 'GET', '/auth/session', { session: third })).body).toMatchObject({
        user: { email: STUDENT },
      });

      const replay = await call(baseUrl, 'POST', '/jwt', { body: { email: STUDENT }, session: first });
      expect(replay.status).toBe(401);
      expect(replay.sessionCookie).toBe('');
      // The thief's replay also ends the legitimate holder's current token.
      expect((await call(baseUrl, 'GET', '/auth/session', { session: third })).body).toEqual({ user: null });
      expect((await call(baseUrl, 'POST', '/jwt', { body: { email: STUDENT }, session: third })).status).toBe(401);
      const revoked = await identity.db.select().from(sessions).where(isNotNull(sessions.revokedAt));
      expect(revoked.length).toBeGreaterThanOrEqual(3);
    });

    it('gives two tabs refreshing at once with one cookie a token each, and the session lives on', async () => {
      const { session } = await signIn(baseUrl, STUDENT);
      const tabs = await Promise.all(
        [1, 2].map(() => call<{ token: string }>(baseUrl, 'POST', '/jwt', { body: { email: STUDENT }, session })),
      );
      expect(tabs.map((tab) => tab.status)).toEqual([200, 200]);
      for (const tab of tabs) expect(tab.body.token.split('.')).toHaveLength(3);
      // One answer rotated the cookie; the other left the browser's cookie alone (it never clears it).
      const rotated = tabs.map((tab) => tab.sessionCookie).filter((cookie) => cookie !== undefined);
      expect(rotated).toHaveLength(1);
      expect(rotated[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await call(baseUrl, 'POST', '/jwt', { body: { email: STUDENT }, session: rotated[0] })).status).toBe(200);
    });

    it('still revokes the family when a rotated cookie comes back after the grace window', async () => {
      const strict = await identity.startReplica({ SESSION_REUSE_GRACE_SECONDS: '0' });
      const { session: first } = await signIn(baseUrl, STUDENT);
      const second = (await call(strict.baseUrl, 'POST', '/jwt', { body: { email: STUDENT }, session: first }))
        .sessionCookie;
      const replay = await call(strict.baseUrl, 'POST', '/jwt', { body: { email: STUDENT }, session: first });
      expect(replay.status).toBe(401);
      expect(replay.sessionCookie).toBe('');
      // The session is over: asking who holds it answers nobody.
      expect(await call(baseUrl, 'GET', '/auth/session', { session: second })).toMatchObject({
        status: 200,
        body: { user: null },
      });
    });

    it('keeps other sessions of the same user working', async () => {
      const laptop = await signIn(baseUrl, 'student2@classhub.test');
      const phone = await signIn(baseUrl, 'student2@classhub.test');
      await call(baseUrl, 'POST', '/auth/logout', { session: laptop.session });
      expect((await call(baseUrl, 'GET', '/auth/session', { session: phone.session })).body).toMatchObject({
        user: { email: 'student2@classhub.test' },
      });
      expect((await call(baseUrl, 'GET', '/auth/session', { session: laptop.session })).body).toEqual({ user: null });
    });
  });

  describe('GET /.well-known/jwks.json', () => {
    it('publishes one public ES256 key, and tokens verify against it with jose (iss, aud, exp, claims)', async () => {
      const keys = await jwks();
      expect(keys.keys).toHaveLength(1);
      const [key] = keys.keys;
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
      expect(key).not.toHaveProperty('d');

      const { token, user } = await signInWithToken(baseUrl, STUDENT);
      expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: key?.kid });
      const { payload } = await jwtVerify(token, createLocalJWKSet(keys), {
        issuer: 'classhub-identity',
        audience: 'classhub',
      });
      expect(payload).toMatchObject({ sub: user._id, email: STUDENT, name: 'Liam Carter' });
      expect(payload).not.toHaveProperty('role');
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(900);
    });

    it('keeps the generated key across a restart and shares it with a replica', async () => {
      const replica = await identity.startReplica();
      expect(await jwks(replica.baseUrl)).toEqual(await jwks());
      expect(await identity.db.select().from(signingKeys)).toHaveLength(1);
      const { token } = await signInWithToken(baseUrl, STUDENT);
      const checked = await call(replica.baseUrl, 'GET', `/users/admin/${STUDENT}`, { token });
      expect(checked.status).toBe(200);
    });

    it('signs with JWT_PRIVATE_KEY when it is set and publishes its public key', async () => {
      const { privateKey } = await generateKeyPair('ES256', { extractable: true });
      const pem = await exportPKCS8(privateKey);
      const replica = await identity.startReplica({
        JWT_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
        ACCESS_TOKEN_TTL_SECONDS: '120',
      });
      const keys = await jwks(replica.baseUrl);
      const { kty, crv, x, y } = keys.keys[0] ?? {};
      expect(keys.keys[0]?.kid).toBe(await calculateJwkThumbprint({ kty: kty ?? '', crv, x, y }));
      expect(keys.keys[0]?.kid).not.toBe((await jwks()).keys[0]?.kid);
      const { token } = await signInWithToken(replica.baseUrl, 'student4@classhub.test');
      const { payload } = await jwtVerify(token, createLocalJWKSet(keys));
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(120);
    });
  });

  describe('bearer tokens on the spec calls', () => {
    let realKey: CryptoKey;
    let kid: string;
    let userId: string;

    beforeAll(async () => {
      const [stored] = await identity.db.select().from(signingKeys);
      const cipher = await SigningKeyCipher.fromConfig(identity.config);
      realKey = (await importJWK(await cipher.decrypt(stored!.privateJwe!), 'ES256')) as CryptoKey;
      kid = stored!.kid;
      userId = (await signIn(baseUrl, STUDENT)).user._id;
    });

    const craft = (key: CryptoKey, change: { iat?: number; exp?: number | string; aud?: string; iss?: string } = {}) =>
      new SignJWT({ email: STUDENT, name: 'Liam Carter' })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setSubject(userId)
        .setIssuer(change.iss ?? 'classhub-identity')
        .setAudience(change.aud ?? 'classhub')
        .setIssuedAt(change.iat ?? Math.floor(Date.now() / 1000) - 60)
        .setExpirationTime(change.exp ?? '14m')
        .sign(key);

    it('admits a token signed with the real key (the test crafts it to prove the next refusals are about the token)', async () => {
      expect((await call(baseUrl, 'GET', `/users/admin/${STUDENT}`, { token: await craft(realKey) })).status).toBe(200);
    });

    it('answers 401 for a missing, forged, expired, too long-lived, foreign-audience, tampered or unsigned token', async () => {
      const forger = await generateKeyPair('ES256');
      const valid = await craft(realKey);
      const [header, payload, signature] = valid.split('.');
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: 'admin@classhub.test' })).toString('base64url')}.${signature}`;
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
      const tokens = [
        undefined,
        await craft(forger.privateKey),
        await craft(realKey, { iat: Math.floor(Date.now() / 1000) - 1000, exp: Math.floor(Date.now() / 1000) - 60 }),
        // Signed with the real key but meant to live a day: longer than identity issues.
        await craft(realKey, { exp: '1d' }),
        await craft(realKey, { aud: 'other-app' }),
        await craft(realKey, { iss: 'https://evil.example' }),
        tampered,
        unsigned,
        'not-a-token',
      ];
      for (const token of tokens) {
        const answer = await call(baseUrl, 'GET', `/users/admin/${STUDENT}`, { token });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Missing or invalid token' });
      }
    });

    it('answers 401 for a valid token of a user who was deleted', async () => {
      const { token, user } = await signInWithToken(baseUrl, 'student3@classhub.test');
      await identity.db.delete(users).where(eq(users.id, user._id));
      expect((await call(baseUrl, 'GET', '/users/admin/student3@classhub.test', { token })).status).toBe(401);
    });
  });
});

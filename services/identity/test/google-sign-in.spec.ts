import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SessionUserDto, UserDto } from '@classhub/contracts';
import { outbox } from '@classhub/nest-kit';
import { completeOidcDevLogin, startOidcProvider, type RunningOidcProvider } from '@classhub/testing';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { linkedAccounts, users } from '../src/users/user.entity.js';
import { call, SESSION_COOKIE } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

const PUBLIC_URL = 'http://localhost:3999';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;
/** The same platform under its other loopback name. */
const OTHER_ORIGIN = 'http://127.0.0.1:3999';
/** The headers the gateway adds: the origin the browser is on. */
const through = (origin: string) => ({
  'x-forwarded-proto': new URL(origin).protocol.slice(0, -1),
  'x-forwarded-host': new URL(origin).host,
});
const CLIENT = { clientId: 'classhub-test', clientSecret: 'test-secret-of-the-client' };

interface PopupResult {
  type: string;
  ok: boolean;
  isNewUser?: boolean;
  message?: string;
}

/** The JSON the popup page hands to its opener. */
function popupResult(html: string): PopupResult {
  const data = /<script type="application\/json" id="classhub-result">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!data) throw new Error(`No popup result in: ${html.slice(0, 200)}`);
  return JSON.parse(data) as PopupResult;
}

describe('identity: Login with Google against a real OIDC provider (oidc-provider on loopback)', () => {
  let provider: RunningOidcProvider;
  let identity: RunningIdentity;
  let baseUrl: string;

  beforeAll(async () => {
    provider = await startOidcProvider({
      ...CLIENT,
      redirectUris: [REDIRECT_URI, `${OTHER_ORIGIN}/api/auth/google/callback`],
      accounts: {
        'ada@gmail.test': {
          email: 'Ada@Gmail.test',
          email_verified: true,
          name: 'Ada Lovelace',
          picture: 'https://pics.example/ada.png',
        },
        'unverified@gmail.test': { email: 'unverified@gmail.test', email_verified: false, name: 'Un Verified' },
      },
    });
    identity = await startIdentity({
      GOOGLE_ISSUER_URL: provider.issuer,
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      PUBLIC_URL,
      EXTRA_PUBLIC_ORIGINS: OTHER_ORIGIN,
    });
    baseUrl = identity.baseUrl;
  });

  afterAll(async () => {
    await identity?.stop();
    await provider?.stop();
  });

  /** GET /auth/google/start: the provider's authorization URL and the short-lived sign-in cookie. */
  async function start(origin = PUBLIC_URL) {
    const answer = await call(baseUrl, 'GET', '/auth/google/start', { headers: through(origin) });
    expect(answer.status).toBe(302);
    const loginCookie = answer.setCookies.find((cookie) => cookie.startsWith('classhub_google='));
    return {
      location: answer.headers.get('location') ?? '',
      loginCookie: loginCookie ?? '',
      cookieValue: loginCookie?.split(';')[0] ?? '',
    };
  }

  /** The popup's callback request, as the browser makes it after the provider's redirect. */
  const callback = (callbackUrl: string, cookie: string) =>
    call<string>(baseUrl, 'GET', `/auth/google/callback${new URL(callbackUrl).search}`, {
      headers: { ...through(new URL(callbackUrl).origin), ...(cookie ? { cookie } : {}) },
    });

  async function signInWithGoogle(login: string) {
    const { location, cookieValue } = await start();
    const callbackUrl = await completeOidcDevLogin(location, { login, callbackPrefix: REDIRECT_URI });
    const answer = await callback(callbackUrl, cookieValue);
    return { answer, result: popupResult(answer.body) };
  }

  it('GET /auth/providers says Google is on', async () => {
    expect((await call(baseUrl, 'GET', '/auth/providers')).body).toEqual({ google: true, demo: false });
  });

  it('GET /auth/google/start redirects to the provider with code flow, PKCE S256, state and nonce, and sets a Lax sign-in cookie', async () => {
    const { location, loginCookie } = await start();
    const url = new URL(location);
    expect(`${url.origin}`).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    expect(loginCookie).toMatch(/HttpOnly/);
    expect(loginCookie).toMatch(/SameSite=Lax/);
    expect(loginCookie).toMatch(/Path=\/api\/auth\/google/);
    expect(loginCookie).toMatch(/Max-Age=600/);
  });

  it('sends a sign-in started on another public origin back to that origin, and finishes it there', async () => {
    const { location, cookieValue } = await start(OTHER_ORIGIN);
    const otherRedirect = `${OTHER_ORIGIN}/api/auth/google/callback`;
    expect(new URL(location).searchParams.get('redirect_uri')).toBe(otherRedirect);
    const callbackUrl = await completeOidcDevLogin(location, {
      login: 'grace@gmail.test',
      callbackPrefix: otherRedirect,
    });
    const answer = await callback(callbackUrl, cookieValue);
    expect(popupResult(answer.body)).toEqual({ type: 'classhub:google', ok: true, isNewUser: true });
  });

  it('on an origin that is not a public one, never sends the browser to the provider and says where sign-in works', async () => {
    for (const path of ['/auth/google/start', '/auth/google/callback?code=x&state=y']) {
      const answer = await call<string>(baseUrl, 'GET', path, { headers: through('http://classhub.evil.test') });
      expect(answer.status).toBe(421);
      expect(answer.headers.get('location')).toBeNull();
      expect(popupResult(answer.body)).toEqual({
        type: 'classhub:google',
        ok: false,
        message: `Google sign-in works only at ${PUBLIC_URL}. Open ClassHub there and try again.`,
      });
    }
  });

  it('creates the user on the first sign-in (isNewUser true) and signs the same user in the second time', async () => {
    const first = await signInWithGoogle('ada@gmail.test');
    expect(first.answer.status).toBe(200);
    expect(first.result).toEqual({ type: 'classhub:google', ok: true, isNewUser: true });
    expect(first.answer.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = first.answer.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("'unsafe-inline'; script");
    const inline = /<script>([\s\S]*?)<\/script>/.exec(first.answer.body)?.[1] ?? '';
    expect(csp).toContain(createHash('sha256').update(inline).digest('base64'));
    expect(first.answer.sessionCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const session = await call<{ user: UserDto }>(baseUrl, 'GET', '/auth/session', {
      session: first.answer.sessionCookie,
    });
    expect(session.body.user).toMatchObject({
      email: 'ada@gmail.test',
      name: 'Ada Lovelace',
      photo: 'https://pics.example/ada.png',
      role: 'student',
      date: new Date().getUTCFullYear(),
    });
    const [row] = await identity.db.select().from(users).where(eq(users.email, 'ada@gmail.test'));
    expect(row?.passwordHash).toBeNull();
    const registered = await identity.db.select().from(outbox).where(eq(outbox.subject, 'identity.user.registered.v1'));
    expect(registered.map((event) => (event.payload.data as { email: string }).email)).toContain('ada@gmail.test');

    const second = await signInWithGoogle('ada@gmail.test');
    expect(second.result).toEqual({ type: 'classhub:google', ok: true, isNewUser: false });
    const again = await call<{ user: UserDto }>(baseUrl, 'GET', '/auth/session', {
      session: second.answer.sessionCookie,
    });
    expect(again.body.user._id).toBe(session.body.user._id);
    expect(await identity.db.select().from(users).where(eq(users.email, 'ada@gmail.test'))).toHaveLength(1);

    // The Google session is a normal session: it gets access tokens.
    const token = await call<{ token: string }>(baseUrl, 'POST', '/jwt', {
      body: { email: 'ada@gmail.test' },
      session: second.answer.sessionCookie,
    });
    expect(token.status).toBe(200);
  });

  it('signs an existing email-and-password user in by their verified email and links the Google account', async () => {
    const { result, answer } = await signInWithGoogle('student1@classhub.test');
    expect(result).toEqual({ type: 'classhub:google', ok: true, isNewUser: false });
    const session = await call<{ user: UserDto }>(baseUrl, 'GET', '/auth/session', { session: answer.sessionCookie });
    expect(session.body.user).toMatchObject({ email: 'student1@classhub.test', name: 'Liam Carter' });
    const links = await identity.db
      .select()
      .from(linkedAccounts)
      .where(eq(linkedAccounts.userId, session.body.user._id));
    expect(links).toEqual([expect.objectContaining({ provider: 'google', subject: 'student1@classhub.test' })]);
  });

  it("takes an unproved email sign-up from whoever registered it when the address's Google owner signs in", async () => {
    const email = 'claimed-owner@gmail.test';
    const squatter = await call<{ user: SessionUserDto }>(baseUrl, 'POST', '/auth/register', {
      body: { name: 'Squatter', email, photo: '', password: 'Squat#2026' },
    });
    expect(squatter.body.user.emailVerified).toBe(false);
    const { result, answer } = await signInWithGoogle(email);
    expect(result).toEqual({ type: 'classhub:google', ok: true, isNewUser: false });
    const session = await call<{ user: SessionUserDto }>(baseUrl, 'GET', '/auth/session', {
      session: answer.sessionCookie,
    });
    expect(session.body.user).toMatchObject({ email, emailVerified: true });
    // The squatter's password and session no longer open the account.
    expect(
      (await call(baseUrl, 'POST', '/auth/login', { body: { email, password: 'Squat#2026' }, ip: '198.51.100.77' }))
        .status,
    ).toBe(401);
    expect((await call(baseUrl, 'POST', '/jwt', { body: { email }, session: squatter.sessionCookie })).status).toBe(
      401,
    );
  });

  it('refuses a callback whose state does not match, and the sign-in cannot be finished afterwards', async () => {
    const { location, cookieValue } = await start();
    const callbackUrl = new URL(
      await completeOidcDevLogin(location, { login: 'mallory@gmail.test', callbackPrefix: REDIRECT_URI }),
    );
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'forged-state');
    const refused = await callback(forged.href, cookieValue);
    expect(refused.status).toBe(400);
    expect(popupResult(refused.body)).toEqual({
      type: 'classhub:google',
      ok: false,
      message: 'Google sign-in could not be verified. Please try again.',
    });
    expect(refused.setCookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    // The pending sign-in was used up: even the genuine callback is refused now.
    const genuine = await callback(callbackUrl.href, cookieValue);
    expect(popupResult(genuine.body).ok).toBe(false);
    expect(await identity.db.select().from(users).where(eq(users.email, 'mallory@gmail.test'))).toHaveLength(0);
  });

  it('refuses a callback without the sign-in cookie (started in another browser) and a replayed callback', async () => {
    const { location } = await start();
    const callbackUrl = await completeOidcDevLogin(location, { login: 'eve@gmail.test', callbackPrefix: REDIRECT_URI });
    const noCookie = await callback(callbackUrl, '');
    expect(noCookie.status).toBe(400);
    expect(popupResult(noCookie.body)).toMatchObject({ ok: false, message: expect.stringMatching(/expired/) });

    const fresh = await start();
    const freshCallback = await completeOidcDevLogin(fresh.location, {
      login: 'frank@gmail.test',
      callbackPrefix: REDIRECT_URI,
    });
    expect(popupResult((await callback(freshCallback, fresh.cookieValue)).body).ok).toBe(true);
    const replay = await callback(freshCallback, fresh.cookieValue);
    expect(popupResult(replay.body)).toMatchObject({ ok: false, message: expect.stringMatching(/expired/) });
    expect(replay.sessionCookie).toBeUndefined();
  });

  it('refuses an account whose email the provider has not verified', async () => {
    const { result, answer } = await signInWithGoogle('unverified@gmail.test');
    expect(result).toEqual({
      type: 'classhub:google',
      ok: false,
      message: 'Your Google email address is not verified.',
    });
    expect(answer.sessionCookie).toBeUndefined();
  });

  it('refuses an account without an email', async () => {
    const { result } = await signInWithGoogle('no-email-login');
    expect(result).toEqual({
      type: 'classhub:google',
      ok: false,
      message: 'Your Google account did not share an email address.',
    });
  });

  it('reports a cancelled sign-in (the user pressed cancel at the provider)', async () => {
    const { location, cookieValue } = await start();
    const state = new URL(location).searchParams.get('state') ?? '';
    const cancelled = await callback(`${REDIRECT_URI}?error=access_denied&state=${state}`, cookieValue);
    expect(popupResult(cancelled.body)).toEqual({
      type: 'classhub:google',
      ok: false,
      message: 'Google sign-in was cancelled.',
    });
  });
});

describe('identity: Login with Google when it is not configured', () => {
  let identity: RunningIdentity;

  beforeAll(async () => {
    identity = await startIdentity();
  });

  afterAll(async () => {
    await identity?.stop();
  });

  it('says so in /auth/providers and answers 503 with a clear message on start', async () => {
    expect((await call(identity.baseUrl, 'GET', '/auth/providers')).body).toEqual({ google: false, demo: false });
    const answer = await call(identity.baseUrl, 'GET', '/auth/google/start');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Google sign-in is not configured on this server',
    });
  });
});

// Real RTK Query over a stubbed fetch; the environment adds Node's fetch classes to jsdom.
import type { UserDto } from '@classhub/contracts';
import { ACCESS_TOKEN_KEY, authSlice, signOut } from '@classhub/web-api';
import { fakeToken, json, stubFetch } from '@classhub/web-testing';
import { api } from './api';
import { createStandaloneStore } from './standalone-store';

const { signedIn, tokenIssued } = authSlice.actions;

const pingApi = api.injectEndpoints({
  endpoints: (build) => ({ getPing: build.query<{ ok: boolean }, void>({ query: () => '/ping' }) }),
});

const ada: UserDto = { _id: 'u1', name: 'Ada', email: 'ada@classhub.test', photo: '', role: 'student', date: 2026 };
const logout = () => new Response(null, { status: 204 });

function signedInStore(token: string) {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  const store = createStandaloneStore();
  store.dispatch(tokenIssued({ token, expiresAt: JSON.parse(atob(token.split('.')[1]!)).exp * 1000 }));
  store.dispatch(signedIn({ user: ada, role: 'student' }));
  return store;
}

describe('api base query', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('calls /api with a bearer token when one is stored', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'abc.def.ghi');
    const { calls } = stubFetch({ 'GET /ping': { body: { ok: true } } });
    const result = await createStandaloneStore().dispatch(pingApi.endpoints.getPing.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(calls[0]?.path).toBe('/ping');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header when signed out', async () => {
    const { calls } = stubFetch({ 'GET /ping': { body: { ok: true } } });
    await createStandaloneStore().dispatch(pingApi.endpoints.getPing.initiate());
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it.each([
    [401, 'sessionEnded'],
    [403, 'forbidden'],
  ] as const)(
    'signs the user out on %i, with the reason %s: token removed, logout called, state cleared',
    async (status, reason) => {
      const { called } = stubFetch({ 'GET /ping': { status, body: { message: 'no' } }, 'POST /auth/logout': logout });
      const store = signedInStore(fakeToken());
      await store.dispatch(pingApi.endpoints.getPing.initiate());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
      expect(store.getState().auth).toMatchObject({
        status: 'signedOut',
        user: null,
        forcedSignOuts: 1,
        forcedSignOutReason: reason,
      });
      expect(called('POST', '/auth/logout')).toHaveLength(1);
    },
  );

  it('forgets the reason of a forced sign-out at the next sign-in', async () => {
    stubFetch({ 'GET /ping': { status: 403 }, 'POST /auth/logout': logout });
    const store = signedInStore(fakeToken());
    await store.dispatch(pingApi.endpoints.getPing.initiate());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().auth.forcedSignOutReason).toBe('forbidden');
    store.dispatch(signedIn({ user: ada, role: 'student' }));
    expect(store.getState().auth.forcedSignOutReason).toBeNull();
  });

  it('signs out once when several calls fail together', async () => {
    const { called } = stubFetch({ 'GET /ping': { status: 401 }, 'POST /auth/logout': logout });
    const store = signedInStore(fakeToken());
    const other = pingApi.injectEndpoints({
      endpoints: (b) => ({ getPong: b.query<unknown, void>({ query: () => '/ping?x' }) }),
      overrideExisting: false,
    });
    await Promise.all([
      store.dispatch(pingApi.endpoints.getPing.initiate()),
      store.dispatch(other.endpoints.getPong.initiate()),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().auth.forcedSignOuts).toBe(1);
    expect(called('POST', '/auth/logout')).toHaveLength(1);
  });

  it('does not sign out on a 401 while nobody is signed in', async () => {
    const { called } = stubFetch({ 'GET /ping': { status: 401 } });
    const store = createStandaloneStore();
    await store.dispatch(pingApi.endpoints.getPing.initiate());
    expect(store.getState().auth.forcedSignOuts).toBe(0);
    expect(called('POST', '/auth/logout')).toHaveLength(0);
  });

  it('renews its own token before a call when it is about to expire', async () => {
    const fresh = fakeToken(15 * 60_000, 'fresh');
    const { calls } = stubFetch({ 'POST /jwt': { body: { token: fresh } }, 'GET /ping': { body: { ok: true } } });
    const store = signedInStore(fakeToken(10_000));
    await store.dispatch(pingApi.endpoints.getPing.initiate());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /jwt', 'GET /ping']);
    expect(calls[1]?.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(fresh);
  });

  it('sends a token it did not obtain as it is, so a forged token meets its 401 and signs out', async () => {
    const { calls } = stubFetch({
      'GET /ping': { status: 401 },
      'POST /auth/logout': logout,
      'POST /jwt': { body: { token: fakeToken() } },
    });
    const store = signedInStore(fakeToken(10_000));
    localStorage.setItem(ACCESS_TOKEN_KEY, 'forged.token.value');
    await store.dispatch(pingApi.endpoints.getPing.initiate());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer forged.token.value');
    expect(calls.some((call) => call.path === '/jwt')).toBe(false);
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('empties the API cache when the user signs out', async () => {
    stubFetch({ 'GET /ping': () => json({ ok: true }), 'POST /auth/logout': logout });
    const store = signedInStore(fakeToken());
    await store.dispatch(pingApi.endpoints.getPing.initiate());
    expect(pingApi.endpoints.getPing.select()(store.getState()).data).toEqual({ ok: true });
    await store.dispatch(signOut());
    expect(pingApi.endpoints.getPing.select()(store.getState()).data).toBeUndefined();
  });
});

import type { UserDto } from '@classhub/contracts';
import { ACCESS_TOKEN_KEY } from '../access-token';
import { createAuthTestStore } from './auth-test-store';
import { fakeToken, json, stubFetch } from '@classhub/web-testing';
import { AuthRequestError } from './auth-client';
import { signedIn } from './auth.slice';
import {
  answerRefusedCall,
  followEmailVerification,
  followSessionRole,
  isEmailUnverified,
  refreshRole,
  registerAccount,
  signIn,
  signOut,
  startSession,
} from './auth.thunks';

const ada: UserDto = {
  _id: 'u1',
  name: 'Ada',
  email: 'ada@classhub.test',
  photo: 'https://img.test/ada.png',
  role: 'student',
  date: 2026,
};

function flags(admin: boolean, instructor: boolean) {
  return {
    [`GET /users/admin/${encodeURIComponent(ada.email)}`]: { body: { admin } },
    [`GET /users/instructor/${encodeURIComponent(ada.email)}`]: { body: { instructor } },
  };
}

describe('auth thunks', () => {
  let token: string;
  beforeEach(() => {
    localStorage.clear();
    token = fakeToken();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  describe('startSession', () => {
    it('ends signed out, and drops a leftover token, when there is no session', async () => {
      localStorage.setItem(ACCESS_TOKEN_KEY, 'left.over.token');
      const { called } = stubFetch({ 'GET /auth/session': { body: { user: null } } });
      const store = createAuthTestStore();
      expect(store.getState().auth.status).toBe('loading');
      await expect(store.dispatch(startSession())).resolves.toBeNull();
      expect(store.getState().auth).toMatchObject({ status: 'signedOut', user: null, role: null });
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
      expect(called('POST', '/jwt')).toHaveLength(0);
    });

    it('ends signed out (never loading for ever) when identity cannot be reached', async () => {
      jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
      const store = createAuthTestStore();
      await store.dispatch(startSession());
      expect(store.getState().auth.status).toBe('signedOut');
    });

    it.each([
      [true, false, 'admin'],
      [true, true, 'admin'],
      [false, true, 'instructor'],
      [false, false, 'student'],
    ] as const)(
      'admin=%s instructor=%s resolves to %s, after storing the token under access-token',
      async (admin, instructor, role) => {
        const { calls } = stubFetch({
          'GET /auth/session': { body: { user: ada } },
          'POST /jwt': { body: { token } },
          ...flags(admin, instructor),
        });
        const store = createAuthTestStore();
        await store.dispatch(startSession());
        expect(store.getState().auth).toMatchObject({ status: 'signedIn', role, user: { email: ada.email, role } });
        expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
        const jwt = calls.find((call) => call.path === '/jwt');
        expect(jwt?.body).toEqual({ email: ada.email });
        const flagCall = calls.find((call) => call.path.startsWith('/users/admin/'));
        expect(flagCall?.headers.get('Authorization')).toBe(`Bearer ${token}`);
      },
    );

    it('signs out when POST /jwt refuses the session', async () => {
      const { called } = stubFetch({
        'GET /auth/session': { body: { user: ada } },
        'POST /jwt': { status: 401, body: { message: 'No session' } },
        'POST /auth/logout': () => new Response(null, { status: 204 }),
      });
      const store = createAuthTestStore();
      await store.dispatch(startSession());
      expect(store.getState().auth.status).toBe('signedOut');
      expect(called('POST', '/auth/logout')).toHaveLength(1);
    });
  });

  describe('signIn', () => {
    it('rejects with the server message and stays signed out', async () => {
      stubFetch({ 'POST /auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
      const store = createAuthTestStore();
      const attempt = store.dispatch(signIn({ email: ada.email, password: 'nope' }));
      await expect(attempt).rejects.toThrow(new AuthRequestError(401, 'Invalid email or password'));
      expect(store.getState().auth.user).toBeNull();
    });

    it('signs in with a token and the role', async () => {
      stubFetch({
        'POST /auth/login': { body: { user: ada } },
        'POST /jwt': { body: { token } },
        ...flags(false, true),
      });
      const store = createAuthTestStore();
      await store.dispatch(signIn({ email: ada.email, password: 'ClassHub#2026' }));
      expect(store.getState().auth).toMatchObject({ status: 'signedIn', role: 'instructor' });
    });
  });

  describe('registerAccount', () => {
    it.each([
      ['u1', true],
      [null, false],
    ])('insertedId %p means isNewUser %p', async (insertedId, isNewUser) => {
      stubFetch({
        'POST /auth/register': { status: 201, body: { user: ada, insertedId } },
        'POST /jwt': { body: { token } },
        ...flags(false, false),
      });
      const store = createAuthTestStore();
      const result = await store.dispatch(
        registerAccount({ name: 'Ada', email: ada.email, photo: ada.photo, password: 'Aa1!aa' }),
      );
      expect(result.isNewUser).toBe(isNewUser);
      expect(store.getState().auth.status).toBe('signedIn');
    });
  });

  describe('signOut', () => {
    it('removes access-token, calls logout and clears the state', async () => {
      const { called } = stubFetch({
        'GET /auth/session': { body: { user: ada } },
        'POST /jwt': { body: { token } },
        ...flags(false, false),
        'POST /auth/logout': () => new Response(null, { status: 204 }),
      });
      const store = createAuthTestStore();
      await store.dispatch(startSession());
      await store.dispatch(signOut());
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
      expect(called('POST', '/auth/logout')).toHaveLength(1);
      expect(store.getState().auth).toMatchObject({
        status: 'signedOut',
        user: null,
        role: null,
        token: null,
        forcedSignOuts: 0,
        forcedSignOutReason: null,
      });
    });
  });

  describe('refreshRole', () => {
    it('picks up a role change on the next request', async () => {
      let admin = false;
      stubFetch({
        'GET /auth/session': { body: { user: ada } },
        'POST /jwt': { body: { token } },
        [`GET /users/admin/${encodeURIComponent(ada.email)}`]: () => json({ admin }),
        [`GET /users/instructor/${encodeURIComponent(ada.email)}`]: { body: { instructor: false } },
      });
      const store = createAuthTestStore();
      await store.dispatch(startSession());
      expect(store.getState().auth.role).toBe('student');
      admin = true;
      await store.dispatch(refreshRole());
      expect(store.getState().auth.role).toBe('admin');
    });
  });

  describe('followSessionRole and answerRefusedCall', () => {
    /** Identity's answers, with the role an admin may change meanwhile. */
    function identityWith(role: { current: 'student' | 'instructor' }) {
      return stubFetch({
        'GET /auth/session': () => json({ user: { ...ada, role: role.current } }),
        'POST /jwt': { body: { token } },
        'POST /auth/logout': () => new Response(null, { status: 204 }),
        [`GET /users/admin/${encodeURIComponent(ada.email)}`]: { body: { admin: false } },
        [`GET /users/instructor/${encodeURIComponent(ada.email)}`]: () =>
          json({ instructor: role.current === 'instructor' }),
      });
    }

    it('asks only the session while the role is unchanged, and resolves the role again once it differs', async () => {
      const role = { current: 'student' as 'student' | 'instructor' };
      const { called } = identityWith(role);
      const store = createAuthTestStore();
      await store.dispatch(startSession());
      const flagCalls = () => called('GET', `/users/instructor/${encodeURIComponent(ada.email)}`).length;
      const before = flagCalls();

      await expect(store.dispatch(followSessionRole())).resolves.toBe(false);
      expect(flagCalls()).toBe(before);

      role.current = 'instructor';
      await expect(store.dispatch(followSessionRole())).resolves.toBe(true);
      expect(store.getState().auth).toMatchObject({
        status: 'signedIn',
        role: 'instructor',
        user: { role: 'instructor' },
      });
    });

    it('keeps a user whose 403 came from a changed role signed in, and signs out on any other 403 or 401', async () => {
      const role = { current: 'instructor' as 'student' | 'instructor' };
      identityWith(role);
      const store = createAuthTestStore();
      await store.dispatch(startSession());
      role.current = 'student';
      await store.dispatch(answerRefusedCall('forbidden'));
      expect(store.getState().auth).toMatchObject({ status: 'signedIn', role: 'student' });

      await store.dispatch(answerRefusedCall('forbidden'));
      expect(store.getState().auth).toMatchObject({ status: 'signedOut', forcedSignOutReason: 'forbidden' });
    });
  });

  describe('followEmailVerification', () => {
    const unverified = { ...ada, emailVerified: false };

    it('keeps an unproved address as it is, and asks for no token', async () => {
      const { called } = stubFetch({ 'GET /auth/session': { body: { user: unverified } } });
      const store = createAuthTestStore();
      store.dispatch(signedIn({ user: unverified, role: 'student' }));
      await expect(store.dispatch(followEmailVerification())).resolves.toBe(false);
      expect(isEmailUnverified(store.getState().auth.user)).toBe(true);
      expect(called('POST', '/jwt')).toHaveLength(0);
    });

    it('takes the proved (perhaps new) address and a new token once the link was opened elsewhere', async () => {
      const moved = { ...ada, email: 'ada.new@classhub.test', emailVerified: true };
      const { called } = stubFetch({
        'GET /auth/session': { body: { user: moved } },
        'POST /jwt': { body: { token } },
      });
      const store = createAuthTestStore();
      store.dispatch(signedIn({ user: unverified, role: 'student' }));
      await expect(store.dispatch(followEmailVerification())).resolves.toBe(true);
      expect(store.getState().auth.user).toMatchObject({ email: 'ada.new@classhub.test', emailVerified: true });
      expect(called('POST', '/jwt')[0]?.body).toEqual({ email: 'ada.new@classhub.test' });
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
    });
  });
});

import type { UserDto } from '@classhub/contracts';
import { fakeToken, stubFetch } from '@classhub/web-testing';
import { ACCESS_TOKEN_KEY } from '../access-token';
import { createAuthTestStore } from './auth-test-store';
import { signedIn, tokenIssued } from './auth.slice';

const ada: UserDto = { _id: 'u1', name: 'Ada', email: 'ada@classhub.test', photo: '', role: 'student', date: 2026 };

describe('token renewal timer', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks POST /jwt for a new token a minute before the current one expires', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const next = fakeToken(30 * 60_000, 'next');
    const { called } = stubFetch({ 'POST /jwt': { body: { token: next } } });
    const token = fakeToken(15 * 60_000);
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    const store = createAuthTestStore();
    store.dispatch(tokenIssued({ token, expiresAt: JSON.parse(atob(token.split('.')[1]!)).exp * 1000 }));
    store.dispatch(signedIn({ user: ada, role: 'student' }));
    await jest.advanceTimersByTimeAsync(13 * 60_000);
    expect(called('POST', '/jwt')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(60_000 + 1_000);
    expect(called('POST', '/jwt')).toHaveLength(1);
    expect(store.getState().auth.token).toBe(next);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(next);
  });
});

import { act, screen } from '@testing-library/react';
import { ACCESS_TOKEN_KEY, useCurrentUser } from '@classhub/web-api';
import { fakeToken, json, stubFetch } from '@classhub/web-testing';
import { roleFlagRoutes, signedInAs, USERS } from '../testing/auth-fixtures';
import { renderInShell } from '../testing/render-app';
import { ROLE_CHECK_INTERVAL_MS, useFollowSessionRole } from './use-follow-session-role';

function RoleProbe() {
  useFollowSessionRole();
  return <p data-testid="role">{useCurrentUser().role}</p>;
}

describe('useFollowSessionRole', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeToken());
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('asks the session every few seconds and on focus, and follows a promotion without a reload', async () => {
    const session = { role: 'student' as 'student' | 'instructor' };
    const { called } = stubFetch({
      'GET /auth/session': () => json({ user: { ...USERS.student, role: session.role } }),
      ...roleFlagRoutes('instructor', USERS.student.email),
    });
    renderInShell(<RoleProbe />, { auth: signedInAs('student') });

    await act(() => jest.advanceTimersByTimeAsync(ROLE_CHECK_INTERVAL_MS));
    expect(called('GET', '/auth/session')).toHaveLength(1);
    expect(screen.getByTestId('role')).toHaveTextContent('student');

    session.role = 'instructor';
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(called('GET', '/auth/session')).toHaveLength(2);
    expect(screen.getByTestId('role')).toHaveTextContent('instructor');
  });

  it('asks nothing while signed out', async () => {
    const { calls } = stubFetch({});
    renderInShell(<RoleProbe />);
    await act(() => jest.advanceTimersByTimeAsync(ROLE_CHECK_INTERVAL_MS * 3));
    window.dispatchEvent(new Event('focus'));
    expect(calls).toHaveLength(0);
  });
});

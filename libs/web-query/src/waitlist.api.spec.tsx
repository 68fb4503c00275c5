// Real RTK Query over a stubbed fetch: how often the student's waitlist is asked for.
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { authSlice } from '@classhub/web-api';
import { json, stubFetch } from '@classhub/web-testing';
import { createStandaloneStore } from './standalone-store';
import { useMyWaitlist, WAITING_POLL_MS } from './waitlist.api';

const entry = (status: 'waiting' | 'offered') => ({
  _id: 'w1',
  classId: 'k1',
  className: 'Piano',
  classImage: '',
  status,
  position: 1,
  waiting: 1,
  joinedAt: '2026-11-27T10:00:00.000Z',
  ...(status === 'offered' ? { offerExpiresAt: '2026-11-28T10:00:00.000Z' } : {}),
});

function Entries() {
  const { entries } = useMyWaitlist();
  return <p>{entries ? entries.map(({ status }) => status).join(',') || 'none' : 'no list'}</p>;
}

function renderAs(role: 'student' | 'instructor' | null) {
  const store = createStandaloneStore();
  const { signedIn, signedOut } = authSlice.actions;
  store.dispatch(
    role
      ? signedIn({
          user: { _id: 'u1', name: 'Ada', email: 'ada@classhub.test', photo: '', role, date: 2026 },
          role,
        })
      : signedOut(),
  );
  render(
    <Provider store={store}>
      <Entries />
    </Provider>,
  );
}

describe('useMyWaitlist', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks again every 30 s while the student waits in a line, and stops once a seat is offered', async () => {
    const answers = [[entry('waiting')], [entry('offered')]];
    const { called } = stubFetch({
      'GET /waitlist': () => json(answers[Math.min(called('GET', '/waitlist').length - 1, 1)]),
    });
    renderAs('student');
    expect(await screen.findByText('waiting')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(WAITING_POLL_MS));
    expect(await screen.findByText('offered')).toBeInTheDocument();
    expect(called('GET', '/waitlist')).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(3 * WAITING_POLL_MS));
    expect(called('GET', '/waitlist')).toHaveLength(2);
  });

  it.each([
    ['an instructor', 'instructor' as const],
    ['a visitor', null],
  ])('asks nothing for %s (no waitlist)', async (_who, role) => {
    const { calls } = stubFetch({ 'GET /waitlist': { body: [] } });
    renderAs(role);
    await act(() => jest.advanceTimersByTimeAsync(2 * WAITING_POLL_MS));
    expect(screen.getByText('no list')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

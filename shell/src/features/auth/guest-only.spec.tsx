import { act, screen } from '@testing-library/react';
import { authSlice } from '@classhub/web-api';
import { stubFetch } from '@classhub/web-testing';
import { App } from '../../app/app';
import { LOADING, signedInAs, USERS } from '../../testing/auth-fixtures';
import { renderInShell } from '../../testing/render-app';
import { stubLoader } from '../../testing/stub-loader';

const loader = stubLoader(async () => ({ default: () => <p>remote page</p> }));
const location = () => screen.getByTestId('location');

describe('/login and /register while signed in', () => {
  beforeEach(() => stubFetch({ 'GET /auth/providers': { body: { google: false, demo: false } } }));
  afterEach(() => jest.restoreAllMocks());

  it.each(['/login', '/register'])('%s goes to the return path instead of showing the form', async (path) => {
    renderInShell(<App loader={loader} />, {
      path,
      auth: signedInAs('student'),
      state: { from: { pathname: '/classes', search: '?page=2' } },
    });
    expect(location()).toHaveTextContent(/^\/classes\?page=2$/);
    expect(screen.queryByRole('heading', { name: /Login Now|Register Now/ })).toBeNull();
    await screen.findByText('remote page');
  });

  it.each(['/login', '/register'])('%s goes to / when there is no return path', async (path) => {
    renderInShell(<App loader={loader} />, { path, auth: signedInAs('admin') });
    expect(location()).toHaveTextContent(/^\/$/);
    await screen.findByText('remote page');
  });

  it('waits for the session check on a fresh load, then leaves a signed-in user no form', async () => {
    const { store } = renderInShell(<App loader={loader} />, { path: '/login', auth: LOADING });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    act(() => {
      store.dispatch(authSlice.actions.signedIn({ user: USERS.student, role: 'student' }));
    });
    expect(location()).toHaveTextContent(/^\/$/);
    await screen.findByText('remote page');
  });

  it('shows the form to a visitor and keeps it while they sign in on it', async () => {
    const { store } = renderInShell(<App loader={loader} />, {
      path: '/login',
      state: { from: { pathname: '/classes' } },
    });
    // Lets the page's GET /auth/providers answer land.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { name: 'Login Now' })).toBeInTheDocument();
    act(() => {
      store.dispatch(authSlice.actions.authLoading({ user: USERS.student }));
    });
    expect(screen.getByRole('heading', { name: 'Login Now' })).toBeInTheDocument();
    act(() => {
      store.dispatch(authSlice.actions.signedIn({ user: USERS.student, role: 'student' }));
    });
    // The page's own finish step (greeting, return path) navigates; the guard stays out of its way.
    expect(location()).toHaveTextContent(/^\/login$/);
  });
});

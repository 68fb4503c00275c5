import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from '@classhub/ui';
import { ACCESS_TOKEN_KEY } from '@classhub/web-api';
import { renderInShell } from '../../testing/render-app';
import { USERS } from '../../testing/auth-fixtures';
import { stubFetch } from '@classhub/web-testing';
import { DEMO_PROVIDER_NOTE, GOOGLE_PROBLEMS } from './google-sign-in';
import { LoginPage } from './login-page';

const student = USERS.student;
const signInRoutes = {
  'GET /auth/providers': { body: { google: true, demo: false } },
  'POST /auth/login': { body: { user: student } },
  'POST /jwt': { body: { token: 'h.eyJleHAiOjQxMDI0NDQ4MDB9.s' } },
  [`GET /users/admin/${encodeURIComponent(student.email)}`]: { body: { admin: false } },
  [`GET /users/instructor/${encodeURIComponent(student.email)}`]: { body: { instructor: false } },
};

const location = () => screen.getByTestId('location');

/** Renders the page and lets its GET /auth/providers answer land. */
async function renderLogin(options: Parameters<typeof renderInShell>[1], ui = <LoginPage />) {
  const rendered = renderInShell(ui, options);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return rendered;
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => toast.dismiss());
  });
  afterEach(() => jest.restoreAllMocks());

  it('has email, password, Login, a link to Register and Login with Google', async () => {
    stubFetch(signInRoutes);
    await renderLogin({ path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Login Now' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    stubFetch(signInRoutes);
    await renderLogin({ path: '/login' });
    const password = screen.getByLabelText('Password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends nothing while a field is empty', async () => {
    const { called } = stubFetch(signInRoutes);
    await renderLogin({ path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(called('POST', '/auth/login')).toHaveLength(0);
  });

  it("shows the server's message in red under the form", async () => {
    stubFetch({ ...signInRoutes, 'POST /auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const { store } = await renderLogin({ path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), student.email);
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert).toHaveStyle({ color: '#b91c1c' });
    expect(store.getState().auth.status).toBe('signedOut');
    expect(location()).toHaveTextContent('/login');
  });

  it.each([
    [{ from: { pathname: '/classes', search: '', hash: '' } }, '/classes'],
    [undefined, '/'],
  ])('after signing in goes back to the page it came from (state %j → %s)', async (state, target) => {
    const { calls } = stubFetch(signInRoutes);
    const { store } = await renderLogin({ path: '/login', state });
    await userEvent.type(screen.getByLabelText('Email'), student.email);
    await userEvent.type(screen.getByLabelText('Password'), 'ClassHub#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${target}$`)));
    expect(calls.find((call) => call.path === '/auth/login')?.body).toEqual({
      email: student.email,
      password: 'ClassHub#2026',
    });
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', role: 'student' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(signInRoutes['POST /jwt'].body.token);
  });

  it('offers no Google button (nor its "or") when the server has no Google sign-in', async () => {
    stubFetch({ ...signInRoutes, 'GET /auth/providers': { body: { google: false, demo: false } } });
    await renderLogin({ path: '/login' });
    expect(screen.queryByRole('button', { name: 'Login with Google' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('labels the button as the demo provider on the demo platform', async () => {
    stubFetch({ ...signInRoutes, 'GET /auth/providers': { body: { google: true, demo: true } } });
    await renderLogin({ path: '/login' });
    expect(screen.getByRole('button', { name: 'Login with Google' })).toHaveAccessibleDescription(DEMO_PROVIDER_NOTE);
  });

  it('shows the plain button with real Google settings', async () => {
    stubFetch(signInRoutes);
    await renderLogin({ path: '/login' });
    expect(screen.getByRole('button', { name: 'Login with Google' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(DEMO_PROVIDER_NOTE)).toBeNull();
  });

  it('signs in through the Google popup, welcomes a new user and goes back', async () => {
    stubFetch({ ...signInRoutes, 'GET /auth/session': { body: { user: student } } });
    const popup = { focus: jest.fn() } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(popup);
    await renderLogin(
      { path: '/login', state: { from: { pathname: '/classes' } } },
      <>
        <LoginPage />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Login with Google' }));
    expect(open).toHaveBeenCalledWith('/api/auth/google/start', 'classhub-google', 'width=480,height=640');

    // A message from another origin is ignored.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { type: 'classhub:google', ok: true, isNewUser: true },
        }),
      );
    });
    expect(location()).toHaveTextContent('/login');

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: 'classhub:google', ok: true, isNewUser: true },
        }),
      );
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/classes$/));
    expect(screen.getByRole('status', { name: 'Welcome to ClassHub' })).toBeInTheDocument();
  });

  it("shows the popup's failure in the page and ends the wait", async () => {
    stubFetch(signInRoutes);
    jest.spyOn(window, 'open').mockReturnValue({ focus: jest.fn(), closed: false } as unknown as Window);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLogin({ path: '/login' });
    const button = screen.getByRole('button', { name: 'Login with Google' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: 'classhub:google', ok: false, message: 'Google sign-in was cancelled.' },
        }),
      );
    });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Google sign-in failed'),
      'Google sign-in was cancelled.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in was cancelled.');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(location()).toHaveTextContent('/login');
  });

  it('ends the wait with a message when the popup is closed without a result, or blocked', async () => {
    stubFetch(signInRoutes);
    const popup = { focus: jest.fn(), closed: false };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderLogin({ path: '/login' });
    const button = screen.getByRole('button', { name: 'Login with Google' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    popup.closed = true;
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GOOGLE_PROBLEMS.unfinished), {
      timeout: 3000,
    });
    expect(button).not.toHaveAttribute('aria-busy');

    open.mockReturnValue(null);
    await userEvent.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent(GOOGLE_PROBLEMS.blocked);
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

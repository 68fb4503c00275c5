import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from '@classhub/ui';
import { renderInShell } from '../../testing/render-app';
import { USERS } from '../../testing/auth-fixtures';
import { stubFetch } from '@classhub/web-testing';
import { RegisterPage } from './register-page';

const newUser = { ...USERS.student, _id: 'n1', name: 'Nora New', email: 'nora@classhub.test' };
const routes = {
  'GET /auth/providers': { body: { google: true, demo: false } },
  'POST /auth/register': { status: 201, body: { user: newUser, insertedId: 'n1' } },
  'POST /jwt': { body: { token: 'h.eyJleHAiOjQxMDI0NDQ4MDB9.s' } },
  [`GET /users/admin/${encodeURIComponent(newUser.email)}`]: { body: { admin: false } },
  [`GET /users/instructor/${encodeURIComponent(newUser.email)}`]: { body: { instructor: false } },
};

async function renderRegister(state?: unknown) {
  const rendered = renderInShell(
    <>
      <RegisterPage />
      <Toaster />
    </>,
    { path: '/register', state },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return rendered;
}

async function fill(values: Partial<Record<'Name' | 'Email' | 'Photo URL' | 'Password' | 'Confirm Password', string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

const VALID = {
  Name: 'Nora New',
  Email: 'Nora@ClassHub.test',
  'Photo URL': 'https://img.test/nora.png',
  Password: 'Secret#1',
  'Confirm Password': 'Secret#1',
};

describe('RegisterPage', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => toast.dismiss());
  });
  afterEach(() => jest.restoreAllMocks());

  it('has name, email, photo URL, password and confirmation, Register, a link to Login and Login with Google', async () => {
    stubFetch(routes);
    await renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Register Now' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Photo URL')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
  });

  it('shows and hides both passwords', async () => {
    stubFetch(routes);
    await renderRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('requires every field but the photo, with the messages the server also uses', async () => {
    const { called } = stubFetch(routes);
    await renderRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Password is required',
      'Confirm password is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(/Photo URL/, { selector: 'p' })).toBeNull();
    expect(called('POST', '/auth/register')).toHaveLength(0);
  });

  it('marks the required fields (asterisk legend, required, aria-required) and says the photo is optional', async () => {
    stubFetch(routes);
    await renderRegister();
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('Photo URL')).not.toBeRequired();
    expect(screen.getByLabelText('Photo URL')).toHaveAccessibleDescription(
      'Optional: without a photo, your initials are shown.',
    );
  });

  it('checks a field as soon as it is left', async () => {
    stubFetch(routes);
    await renderRegister();
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it('registers without a photo', async () => {
    const { called } = stubFetch(routes);
    await renderRegister();
    const { 'Photo URL': _photo, ...withoutPhoto } = VALID;
    await fill(withoutPhoto);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(called('POST', '/auth/register')).toHaveLength(1));
    expect(called('POST', '/auth/register')[0]?.body).toMatchObject({ photo: '' });
  });

  it.each([
    [{ Email: 'not-an-email' }, 'Invalid email address'],
    [{ 'Photo URL': 'photo.png' }, 'Invalid URL'],
    [{ Password: 'Ab#1', 'Confirm Password': 'Ab#1' }, 'Password must be at least 6 characters'],
    [
      { Password: 'secret#1', 'Confirm Password': 'secret#1' },
      'Password must have one Uppercase one lower case, one number and one special character.',
    ],
    [
      { Password: 'Secret%1x', 'Confirm Password': 'Secret%1x' },
      'Password must have one Uppercase one lower case, one number and one special character.',
    ],
    [{ 'Confirm Password': 'Secret#2' }, 'Password are not match'],
  ])('with %j shows "%s" and sends nothing', async (change, message) => {
    const { called } = stubFetch(routes);
    await renderRegister();
    await fill({ ...VALID, ...change });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(called('POST', '/auth/register')).toHaveLength(0);
  });

  it('registers, welcomes the new user and goes back to where they came from', async () => {
    const { called } = stubFetch(routes);
    const { store } = await renderRegister({ from: { pathname: '/classes' } });
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/classes$/));
    expect(called('POST', '/auth/register')[0]?.body).toEqual({
      name: 'Nora New',
      email: 'nora@classhub.test',
      photo: 'https://img.test/nora.png',
      password: 'Secret#1',
    });
    expect(screen.getByRole('status', { name: 'Welcome to ClassHub' })).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it("shows the server's refusal in red, and its field messages under the fields", async () => {
    stubFetch({
      ...routes,
      'POST /auth/register': {
        status: 400,
        body: {
          message: 'Password must be at least 6 characters',
          errors: [{ field: 'password', message: 'Password must be at least 6 characters' }],
        },
      },
    });
    await renderRegister();
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an email conflict', async () => {
    stubFetch({
      ...routes,
      'POST /auth/register': { status: 409, body: { message: 'An account with this email already exists' } },
    });
    await renderRegister();
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.queryByRole('status', { name: 'Welcome to ClassHub' })).toBeNull();
  });
});

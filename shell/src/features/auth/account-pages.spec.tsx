import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, PASSWORD_MESSAGES } from '@classhub/contracts';
import { json, stubFetch } from '@classhub/web-testing';
import { App } from '../../app/app';
import { signedInAs, USERS } from '../../testing/auth-fixtures';
import { renderInShell } from '../../testing/render-app';
import { stubLoader } from '../../testing/stub-loader';

const loader = stubLoader();
const TOKEN = 'A'.repeat(43);

describe('accounts by mail: the pages mailed links open', () => {
  afterEach(() => jest.restoreAllMocks());

  it('links "Forgot password?" from the login page; the page sends the address and says the same whatever it is', async () => {
    const { called } = stubFetch({
      'GET /auth/providers': { body: { google: false, demo: false } },
      'POST /auth/password-reset': { status: 202, body: { message: ACCOUNT_MESSAGES.resetRequested } },
    });
    renderInShell(<App loader={loader} />, { path: '/login' });
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password?' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetRequested);
    expect(called('POST', '/auth/password-reset')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('sets a new password with the link token after checking the rule and the confirmation', async () => {
    const { called } = stubFetch({
      'POST /auth/password-reset/confirm': { body: { message: ACCOUNT_MESSAGES.passwordReset } },
    });
    renderInShell(<App loader={loader} />, { path: `/reset-password?token=${TOKEN}` });
    const password = await screen.findByLabelText('New password');
    await userEvent.type(password, 'weak');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'weak');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.tooShort)).toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'Fresh#Start9');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh#Start9');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.passwordReset);
    expect(called('POST', '/auth/password-reset/confirm')[0]?.body).toEqual({ token: TOKEN, password: 'Fresh#Start9' });
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('shows why a used or expired link does not work', async () => {
    stubFetch({
      'POST /auth/password-reset/confirm': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: ACCOUNT_MESSAGES.linkInvalid },
      },
    });
    renderInShell(<App loader={loader} />, { path: `/reset-password?token=${TOKEN}` });
    await userEvent.type(await screen.findByLabelText('New password'), 'Fresh#Start9');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh#Start9');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.linkInvalid);
  });

  it('opens a verification link once, on arrival, says what was proved, and takes a token that says so once', async () => {
    const user = { ...USERS.student, emailVerified: false };
    const { called } = stubFetch({
      'POST /auth/email-verification/confirm': {
        body: { message: ACCOUNT_MESSAGES.emailVerified, purpose: 'sign-up', email: user.email },
      },
      'GET /auth/session': { body: { user: { ...user, emailVerified: true } } },
      // A renewal that takes a moment: the answer must wait for it.
      'POST /jwt': async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return json({ token: 'h.eyJleHAiOjQxMDI0NDQ4MDB9.s' });
      },
    });
    renderInShell(<App loader={loader} />, {
      path: `/verify-email?token=${TOKEN}`,
      auth: { ...signedInAs('student'), user },
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailVerified)).toHaveAttribute('role', 'status');
    expect(called('POST', '/auth/email-verification/confirm')).toEqual([
      expect.objectContaining({ body: { token: TOKEN } }),
    ]);
    // The answer shows once the new token (and its session cookie) is in: leaving then loses nothing.
    expect(called('POST', '/jwt')).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(called('POST', '/jwt')).toHaveLength(1);
    expect(called('GET', '/auth/session')).toHaveLength(1);
  });

  it('shows an unverified account a banner on every page, with "Resend the link"', async () => {
    const user = { ...USERS.student, emailVerified: false };
    const { called } = stubFetch({
      'POST /auth/email-verification': { status: 202, body: { message: `We sent a new link to ${user.email}.` } },
      'GET /auth/providers': { body: { google: false, demo: false } },
    });
    renderInShell(<App loader={loader} />, { path: '/forgot-password', auth: { ...signedInAs('student'), user } });
    const banner = await screen.findByRole('region', { name: 'Account verification' });
    expect(banner).toHaveTextContent(`we sent a link to ${user.email}`);
    await userEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    await waitFor(() => expect(called('POST', '/auth/email-verification')).toHaveLength(1));
    expect(await screen.findByText(`We sent a new link to ${user.email}.`)).toBeInTheDocument();
  });

  it('drops the banner when the tab comes back after the link was opened elsewhere', async () => {
    const user = { ...USERS.student, emailVerified: false };
    const { called } = stubFetch({
      'GET /auth/session': { body: { user: { ...user, emailVerified: true } } },
      'POST /jwt': { body: { token: 'h.eyJleHAiOjQxMDI0NDQ4MDB9.s' } },
    });
    renderInShell(<App loader={loader} />, { path: '/forgot-password', auth: { ...signedInAs('student'), user } });
    await screen.findByRole('region', { name: 'Account verification' });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Account verification' })).not.toBeInTheDocument());
    expect(called('POST', '/jwt')[0]?.body).toEqual({ email: user.email });
  });
});

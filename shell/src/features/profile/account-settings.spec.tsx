import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@classhub/contracts';
import { ACCESS_TOKEN_KEY } from '@classhub/web-api';
import { stubFetch, type RouteAnswer } from '@classhub/web-testing';
import { App } from '../../app/app';
import { roleFlagRoutes, signedInAs, USERS } from '../../testing/auth-fixtures';
import { renderInShell } from '../../testing/render-app';
import { stubLoader } from '../../testing/stub-loader';

const loader = stubLoader();
const student = USERS.student;

function renderSettings(routes: Record<string, RouteAnswer>) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
  const fetch = stubFetch({
    [`GET /userprofile/${encodeURIComponent(student.email)}`]: { body: student },
    ...roleFlagRoutes('student'),
    ...routes,
  });
  const rendered = renderInShell(<App loader={loader} />, {
    path: '/dashboard/userprofile',
    auth: signedInAs('student'),
  });
  return { ...rendered, ...fetch };
}

describe('the profile: change password, change email, delete my account', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('changes the password with the current one and says the other browsers were signed out', async () => {
    const { called } = renderSettings({
      'PUT /auth/password': { body: { message: ACCOUNT_MESSAGES.passwordChanged } },
    });
    const card = within(await screen.findByRole('region', { name: 'Change password' }));
    await userEvent.type(card.getByLabelText('Current password'), 'ClassHub#2026');
    await userEvent.type(card.getByLabelText('New password'), 'Fresh#Start9');
    await userEvent.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged);
    expect(called('PUT', '/auth/password')[0]?.body).toEqual({
      currentPassword: 'ClassHub#2026',
      newPassword: 'Fresh#Start9',
    });
  });

  it("asks for the new address's link and shows the server's refusal in words", async () => {
    renderSettings({
      'POST /auth/email-change': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' },
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Change email' }));
    await userEvent.type(card.getByLabelText('New email'), 'taken@example.com');
    await userEvent.type(card.getByLabelText('Your password'), 'ClassHub#2026');
    await userEvent.click(card.getByRole('button', { name: 'Send the link' }));
    expect(await card.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });

  it('deletes the account only after "Are you sure?", then signs out', async () => {
    const { called } = renderSettings({
      'POST /auth/account/delete': { body: { message: ACCOUNT_MESSAGES.accountDeleted } },
      'POST /auth/logout': { status: 204 },
    });
    const card = within(await screen.findByRole('region', { name: 'Delete my account' }));
    await userEvent.type(card.getByLabelText('Your password'), 'ClassHub#2026');
    await userEvent.click(card.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(called('POST', '/auth/account/delete')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(called('POST', '/auth/account/delete')[0]?.body).toEqual({ password: 'ClassHub#2026' });
  });

  it("does not offer an instructor 'Change email' or 'Delete my account' (their classes and sales are filed under it)", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    stubFetch({
      [`GET /userprofile/${encodeURIComponent(USERS.instructor.email)}`]: { body: USERS.instructor },
      ...roleFlagRoutes('instructor'),
    });
    renderInShell(<App loader={loader} />, { path: '/dashboard/userprofile', auth: signedInAs('instructor') });
    expect(await screen.findByRole('region', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delete my account' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { ProfileDto } from '@classhub/contracts';
import { ACCESS_TOKEN_KEY } from '@classhub/web-api';
import { App } from '../../app/app';
import { roleFlagRoutes, signedInAs, USERS } from '../../testing/auth-fixtures';
import { stubFetch } from '@classhub/web-testing';
import { renderInShell } from '../../testing/render-app';
import { stubLoader } from '../../testing/stub-loader';

const loader = stubLoader();
const profilePath = `/userprofile/${encodeURIComponent(USERS.instructor.email)}`;

function detail(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return within(dt.parentElement!).getByRole('definition');
}

function renderProfile(profile: ProfileDto) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
  const fetch = stubFetch({ [`GET ${profilePath}`]: { body: profile }, ...roleFlagRoutes('instructor') });
  return {
    ...renderInShell(<App loader={loader} />, { path: '/dashboard/userprofile', auth: signedInAs('instructor') }),
    ...fetch,
  };
}

describe('ProfilePage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('shows photo, name, role badge, email, phone, gender, website, join year and address', async () => {
    const { calls } = renderProfile({
      ...USERS.instructor,
      phone: '5550100',
      gender: 'Female',
      website: 'https://ines.example',
      address: '1 Main St',
      date: 2025,
    });
    const card = within(await screen.findByRole('article', { name: 'Ines Instructor' }));
    expect(card.getByRole('img', { name: 'Ines Instructor' })).toHaveAttribute('src', USERS.instructor.photo);
    expect(card.getByText('Instructor', { selector: 'span' })).toBeInTheDocument();
    expect(detail('Email')).toHaveTextContent('instructor1@classhub.test');
    expect(detail('Phone')).toHaveTextContent('5550100');
    expect(detail('Gender')).toHaveTextContent('Female');
    expect(within(detail('Website')).getByRole('link', { name: 'https://ines.example' })).toHaveAttribute(
      'href',
      'https://ines.example',
    );
    expect(detail('Joined in')).toHaveTextContent('2025');
    expect(detail('Address')).toHaveTextContent('1 Main St');
    expect(card.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/dashboard/updateprofile/i1');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer a.b.c');
  });

  it("shows 'Not Show' for a missing phone, gender and address, 'Not show' for the website, and joined in 2023 by default", async () => {
    renderProfile({ ...USERS.instructor, phone: '', website: undefined, date: 0 });
    await screen.findByRole('article', { name: 'Ines Instructor' });
    expect(detail('Phone')).toHaveTextContent(/^Not Show$/);
    expect(detail('Gender')).toHaveTextContent(/^Not Show$/);
    expect(detail('Address')).toHaveTextContent(/^Not Show$/);
    expect(detail('Website')).toHaveTextContent(/^Not show$/);
    expect(within(detail('Website')).queryByRole('link')).toBeNull();
    expect(detail('Joined in')).toHaveTextContent(/^2023$/);
  });

  it('signs the user out and goes to /login when the API answers 401', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'forged.token.value');
    const { called } = stubFetch({
      [`GET ${profilePath}`]: { status: 401, body: { message: 'Invalid token' } },
      ...roleFlagRoutes('instructor'),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    const { store } = renderInShell(<App loader={loader} />, {
      path: '/dashboard/userprofile',
      auth: signedInAs('instructor'),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(store.getState().auth.status).toBe('signedOut');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(called('POST', '/auth/logout')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Login Now' })).toBeInTheDocument();
  });

  it('also signs out on a 403', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    stubFetch({
      [`GET ${profilePath}`]: { status: 403, body: { message: 'Forbidden' } },
      ...roleFlagRoutes('instructor'),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    renderInShell(<App loader={loader} />, { path: '/dashboard/userprofile', auth: signedInAs('instructor') });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });
});

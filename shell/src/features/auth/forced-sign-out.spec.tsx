import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_KEY } from '@classhub/web-api';
import { api } from '@classhub/web-query';
import { fakeToken, stubFetch } from '@classhub/web-testing';
import { App } from '../../app/app';
import { roleFlagRoutes, signedInAs, USERS } from '../../testing/auth-fixtures';
import { renderInShell } from '../../testing/render-app';
import type { RemoteName } from '@classhub/contracts';
import { SIGN_OUT_NOTICES } from './login-redirect';
import { stubLoader } from '../../testing/stub-loader';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ getProbe: build.query<unknown, void>({ query: () => '/probe' }) }),
});

/** A remote page that makes one API call, as every dashboard page does. */
function CallingPage() {
  probeApi.useGetProbeQuery();
  return <p>page that calls the API</p>;
}

const loader = stubLoader(async (remote: RemoteName) => ({
  default: remote === 'mf_catalog' ? () => <p>home</p> : CallingPage,
}));
const location = () => screen.getByTestId('location');
const student = USERS.student;

function platformRoutes(probeStatus: number) {
  return {
    'GET /probe': { status: probeStatus, body: { message: 'no' } },
    'POST /auth/logout': () => new Response(null, { status: 204 }),
    'GET /auth/providers': { body: { google: false, demo: false } },
    'POST /auth/login': { body: { user: student } },
    'POST /jwt': { body: { token: fakeToken() } },
    ...roleFlagRoutes('student'),
  };
}

async function signInWithForm() {
  await userEvent.type(screen.getByLabelText('Email'), student.email);
  await userEvent.type(screen.getByLabelText('Password'), 'ClassHub#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('a forced sign-out (docs/product.md#signing-in: a 401 or 403 logs out and goes to /login)', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('after a 403 says the page is not theirs and never returns to it, so there is no loop', async () => {
    stubFetch(platformRoutes(403));
    renderInShell(<App loader={loader} />, { path: '/dashboard/studenthome', auth: signedInAs('student') });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(await screen.findByText(SIGN_OUT_NOTICES.forbidden)).toBeInTheDocument();
    expect(JSON.parse(location().dataset.state!)).toEqual({ signOutReason: 'forbidden' });

    await signInWithForm();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('after a 401 says the session ended and returns to the page after signing in again', async () => {
    stubFetch(platformRoutes(401));
    renderInShell(<App loader={loader} />, { path: '/dashboard/studenthome', auth: signedInAs('student') });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(await screen.findByText(SIGN_OUT_NOTICES.sessionEnded)).toBeInTheDocument();
    expect(JSON.parse(location().dataset.state!)).toMatchObject({
      signOutReason: 'sessionEnded',
      from: { pathname: '/dashboard/studenthome' },
    });

    await signInWithForm();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/studenthome$/));
  });

  it('shows no notice on a login the user chose', async () => {
    stubFetch(platformRoutes(200));
    renderInShell(<App loader={loader} />, { path: '/login', state: { from: { pathname: '/classes' } } });
    expect(await screen.findByRole('heading', { name: 'Login Now' })).toBeInTheDocument();
    for (const notice of Object.values(SIGN_OUT_NOTICES)) expect(screen.queryByText(notice)).toBeNull();
  });
});

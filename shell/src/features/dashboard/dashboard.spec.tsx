import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_KEY, authSlice } from '@classhub/web-api';
import { App } from '../../app/app';
import { LOADING, roleFlagRoutes, signedInAs, USERS } from '../../testing/auth-fixtures';
import { stubFetch } from '@classhub/web-testing';
import { renderInShell } from '../../testing/render-app';
import { THEME_STORAGE_KEY } from '../theme/theme.slice';
import { stubLoader } from '../../testing/stub-loader';

const location = () => screen.getByTestId('location');
const panel = () => within(screen.getByRole('complementary', { name: 'Dashboard' }));

describe('the /dashboard guard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it.each(['/dashboard/studenthome', '/dashboard/adminhome', '/dashboard/userprofile'])(
    'sends a signed-out visitor of %s to /login, remembering the page',
    async (path) => {
      const loader = stubLoader();
      renderInShell(<App loader={loader} />, { path });
      // The dashboard's frame is a lazy chunk: the redirect comes once it has loaded.
      await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
      expect(JSON.parse(location().dataset.state!)).toMatchObject({ from: { pathname: path } });
      expect(await screen.findByRole('heading', { name: 'Login Now' })).toBeInTheDocument();
      expect(loader.loadApp).not.toHaveBeenCalled();
    },
  );

  it.each(['/dashboard/adminhome', '/dashboard/myclasses', '/dashboard/studenthome'])(
    'shows the Loading spinner on %s while the user and role resolve, then the page',
    async (path) => {
      const loader = stubLoader();
      const { store } = renderInShell(<App loader={loader} />, { path, auth: LOADING });
      await waitFor(() => expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(/^Loading$/));
      expect(loader.loadApp).not.toHaveBeenCalled();
      const role = path.includes('admin') ? 'admin' : path.includes('myclasses') ? 'instructor' : 'student';
      act(() => {
        store.dispatch(authSlice.actions.signedIn({ user: USERS[role], role }));
      });
      expect(await screen.findByText(/app$/)).toBeInTheDocument();
      expect(location()).toHaveTextContent(path);
    },
  );

  it.each([
    ['admin', '/dashboard/manageusers', 'mf_admin'],
    ['instructor', '/dashboard/myclasses', 'mf_instructor'],
    ['admin', '/dashboard/studenthome', 'mf_student'],
  ] as const)(
    'starts loading the area once identity names the session user (%s on %s), before the token and role checks end',
    async (role, path, remote) => {
      const loader = stubLoader();
      renderInShell(<App loader={loader} />, { path, auth: { status: 'loading', user: USERS[role] } });
      await waitFor(() => expect(loader.loadApp).toHaveBeenCalledWith(remote));
      expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(/^Loading$/);
    },
  );

  it.each([
    ['student', '/dashboard/manageusers'],
    ['instructor', '/dashboard/adminhome'],
    ['student', '/dashboard/addclasses'],
  ] as const)(
    'loads nothing ahead for a session user whose role does not open the area (%s on %s)',
    async (role, path) => {
      const loader = stubLoader();
      renderInShell(<App loader={loader} />, { path, auth: { status: 'loading', user: USERS[role] } });
      await waitFor(() => expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(/^Loading$/));
      expect(loader.loadApp).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['student', '/dashboard/adminhome'],
    ['student', '/dashboard/manageusers'],
    ['instructor', '/dashboard/manageclasses'],
    ['student', '/dashboard/addclasses'],
    ['admin', '/dashboard/myclasses'],
  ] as const)('sends a %s who opens %s to /', async (role, path) => {
    const loader = stubLoader();
    renderInShell(<App loader={loader} />, { path, auth: signedInAs(role) });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    await screen.findByText('mf_catalog app');
    expect(loader.loadApp).not.toHaveBeenCalledWith(
      path.includes('myclasses') || path.includes('addclasses') ? 'mf_instructor' : 'mf_admin',
    );
  });

  it.each([
    ['admin', '/dashboard/manageusers', 'mf_admin'],
    ['instructor', '/dashboard/addclasses', 'mf_instructor'],
    ['admin', '/dashboard/studenthome', 'mf_student'],
  ] as const)('lets an %s open %s', async (role, path, remote) => {
    renderInShell(<App loader={stubLoader()} />, { path, auth: signedInAs(role) });
    expect(await within(screen.getByRole('main')).findByText(`${remote} app`)).toBeInTheDocument();
  });

  it.each([
    ['admin', '/dashboard/adminhome'],
    ['student', '/dashboard/studenthome'],
  ] as const)('sends an %s at /dashboard to %s', async (role, home) => {
    renderInShell(<App loader={stubLoader()} />, { path: '/dashboard', auth: signedInAs(role) });
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${home}$`)));
    await screen.findByText(/ app$/);
  });

  it('sends the user to / when a role check finds the role taken away', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    stubFetch(roleFlagRoutes('student', USERS.admin.email));
    const loader = stubLoader();
    renderInShell(<App loader={loader} />, { path: '/dashboard/adminhome', auth: signedInAs('admin') });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    await screen.findByText('mf_catalog app');
  });
});

describe('the dashboard side panel', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [
      'admin',
      'Admin',
      ['Admin Home', 'Manage Classes', 'Manage Users', 'Messages', 'Transactions', 'Coupons', 'Audit Log'],
      '/dashboard/adminhome',
    ],
    [
      'instructor',
      'Instructor',
      ['Instructor Home', 'My Classes', 'Add a Class', 'My Coupons'],
      '/dashboard/instructorhome',
    ],
    [
      'student',
      'Student',
      ['Student Home', 'My Selected Classes', 'My Enrolled Classes', 'Payment History', 'My Waitlist'],
      '/dashboard/studenthome',
    ],
  ] as const)('shows an %s photo, name, the label %s and the role menu %j', async (role, label, items, path) => {
    const user = USERS[role];
    renderInShell(<App loader={stubLoader()} />, { path, auth: signedInAs(role) });
    await screen.findByText(/ app$/);
    expect(panel().getByRole('img', { name: user.name })).toHaveAttribute('src', user.photo);
    expect(panel().getByText(user.name)).toBeInTheDocument();
    expect(panel().getByText(label, { selector: 'p' })).toBeInTheDocument();
    const roleMenu = within(panel().getByRole('navigation', { name: `${label} menu` }));
    expect(roleMenu.getAllByRole('link').map((link) => link.textContent)).toEqual(items);
    expect(roleMenu.getByRole('link', { name: items[0] })).toHaveAttribute('aria-current', 'page');
    const shared = within(panel().getByRole('navigation', { name: 'ClassHub' }));
    expect(shared.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Instructors', '/instructors'],
      ['Classes', '/classes'],
      ['Profile', '/dashboard/userprofile'],
    ]);
    expect(panel().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('switches between light and dark and saves the choice under "theme"', async () => {
    const { store } = renderInShell(<App loader={stubLoader()} />, {
      path: '/dashboard/studenthome',
      auth: signedInAs('student'),
    });
    await screen.findByText('mf_student app');
    const toggle = panel().getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(store.getState().theme.mode).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(toggle);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('logs out to /login', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    const { called } = stubFetch({
      'POST /auth/logout': () => new Response(null, { status: 204 }),
      ...roleFlagRoutes('student'),
    });
    const { store } = renderInShell(<App loader={stubLoader()} />, {
      path: '/dashboard/studenthome',
      auth: signedInAs('student'),
    });
    await screen.findByText('mf_student app');
    await userEvent.click(panel().getByRole('button', { name: 'Logout' }));
    // The navigation is a transition: the old page stays until the login page's chunk has loaded.
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(store.getState().auth.status).toBe('signedOut');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(called('POST', '/auth/logout')).toHaveLength(1));
  });
});

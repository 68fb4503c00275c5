import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lightTheme } from '@classhub/ui';
import { ACCESS_TOKEN_KEY } from '@classhub/web-api';
import { LOADING, signedInAs } from '../../testing/auth-fixtures';
import { stubFetch } from '@classhub/web-testing';
import { stubWindowWidth } from '../../testing/match-media';
import { renderInShell } from '../../testing/render-app';
import { NavBar } from './nav-bar';

function navLinks() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('NavBar', () => {
  it('links Home, Instructors and Classes', () => {
    renderInShell(<NavBar />);
    expect(navLinks().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(navLinks().getByRole('link', { name: 'Instructors' })).toHaveAttribute('href', '/instructors');
    expect(navLinks().getByRole('link', { name: 'Classes' })).toHaveAttribute('href', '/classes');
  });

  it.each([
    ['/', 'Home'],
    ['/classes', 'Classes'],
    ['/classes/some-class', 'Classes'],
    ['/instructors', 'Instructors'],
  ])('on %s highlights only %s, in purple', (path, current) => {
    renderInShell(<NavBar />, { path });
    for (const label of ['Home', 'Instructors', 'Classes']) {
      const link = navLinks().getByRole('link', { name: label });
      if (label === current) {
        expect(link).toHaveAttribute('aria-current', 'page');
        expect(link).toHaveStyle({ backgroundColor: lightTheme.color.primary });
      } else {
        expect(link).not.toHaveAttribute('aria-current');
      }
    }
  });

  it('highlights nothing on a page outside the bar', () => {
    renderInShell(<NavBar />, { path: '/nope' });
    expect(navLinks().queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('turns semi-transparent after scrolling more than 100 px', () => {
    renderInShell(<NavBar />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 101, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });
});

describe('NavBar and the signed-in user', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers Login to a signed-out visitor, remembering the page, and no Dashboard or Profile', () => {
    renderInShell(<NavBar />, { path: '/classes' });
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/login');
    expect(navLinks().queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(navLinks().queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('shows neither Login nor the avatar while the session is being checked', () => {
    renderInShell(<NavBar />, { auth: LOADING });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: /account menu/i })).toBeNull();
  });

  it.each([
    ['admin', '/dashboard/adminhome', '/dashboard/manageclasses'],
    ['instructor', '/dashboard/instructorhome', '/dashboard/myclasses'],
    ['student', '/dashboard/studenthome', '/dashboard/myselectedclass'],
  ] as const)('links an %s to %s, and to %s from the small-screen menu', async (role, large, small) => {
    const window = stubWindowWidth(1280);
    renderInShell(<NavBar />, { auth: signedInAs(role) });
    expect(navLinks().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', large);
    expect(navLinks().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/userprofile');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: /site navigation/ })).toBeNull();

    act(() => window.resize(390));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Open site navigation' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAccessibleName('Close site navigation');
    const menu = within(screen.getByRole('navigation', { name: 'Site navigation' }));
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', small);
    expect(menu.getByRole('link', { name: 'Classes' })).toHaveAttribute('href', '/classes');
    // The page holds one Dashboard link: the large screens' one is not rendered, not merely hidden.
    expect(screen.getAllByRole('link', { name: 'Dashboard', hidden: true })).toHaveLength(1);
    window.restore();
  });

  it('highlights Profile with a green-to-blue gradient and white text when current', () => {
    renderInShell(<NavBar />, { path: '/dashboard/userprofile', auth: signedInAs('student') });
    const profile = navLinks().getByRole('link', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-current', 'page');
    expect(profile).toHaveStyle({ color: '#ffffff' });
    expect(getComputedStyle(profile).background).toMatch(/linear-gradient\(90deg, #15803d 0%, #1d4ed8 100%\)/);
    expect(navLinks().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['student', '/dashboard/studenthome', true],
    ['student', '/dashboard/paymenthistory', true],
    ['student', '/dashboard/payment/abc', true],
    ['admin', '/dashboard/manageusers', true],
    ['instructor', '/dashboard/addclasses', true],
    ['student', '/dashboard/userprofile', false],
    ['student', '/dashboard/updateprofile/s1', false],
    ['student', '/classes', false],
  ] as const)('as %s on %s highlights Dashboard: %s', (role, path, current) => {
    renderInShell(<NavBar />, { path, auth: signedInAs(role) });
    const dashboard = navLinks().getByRole('link', { name: 'Dashboard' });
    if (current) {
      expect(dashboard).toHaveAttribute('aria-current', 'true');
      expect(dashboard).toHaveStyle({ backgroundColor: lightTheme.color.primary });
    } else {
      expect(dashboard).not.toHaveAttribute('aria-current');
    }
  });

  it('does not highlight Profile elsewhere', () => {
    renderInShell(<NavBar />, { path: '/classes', auth: signedInAs('student') });
    expect(navLinks().getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('has an avatar menu with Profile and Logout; Logout signs out and goes to /login', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    const { called } = stubFetch({ 'POST /auth/logout': () => new Response(null, { status: 204 }) });
    const { store } = renderInShell(<NavBar />, { path: '/classes', auth: signedInAs('instructor') });
    const avatar = screen.getByRole('button', { name: 'Account menu for Ines Instructor' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://img.test/ines.png');
    await userEvent.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'Profile' }).at(-1)).toHaveAttribute('href', '/dashboard/userprofile');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(store.getState().auth.status).toBe('signedOut');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(called('POST', '/auth/logout')).toHaveLength(1));
  });

  it('closes the avatar menu with Escape', async () => {
    renderInShell(<NavBar />, { auth: signedInAs('student') });
    await userEvent.click(screen.getByRole('button', { name: /account menu/i }));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});

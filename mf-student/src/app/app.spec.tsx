import { screen } from '@testing-library/react';
import { renderRemote } from '@classhub/remote-testing';
import StudentApp from './app';

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  // Every page asks the server for its data; keep them waiting, the routes are what is tested here.
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
});
afterEach(() => fetchSpy.mockRestore());

describe('StudentApp', () => {
  it.each([
    ['/dashboard/studenthome', 'Student Home'],
    ['/dashboard/myselectedclass', 'My Selected Classes'],
    ['/dashboard/myenrolledclass', 'My Enrolled Classes'],
    ['/dashboard/paymenthistory', 'Payment History'],
    ['/dashboard/payment/65f0c0ffee', 'Please Proceed to Payment'],
    ['/dashboard/waitlist', 'My Waitlist'],
  ])('%s shows the page "%s"', (path, title) => {
    renderRemote(<StudentApp />, { path, auth: 'student' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('waits for the signed-in user before asking for data', () => {
    renderRemote(<StudentApp />, { path: '/dashboard/myselectedclass', auth: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers to log in when nobody is signed in (the remote running alone)', () => {
    renderRemote(<StudentApp />, { path: '/dashboard/paymenthistory', auth: 'signedOut' });
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the shared error page for an unknown sub-route', () => {
    renderRemote(<StudentApp />, { path: '/dashboard/payment' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Error\s*404/);
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  });
});

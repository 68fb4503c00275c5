import { screen } from '@testing-library/react';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import AdminApp from './app';

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  // A fresh Response per call: a page may fetch more than once, and a body can be read only once.
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse([]));
});
afterEach(() => fetchSpy.mockRestore());

describe('AdminApp', () => {
  it.each([
    ['/dashboard/adminhome', 'Admin Home'],
    ['/dashboard/manageusers', 'Manage Users'],
    ['/dashboard/manageclasses', 'Manage Classes'],
  ])('%s shows the page "%s"', (path, title) => {
    renderRemote(<AdminApp />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it.each([
    ['/dashboard/transactions', 'Transactions'],
    ['/dashboard/managecoupons', 'Coupons'],
  ])('%s, loaded on demand, shows the page "%s"', async (path, title) => {
    renderRemote(<AdminApp />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the shared error page for an unknown sub-route', () => {
    renderRemote(<AdminApp />, { path: '/dashboard/adminhome/unknown' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Error\s*404/);
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  });
});

import { act, screen } from '@testing-library/react';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import CatalogApp from './app';

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
});
afterEach(() => fetchSpy.mockRestore());

describe('CatalogApp', () => {
  it('shows the home page on / with a link to the classes', async () => {
    renderRemote(<CatalogApp />, { path: '/' });
    // Lets the gallery's zoom settle (it decodes its images on mount).
    await act(async () => undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to ClassHub' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse classes' })).toHaveAttribute('href', '/classes');
  });

  it('shows a class detail page on /classes/:id', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ message: 'Class not found' }, 404));
    renderRemote(<CatalogApp />, { path: '/classes/abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Class not found' })).toBeInTheDocument();
    expect(new URL((fetchSpy.mock.calls[0][0] as Request).url).pathname).toBe('/api/classes/abc/detail');
  });

  it('shows the shared error page for an unknown sub-route', () => {
    renderRemote(<CatalogApp />, { path: '/classes/unknown/page' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Error\s*404/);
  });
});

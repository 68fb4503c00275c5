import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('opens a class from its card on /classes, and its back link returns to the same filtered list', async () => {
    const piano = {
      _id: 'k1',
      className: 'Piano',
      classImage: '/api/media/classes/k1.png',
      instructorName: 'Cy',
      instructorEmail: 'cy@x.io',
      availableSeats: 2,
      price: 12,
      enrolled: 1,
      status: 'approved',
    };
    fetchSpy.mockImplementation(async (request: Request) =>
      new URL(request.url).pathname === '/api/approvedclass'
        ? jsonResponse({ items: [piano], total: 1, page: 1, pageSize: 12 })
        : jsonResponse(piano),
    );
    renderRemote(<CatalogApp />, { path: '/classes?q=piano&sort=newest' });
    const card = await screen.findByRole('article', { name: 'Piano' });
    await userEvent.click(within(card).getByRole('link', { name: 'Piano' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Piano' })).toBeInTheDocument();
    expect(new URL((fetchSpy.mock.calls.at(-1)?.[0] as Request).url).pathname).toBe('/api/classes/k1/detail');
    expect(screen.getByRole('link', { name: '← All classes' })).toHaveAttribute('href', '/classes?q=piano&sort=newest');
  });

  it('shows the shared error page for an unknown sub-route', () => {
    renderRemote(<CatalogApp />, { path: '/classes/unknown/page' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Error\s*404/);
  });
});

import { screen, within } from '@testing-library/react';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { InstructorsPage } from './instructors-page';

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

describe('InstructorsPage', () => {
  it('lists instructors from GET /api/instructors', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse([{ photo: '/api/media/users/ada.jpg', name: 'Ada', email: 'ada@x.io', role: 'instructor' }]),
    );
    renderRemote(<InstructorsPage />, { path: '/instructors' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Instructors' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Instructors' });
    expect(within(list).getByRole('img', { name: 'Ada' })).toHaveAttribute('src', '/api/media/users/ada.jpg');
    // jsdom names the link 'ada@ x. io' (a space for each <wbr>); browsers do not.
    expect(within(list).getByRole('link')).toHaveAttribute('href', 'mailto:ada@x.io');
    expect(within(list).getByRole('link')).toHaveTextContent(/^ada@x\.io$/);
    expect(within(list).getByText('Instructor')).toBeInTheDocument();
    expect(new URL((fetchSpy.mock.calls[0][0] as Request).url).pathname).toBe('/api/instructors');
  });

  it('shows the initials of an instructor without a photo, never an image that cannot load', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse([{ photo: '', name: 'Grace Hopper', email: 'grace@x.io', role: 'instructor' }]),
    );
    renderRemote(<InstructorsPage />, { path: '/instructors' });
    const list = await screen.findByRole('list', { name: 'Instructors' });
    expect(within(list).getByRole('img', { name: 'Grace Hopper' })).toHaveAttribute('data-initials', 'GH');
    expect(list.querySelector('img')).toBeNull();
  });

  it('loads the photos of the first row at once and the rest as they come near', async () => {
    const people = ['a', 'b', 'c', 'd'].map((id) => ({
      photo: `/api/media/users/${id}.jpg`,
      name: id,
      email: `${id}@x.io`,
      role: 'instructor',
    }));
    fetchSpy.mockResolvedValue(jsonResponse(people));
    renderRemote(<InstructorsPage />, { path: '/instructors' });
    const list = await screen.findByRole('list', { name: 'Instructors' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('loading')),
    ).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it('shows a loading status while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderRemote(<InstructorsPage />, { path: '/instructors' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading instructors…');
  });

  it('shows the error state while the endpoint is missing', async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ message: 'Not Found' }, 404));
    renderRemote(<InstructorsPage />, { path: '/instructors' });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the instructors");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when there are no instructors', async () => {
    fetchSpy.mockResolvedValue(jsonResponse([]));
    renderRemote(<InstructorsPage />, { path: '/instructors' });
    expect(await screen.findByText('No instructors yet')).toBeInTheDocument();
  });
});

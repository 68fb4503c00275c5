import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InstructorDto } from '@classhub/contracts';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { PopularInstructorsSection } from './popular-instructors-section';

const instructors: InstructorDto[] = [
  { photo: '/api/media/users/ada.jpg', name: 'Ada Lovelace', email: 'ada@x.io', role: 'instructor' },
  { photo: '/api/media/users/bo.jpg', name: 'Bo Chen', email: 'bo@x.io', role: 'instructor' },
];

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

describe('PopularInstructorsSection', () => {
  it('shows photo, name, email and position of each instructor from GET /api/popularinstructors', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(instructors));
    renderRemote(<PopularInstructorsSection />);
    const section = screen.getByRole('region', { name: 'Popular Instructors' });
    const list = await within(section).findByRole('list', { name: 'Popular instructors' });
    const [ada] = within(list).getAllByRole('listitem');
    const card = within(ada as HTMLElement);
    expect(card.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', '/api/media/users/ada.jpg');
    expect(card.getByRole('heading', { level: 3, name: 'Ada Lovelace' })).toBeInTheDocument();
    // jsdom names the link 'ada@ x. io' (a space for each <wbr>); browsers do not.
    expect(card.getByRole('link')).toHaveAttribute('href', 'mailto:ada@x.io');
    expect(card.getByRole('link')).toHaveTextContent(/^ada@x\.io$/);
    expect(card.getByText('Instructor')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(new URL((fetchSpy.mock.calls[0][0] as Request).url).pathname).toBe('/api/popularinstructors');
  });

  it('shows a loading status while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderRemote(<PopularInstructorsSection />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading popular instructors…');
  });

  it('says so when there are no instructors', async () => {
    fetchSpy.mockResolvedValue(jsonResponse([]));
    renderRemote(<PopularInstructorsSection />);
    expect(await screen.findByText('No instructors yet')).toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry fetches again', async () => {
    fetchSpy
      .mockResolvedValueOnce(jsonResponse({ message: 'down' }, 500))
      .mockResolvedValueOnce(jsonResponse(instructors));
    renderRemote(<PopularInstructorsSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the popular instructors");
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Bo Chen' })).toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDto } from '@classhub/contracts';
import { toast } from '@classhub/ui';
import { jsonResponse, renderRemote, type TestAuth } from '@classhub/remote-testing';
import { PopularClassesSection } from './popular-classes-section';

const classes: ClassDto[] = [
  {
    _id: 'p1',
    className: 'Robotics Lab',
    classImage: '/api/media/classes/p1.png',
    instructorName: 'Ada',
    instructorEmail: 'ada@x.io',
    availableSeats: 4,
    price: 80,
    enrolled: 40,
    status: 'approved',
  },
  {
    _id: 'p2',
    className: 'Choir',
    classImage: '/api/media/classes/p2.png',
    instructorName: 'Bo',
    instructorEmail: 'bo@x.io',
    availableSeats: 0,
    price: 15.5,
    enrolled: 30,
    status: 'approved',
  },
];

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
});

function render(auth: TestAuth = 'signedOut') {
  renderRemote(<PopularClassesSection />, { path: '/', auth });
}

describe('PopularClassesSection', () => {
  it('lists GET /api/popularclass as class cards under the Popular Classes title', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(classes));
    render();
    const section = screen.getByRole('region', { name: 'Popular Classes' });
    const list = await within(section).findByRole('list', { name: 'Popular classes' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Robotics Lab', 'Choir']);
    expect(new URL((fetchSpy.mock.calls[0][0] as Request).url).pathname).toBe('/api/popularclass');
    const robotics = screen.getByRole('article', { name: 'Robotics Lab' });
    expect(robotics).toHaveTextContent('Price: $80.00');
    expect(robotics).toHaveTextContent('Available seats: 4');
    expect(robotics).toHaveTextContent('Enrolled: 40');
    expect(within(robotics).getByRole('link', { name: 'Robotics Lab' })).toHaveAttribute('href', '/classes/p1');
    expect(screen.getByRole('link', { name: 'See all classes' })).toHaveAttribute('href', '/classes');
  });

  it('loads its images lazily: the section sits below the banner', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(classes));
    render();
    const list = await screen.findByRole('list', { name: 'Popular classes' });
    expect(
      within(list)
        .getAllByRole('img', { hidden: true })
        .map((image) => image.getAttribute('loading')),
    ).toEqual(['lazy', 'lazy']);
  });

  it('shows a full class in red with Select disabled', async () => {
    // A fresh answer per call: the student's own lists are asked for too (and hold nothing here).
    fetchSpy.mockImplementation(async (request: Request) =>
      jsonResponse(new URL(request.url).pathname === '/api/popularclass' ? classes : []),
    );
    render('student');
    const choir = await screen.findByRole('article', { name: 'Choir' });
    expect(choir).toHaveAttribute('data-full', 'true');
    expect(within(choir).getByRole('button', { name: 'Select' })).toBeDisabled();
    expect(
      within(screen.getByRole('article', { name: 'Robotics Lab' })).getByRole('button', { name: 'Select' }),
    ).toBeEnabled();
  });

  it.each(['admin', 'instructor', 'loading'] as const)('disables Select for %s', async (auth) => {
    fetchSpy.mockResolvedValue(jsonResponse(classes));
    render(auth);
    const robotics = await screen.findByRole('article', { name: 'Robotics Lab' });
    expect(within(robotics).getByRole('button', { name: 'Select' })).toBeDisabled();
  });

  it('asks a signed-out visitor to log in, returning to the home page', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(classes));
    render();
    const robotics = await screen.findByRole('article', { name: 'Robotics Lab' });
    await userEvent.click(within(robotics).getByRole('button', { name: 'Select' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Please Login to select the class' })).getByRole('link', {
        name: 'Login Now',
      }),
    );
    const location = JSON.parse(screen.getByTestId('location').textContent ?? '{}');
    expect(location.pathname).toBe('/login');
    expect(location.state.from.pathname).toBe('/');
  });

  it('shows a loading status, then an empty state when there are no classes', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    render();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading popular classes…');
    await act(async () => answer(jsonResponse([])));
    expect(await screen.findByText('No classes yet')).toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry fetches again', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse({ message: 'down' }, 503)).mockResolvedValueOnce(jsonResponse(classes));
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the popular classes");
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Robotics Lab' })).toBeInTheDocument();
  });
});

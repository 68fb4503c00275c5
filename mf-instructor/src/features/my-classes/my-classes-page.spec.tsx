// Real RTK Query against a stubbed fetch, so the request path and the page states are both tested.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDto } from '@classhub/contracts';
import { jsonResponse, renderRemote, testUser } from '@classhub/remote-testing';
import { MyClassesPage } from './my-classes-page';

const me = testUser('instructor');
const MY_CLASSES_PATH = `/api/classes/${encodeURIComponent(me.email)}`;

const base = { instructorName: me.name, instructorEmail: me.email, classImage: '/api/media/classes/a.jpg' };
const classes: ClassDto[] = [
  {
    ...base,
    _id: 'c1',
    className: 'Guitar Basics',
    availableSeats: 5,
    price: 30,
    enrolled: 12,
    status: 'approved',
    feedback: 'Lovely outline.\nGo ahead.',
  },
  { ...base, _id: 'c2', className: 'Oil Painting', availableSeats: 20, price: 55.5, enrolled: 0, status: 'pending' },
  {
    ...base,
    _id: 'c3',
    className: 'Chess Openings',
    availableSeats: 8,
    price: 19.99,
    enrolled: 0,
    status: 'denied',
    feedback: 'Please add a syllabus.',
  },
];

let fetchSpy: jest.SpyInstance;

/** The class list's requests (each card's edits waiting for review come from GET /api/class-edits, tested apart). */
function requestedPaths(): string[] {
  return fetchSpy.mock.calls
    .map(([request]) => new URL((request as Request).url).pathname)
    .filter((path) => path !== '/api/class-edits');
}

function cardOf(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

function renderPage() {
  renderRemote(<MyClassesPage />, { path: '/dashboard/myclasses', auth: 'instructor' });
}

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

describe('MyClassesPage', () => {
  it('shows a loading status while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Classes' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your classes…');
  });

  it('waits for the auth state before asking for any classes', () => {
    renderRemote(<MyClassesPage />, { path: '/dashboard/myclasses', auth: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your classes…');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("lists the signed-in instructor's classes from GET /api/classes/{email}, with the count", async () => {
    fetchSpy.mockResolvedValue(jsonResponse(classes));
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'My All Classes: 3' })).toBeInTheDocument();
    expect(requestedPaths()).toEqual([MY_CLASSES_PATH]);

    const list = screen.getByRole('list', { name: 'My classes' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Guitar Basics', 'Oil Painting', 'Chess Openings']);
    const guitar = cardOf('Guitar Basics');
    expect(within(guitar).getByRole('img', { name: 'Guitar Basics' })).toHaveAttribute(
      'src',
      '/api/media/classes/a.jpg',
    );
    expect(guitar).toHaveTextContent('Enrolled12');
    expect(guitar).toHaveTextContent('Available seats5');
    expect(guitar).toHaveTextContent('Price$30.00');
    expect(guitar).toHaveTextContent(`Instructor${me.name}`);
    expect(cardOf('Oil Painting')).toHaveTextContent('Price$55.50');
    expect(cardOf('Chess Openings')).toHaveTextContent('Price$19.99');
  });

  it("shows each class's waitlist length (0 when the server leaves it out)", async () => {
    fetchSpy.mockResolvedValue(jsonResponse([{ ...classes[0], availableSeats: 0, waitlistLength: 7 }, classes[1]]));
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'My All Classes: 2' })).toBeInTheDocument();
    expect(cardOf('Guitar Basics')).toHaveTextContent('Waitlist7');
    expect(cardOf('Oil Painting')).toHaveTextContent('Waitlist0');
  });

  it('badges each class Approved, Pending or Denied — a denied class is not passed off as pending', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(classes));
    renderPage();
    await screen.findByRole('list', { name: 'My classes' });
    expect(within(cardOf('Guitar Basics')).getByText('Approved')).toBeInTheDocument();
    expect(within(cardOf('Oil Painting')).getByText('Pending')).toBeInTheDocument();
    expect(within(cardOf('Chess Openings')).getByText('Denied')).toBeInTheDocument();
    expect(within(cardOf('Chess Openings')).queryByText('Pending')).not.toBeInTheDocument();
  });

  it("opens the admin's feedback in a modal from Feedback, and closes it", async () => {
    fetchSpy.mockResolvedValue(jsonResponse(classes));
    renderPage();
    await screen.findByRole('list', { name: 'My classes' });
    const feedbackButton = within(cardOf('Chess Openings')).getByRole('button', { name: 'Feedback' });
    await userEvent.click(feedbackButton);

    const dialog = screen.getByRole('dialog', { name: 'Feedback on Chess Openings' });
    expect(dialog).toHaveTextContent('Please add a syllabus.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(feedbackButton).toHaveFocus();

    await userEvent.click(within(cardOf('Guitar Basics')).getByRole('button', { name: 'Feedback' }));
    expect(screen.getByRole('dialog', { name: 'Feedback on Guitar Basics' })).toHaveTextContent(
      'Lovely outline. Go ahead.',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'No feedback yet' when the admin has sent none", async () => {
    fetchSpy.mockResolvedValue(jsonResponse(classes));
    renderPage();
    await screen.findByRole('list', { name: 'My classes' });
    await userEvent.click(within(cardOf('Oil Painting')).getByRole('button', { name: 'Feedback' }));
    expect(screen.getByRole('dialog', { name: 'Feedback on Oil Painting' })).toHaveTextContent('No feedback yet');
  });

  it('says so, with a link to Add A Class, when the instructor has no class yet', async () => {
    fetchSpy.mockResolvedValue(jsonResponse([]));
    renderPage();
    expect(await screen.findByText('You have not added a class yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My All Classes: 0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add A Class' })).toHaveAttribute('href', '/dashboard/addclasses');
    expect(screen.queryByRole('list', { name: 'My classes' })).not.toBeInTheDocument();
  });

  it("shows the server's message and Retry when the list cannot be loaded, and Retry fetches again", async () => {
    fetchSpy
      .mockResolvedValueOnce(jsonResponse({ statusCode: 500, message: 'The classes service is unavailable' }, 500))
      .mockResolvedValueOnce(jsonResponse(classes));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your classes");
    expect(alert).toHaveTextContent('The classes service is unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'My All Classes: 3' })).toBeInTheDocument();
    expect(requestedPaths()).toEqual([MY_CLASSES_PATH, MY_CLASSES_PATH]);
  });

  it('says when the server cannot be reached', async () => {
    fetchSpy.mockRejectedValue(new TypeError('fetch failed'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('ClassHub could not be reached');
  });
});

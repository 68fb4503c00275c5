// Real RTK Query against a stubbed fetch: the figures come from the instructor's own class list.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDto } from '@classhub/contracts';
import { jsonResponse, renderRemote, testUser } from '@classhub/remote-testing';
import { InstructorHomePage } from './instructor-home-page';

const me = testUser('instructor');
const base = { instructorName: me.name, instructorEmail: me.email, classImage: '/api/media/classes/a.jpg', availableSeats: 5, price: 30 };
const classes: ClassDto[] = [
  { ...base, _id: 'c1', className: 'Guitar Basics', enrolled: 12, status: 'approved' },
  { ...base, _id: 'c2', className: 'Piano Basics', enrolled: 7, status: 'approved' },
  { ...base, _id: 'c3', className: 'Oil Painting', enrolled: 0, status: 'pending' },
  { ...base, _id: 'c4', className: 'Chess Openings', enrolled: 0, status: 'denied' },
];

let fetchSpy: jest.SpyInstance;

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

function renderPage() {
  renderRemote(<InstructorHomePage />, { path: '/dashboard/instructorhome', auth: 'instructor' });
  return screen.getByRole('region', { name: 'Total Classes' });
}

/** The breakdown as label → value pairs. */
function breakdown(card: HTMLElement): Record<string, string> {
  const list = card.querySelector('dl');
  if (!list) throw new Error('no breakdown');
  const terms = [...list.querySelectorAll('dt')].map((term) => term.textContent ?? '');
  const values = [...list.querySelectorAll('dd')].map((value) => value.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

describe('InstructorHomePage', () => {
  it('shows a loading status in the Total Classes card while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    const card = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Instructor Home' })).toBeInTheDocument();
    expect(await within(card).findByRole('status')).toHaveTextContent('Loading your classes…');
  });

  it("counts the instructor's classes from GET /api/classes/{email}, by status, with students enrolled", async () => {
    fetchSpy.mockResolvedValue(jsonResponse(classes));
    const card = renderPage();
    expect(await within(card).findByText('4')).toBeInTheDocument();
    expect(breakdown(card)).toEqual({ Approved: '2', Pending: '1', Denied: '1', 'Students enrolled': '19' });
    expect(fetchSpy.mock.calls.map(([request]) => new URL((request as Request).url).pathname)).toEqual([
      `/api/classes/${encodeURIComponent(me.email)}`,
    ]);
  });

  it('shows no made-up sales figures: the Sales section says they come with payments', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(classes));
    renderPage();
    const sales = screen.getByRole('region', { name: 'Sales' });
    expect(sales).toHaveTextContent('Your sales and orders will appear here once ClassHub takes payments for classes.');
    expect(sales.textContent).not.toMatch(/\d/);
  });

  it('shows 0 and a link to Add A Class when the instructor has no class yet', async () => {
    fetchSpy.mockResolvedValue(jsonResponse([]));
    const card = renderPage();
    expect(await within(card).findByText('0')).toBeInTheDocument();
    expect(within(card).getByText('You have not added a class yet.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add A Class' })).toHaveAttribute('href', '/dashboard/addclasses');
  });

  it("shows the server's message and Retry when the classes cannot be loaded, and Retry fetches again", async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse({ statusCode: 500, message: 'The classes service is unavailable' }, 500)).mockResolvedValueOnce(jsonResponse(classes));
    const card = renderPage();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your classes");
    expect(alert).toHaveTextContent('The classes service is unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('4')).toBeInTheDocument();
  });
});

// Real RTK Query against a stubbed fetch: the figures come from the instructor's own classes and payments.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDto, EnrolmentStatus, PaymentDto } from '@classhub/contracts';
import { jsonResponse, renderRemote, testUser } from '@classhub/remote-testing';
import { InstructorHomePage } from './instructor-home-page';

const me = testUser('instructor');
const base = {
  instructorName: me.name,
  instructorEmail: me.email,
  classImage: '/api/media/classes/a.jpg',
  availableSeats: 5,
  price: 30,
};
const classes: ClassDto[] = [
  { ...base, _id: 'c1', className: 'Guitar Basics', enrolled: 12, status: 'approved' },
  { ...base, _id: 'c2', className: 'Piano Basics', enrolled: 7, status: 'approved' },
  { ...base, _id: 'c3', className: 'Oil Painting', enrolled: 0, status: 'pending' },
  { ...base, _id: 'c4', className: 'Chess Openings', enrolled: 0, status: 'denied' },
];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A payment `ago` ms before the real now: the week windows roll with the clock, so the tests need no fake timers. */
function paymentOf(n: number, price: number, ago: number, enrolmentStatus: EnrolmentStatus = 'confirmed'): PaymentDto {
  return {
    _id: `p${n}`,
    email: `student${n}@classhub.test`,
    name: `Student ${n}`,
    transactionId: `pi_${n}`,
    price,
    date: new Date(Date.now() - ago).toISOString(),
    classImage: '/api/media/classes/a.jpg',
    classId: 'c1',
    className: 'Guitar Basics',
    instructorName: me.name,
    instructorEmail: me.email,
    selecteItemId: `s${n}`,
    enrolmentStatus,
  };
}

// This week: 40 + 19.99 (a refunded 100 does not count); last week: 40; older than the chart: 25.
const payments: PaymentDto[] = [
  paymentOf(1, 40, HOUR),
  paymentOf(2, 19.99, 2 * DAY, 'pending'),
  paymentOf(3, 100, 3 * DAY, 'refunded'),
  paymentOf(4, 40, 9 * DAY),
  paymentOf(5, 25, 40 * DAY),
];

let fetchSpy: jest.SpyInstance;

/** Answers GET /api/classes/{email} and GET /api/instructorpayment; either may be a failing Response instead. */
function stubApi(myClasses: ClassDto[] | Response, myPayments: PaymentDto[] | Response = []) {
  fetchSpy.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    const answer =
      pathname === '/api/instructorpayment'
        ? myPayments
        : pathname.startsWith('/api/classes/')
          ? myClasses
          : jsonResponse({ message: 'Not Found' }, 404);
    return answer instanceof Response ? answer.clone() : jsonResponse(answer);
  });
}

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
    stubApi(classes);
    const card = renderPage();
    expect(await within(card).findByText('4')).toBeInTheDocument();
    expect(breakdown(card)).toEqual({ Approved: '2', Pending: '1', Denied: '1', 'Students enrolled': '19' });
    await waitFor(() =>
      expect(fetchSpy.mock.calls.map(([request]) => new URL((request as Request).url).pathname).sort()).toEqual([
        `/api/classes/${encodeURIComponent(me.email)}`,
        '/api/instructorpayment',
      ]),
    );
  });

  it('shows 0 and a link to Add A Class when the instructor has no class yet', async () => {
    stubApi([]);
    const card = renderPage();
    expect(await within(card).findByText('0')).toBeInTheDocument();
    expect(within(card).getByText('You have not added a class yet.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add A Class' })).toHaveAttribute('href', '/dashboard/addclasses');
  });

  it("shows the server's message and Retry when the classes cannot be loaded, and Retry fetches again", async () => {
    stubApi(jsonResponse({ statusCode: 500, message: 'The classes service is unavailable' }, 500));
    const card = renderPage();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your classes");
    expect(alert).toHaveTextContent('The classes service is unavailable');
    stubApi(classes);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('4')).toBeInTheDocument();
  });
});

describe('InstructorHomePage sales', () => {
  const sales = () => screen.getByRole('region', { name: 'Sales' });

  /** The sales figures as label → [value, week-over-week line]. */
  function salesFigures(): Record<string, string[]> {
    const list = sales().querySelector('dl[aria-label="Sales figures"]');
    if (!list) throw new Error('no sales figures');
    return Object.fromEntries(
      [...list.querySelectorAll('div')].map((item) => [
        item.querySelector('dt')?.textContent,
        [...item.querySelectorAll('dd')].map((value) => value.textContent),
      ]),
    );
  }

  it('shows a loading status while the payments load', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(await within(sales()).findByRole('status')).toHaveTextContent('Loading your sales…');
  });

  it('adds up the non-refunded payments of GET /api/instructorpayment and compares this week with last week', async () => {
    stubApi(classes, payments);
    renderPage();
    await within(sales()).findByText('Total sales');
    expect(salesFigures()).toEqual({
      // 40 + 19.99 + 40 + 25; 59.99 this week against 40 last week is +49.975%.
      'Total sales': ['$124.99', '$59.99 in the last 7 days, up 50% on last week'],
      'Total orders': ['4', '2 in the last 7 days, up 100% on last week'],
    });
    expect(sales()).toHaveTextContent('1 refunded payment is not counted.');
  });

  it('charts the last 30 days of sales, with the same figures in a table for screen readers', async () => {
    stubApi(classes, payments);
    renderPage();
    const chart = await within(sales()).findByRole('figure', { name: 'Sales per day, last 30 days' });
    // The 40-day-old sale and the refund are outside the chart; the three others fall on three different days.
    const table = within(chart).getByRole('table', { name: 'Sales per day, last 30 days: $99.99 from 3 orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it("says 'no sales last week' instead of a percentage when last week had no sales", async () => {
    stubApi(classes, [paymentOf(1, 30, HOUR), paymentOf(2, 20, 20 * DAY)]);
    renderPage();
    await within(sales()).findByText('Total sales');
    expect(salesFigures()).toEqual({
      'Total sales': ['$50.00', '$30.00 in the last 7 days, no sales last week'],
      'Total orders': ['2', '1 in the last 7 days, no sales last week'],
    });
    expect(sales()).not.toHaveTextContent('%');
  });

  it("says 'No sales yet', with no made-up figure anywhere, when the instructor has sold nothing", async () => {
    stubApi(classes, []);
    renderPage();
    expect(await within(sales()).findByText('No sales yet')).toBeInTheDocument();
    expect(sales().textContent).not.toMatch(/[\d$%]/);
    expect(within(sales()).queryByRole('figure')).not.toBeInTheDocument();
  });

  it("shows the server's message and Retry when the payments cannot be loaded, and Retry fetches again", async () => {
    stubApi(classes, jsonResponse({ statusCode: 503, message: 'Payments are resting' }, 503));
    renderPage();
    const alert = await within(sales()).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your sales");
    expect(alert).toHaveTextContent('Payments are resting');
    stubApi(classes, payments);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(sales()).findByText('$124.99')).toBeInTheDocument();
  });
});

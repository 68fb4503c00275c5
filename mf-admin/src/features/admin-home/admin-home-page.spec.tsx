// Real RTK Query against a stubbed fetch: what the admin home counts and lists, and its loading, error and empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import type { ClassDto, ClassStatus, EnrolmentStatus, PaymentDto, UserDto } from '@classhub/contracts';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { AdminHomePage } from './admin-home-page';

function classOf(n: number, status: ClassStatus): ClassDto {
  return {
    _id: `c${n}`,
    className: `Class ${n}`,
    classImage: `/api/media/classes/c${n}.jpg`,
    instructorName: `Teacher ${n}`,
    instructorEmail: `t${n}@example.com`,
    availableSeats: 10,
    price: 25,
    enrolled: 0,
    status,
  };
}

function userOf(n: number, role: UserDto['role']): UserDto {
  return {
    _id: `u${n}`,
    name: `User ${n}`,
    email: `user${n}@example.com`,
    photo: n === 1 ? '/api/media/users/u1.jpg' : '',
    role,
    date: 2026,
  };
}

dayjs.extend(advancedFormat);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A payment `ago` ms before the real now: the week windows roll with the clock, so the tests need no fake timers. */
function paymentOf(n: number, price: number, ago: number, enrolmentStatus: EnrolmentStatus = 'confirmed'): PaymentDto {
  return {
    _id: `p${n}`,
    email: `student${n}@example.com`,
    name: `Student ${n}`,
    transactionId: `pi_test_${n}`,
    price,
    date: new Date(Date.now() - ago).toISOString(),
    classImage: '/api/media/classes/c1.jpg',
    classId: 'c1',
    className: 'Class 1',
    instructorName: 'Teacher 1',
    instructorEmail: 't1@example.com',
    selecteItemId: `s${n}`,
    enrolmentStatus,
  };
}

// Newest first, as the server sends them. This week: 40 + 19.99 (the refunded 100 does not count); last week: 40 and
// 20; older than the chart's 30 days: 25 and 10.
const payments: PaymentDto[] = [
  paymentOf(1, 40, HOUR),
  paymentOf(2, 19.99, 2 * DAY, 'pending'),
  paymentOf(3, 100, 3 * DAY, 'refunded'),
  paymentOf(4, 40, 8 * DAY),
  paymentOf(5, 20, 9 * DAY),
  paymentOf(6, 25, 35 * DAY),
  paymentOf(7, 10, 40 * DAY),
];

let fetchSpy: jest.SpyInstance;

/** Answers GET /api/classes, GET /api/users and GET /api/allpayment; each may be a failing Response instead. */
function stubApi(
  classes: ClassDto[] | Response,
  users: UserDto[] | Response = [],
  allPayments: PaymentDto[] | Response = [],
) {
  fetchSpy.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    const answers: Record<string, unknown> = {
      '/api/classes': classes,
      '/api/users': users,
      '/api/allpayment': allPayments,
    };
    const answer = pathname in answers ? answers[pathname] : jsonResponse({ message: 'Not Found' }, 404);
    return answer instanceof Response ? answer.clone() : jsonResponse(answer);
  });
}

const requested = () =>
  fetchSpy.mock.calls.map(
    ([request]) => `${(request as Request).method} ${new URL((request as Request).url).pathname}`,
  );

function renderPage() {
  renderRemote(<AdminHomePage />, { path: '/dashboard/adminhome', auth: 'admin' });
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

describe('AdminHomePage', () => {
  it('shows loading states while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeInTheDocument();
    const statuses = await screen.findAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual([
      'Adding up sales…',
      'Counting classes…',
      'Counting users…',
      'Loading the sales chart…',
      'Loading transactions…',
      'Loading classes…',
      'Loading users…',
    ]);
  });

  it('counts every class of GET /api/classes in "Total Classes", split into pending, approved and denied', async () => {
    stubApi([
      classOf(1, 'pending'),
      classOf(2, 'approved'),
      classOf(3, 'approved'),
      classOf(4, 'denied'),
      { ...classOf(5, 'pending'), status: 'odd' as ClassStatus },
    ]);
    renderPage();
    const card = section('Total Classes');
    const breakdown = await within(card).findByRole('list', { name: 'Classes by status' });
    expect(card).toHaveTextContent(/^Total Classes5Pending/);
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pending: 2', 'Approved: 2', 'Denied: 1']);
    // No made-up figures: with no payments there is no dollar amount and no percentage anywhere.
    expect(await within(section('Total Sales')).findByText('No sales yet')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/[$%]/);
    await waitFor(() =>
      expect(requested().sort()).toEqual(['GET /api/allpayment', 'GET /api/classes', 'GET /api/users']),
    );
  });

  it('lists up to 6 pending classes under "Waiting for review", each linking to Manage Classes', async () => {
    const pending = [1, 2, 3, 4, 5, 6, 7].map((n) => classOf(n, 'pending'));
    stubApi([classOf(0, 'approved'), ...pending, classOf(8, 'denied')]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Pending classes' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Class 1',
      'Class 2',
      'Class 3',
      'Class 4',
      'Class 5',
      'Class 6',
    ]);
    for (const link of links) expect(link).toHaveAttribute('href', '/dashboard/manageclasses');
    expect(within(list).getAllByRole('listitem').at(0)).toHaveTextContent('by Teacher 1');
    expect(
      within(section('Waiting for review')).getByRole('link', { name: 'Review all 7 pending classes' }),
    ).toHaveAttribute('href', '/dashboard/manageclasses');

    await userEvent.click(links[0] as HTMLElement);
    expect(JSON.parse(screen.getByTestId('location').textContent ?? '{}').pathname).toBe('/dashboard/manageclasses');
  });

  it('says when nothing is waiting for review', async () => {
    stubApi([classOf(1, 'approved')]);
    renderPage();
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pending classes' })).not.toBeInTheDocument();
    expect(section('Total Classes')).toHaveTextContent(/^Total Classes1Pending: 0Approved: 1Denied: 0$/);
  });

  it('shows the newest 6 users (the last of GET /api/users, which answers oldest first) under "Latest Users", newest first', async () => {
    const newest = { ...userOf(7, 'student'), photo: '/api/media/users/u7.jpg' };
    const users = [
      userOf(1, 'admin'),
      userOf(2, 'instructor'),
      ...[3, 4, 5, 6].map((n) => userOf(n, 'student')),
      newest,
    ];
    stubApi([], users);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(list).toHaveAccessibleDescription('Newest sign-ups first');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('User 7user7@example.comStudent');
    expect(rows[0]?.querySelector('img')).toHaveAttribute('src', '/api/media/users/u7.jpg');
    expect(rows[1]).toHaveTextContent('User 6user6@example.comStudent');
    expect(rows[1]?.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'U6');
    expect(rows[5]).toHaveTextContent('User 2user2@example.comInstructor');
    expect(list).not.toHaveTextContent('User 1');
  });

  it("shows each section's error with the server's message, and Retry fetches again", async () => {
    stubApi(
      jsonResponse({ statusCode: 503, message: 'Classes are resting' }, 503),
      jsonResponse({ statusCode: 503, message: 'Users are resting' }, 503),
    );
    renderPage();
    const classError = await within(section('Total Classes')).findByRole('alert');
    expect(classError).toHaveTextContent("We couldn't count the classes");
    expect(classError).toHaveTextContent('Classes are resting');
    expect(within(section('Waiting for review')).getByRole('alert')).toHaveTextContent('Classes are resting');
    expect(await within(section('Latest Users')).findByRole('alert')).toHaveTextContent('Users are resting');

    stubApi([classOf(1, 'pending')]);
    await userEvent.click(within(classError).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Pending classes' })).toBeInTheDocument();
    expect(section('Total Classes')).toHaveTextContent(/^Total Classes1Pending: 1/);
  });

  it('says when there are no classes and no users', async () => {
    stubApi([], []);
    renderPage();
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
    expect(section('Total Classes')).toHaveTextContent(/^Total Classes0Pending: 0Approved: 0Denied: 0$/);
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
  });
});

describe('AdminHomePage sales', () => {
  it('adds up every non-refunded payment of GET /api/allpayment in "Total Sales", with this week against last week', async () => {
    stubApi([], [], payments);
    renderPage();
    const card = section('Total Sales');
    expect(await within(card).findByText('$154.99')).toBeInTheDocument();
    // 59.99 in the last 7 days against 60 the 7 days before: -0.02%, which rounds to no change.
    expect(card).toHaveTextContent('$59.99 in the last 7 days, same as last week');
    expect(card).toHaveTextContent('6 orders; 1 refunded payment not counted');
  });

  it('gives the percentage from real data when the weeks differ', async () => {
    stubApi(
      [],
      [],
      [
        paymentOf(1, 30, HOUR),
        paymentOf(2, 10, 2 * DAY),
        paymentOf(3, 50, 10 * DAY, 'refunded'),
        paymentOf(4, 20, 10 * DAY),
      ],
    );
    renderPage();
    const card = section('Total Sales');
    expect(await within(card).findByText('$60.00')).toBeInTheDocument();
    expect(card).toHaveTextContent('$40.00 in the last 7 days, up 100% on last week');
  });

  it("says 'no sales last week' instead of a percentage when last week had no sales", async () => {
    stubApi([], [], [paymentOf(1, 30, HOUR), paymentOf(2, 12, 20 * DAY)]);
    renderPage();
    const card = section('Total Sales');
    expect(await within(card).findByText('$42.00')).toBeInTheDocument();
    expect(card).toHaveTextContent('$30.00 in the last 7 days, no sales last week');
    expect(document.body).not.toHaveTextContent('%');
  });

  it('counts the users of GET /api/users and says why there is no weekly sign-up change', async () => {
    stubApi([], [userOf(1, 'admin'), userOf(2, 'student'), userOf(3, 'student')]);
    renderPage();
    const card = section('Total Users');
    expect(await within(card).findByText('3')).toBeInTheDocument();
    expect(card).toHaveTextContent('No weekly change: sign-ups are recorded by year only.');
    expect(card).not.toHaveTextContent('%');
  });

  it('lists the first 6 payments under "Latest Transactions": transaction id, date and time, amount in dollars', async () => {
    stubApi([], [], payments);
    renderPage();
    const table = await within(section('Latest Transactions')).findByRole('table', { name: 'Latest Transactions' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    const when = (payment: PaymentDto) => dayjs(payment.date).format('MMMM Do YYYY, h:mm a');
    expect(rows).toEqual([
      ['Transaction ID', 'Date & Time', 'Amount'],
      ['pi_test_1', when(payments[0] as PaymentDto), '$40.00'],
      ['pi_test_2', when(payments[1] as PaymentDto), '$19.99'],
      ['pi_test_3', when(payments[2] as PaymentDto), '$100.00 (refunded)'],
      ['pi_test_4', when(payments[3] as PaymentDto), '$40.00'],
      ['pi_test_5', when(payments[4] as PaymentDto), '$20.00'],
      ['pi_test_6', when(payments[5] as PaymentDto), '$25.00'],
    ]);
    expect(rows[1]?.[1]).toMatch(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2} (am|pm)$/);
  });

  it('names a refund asked for under "Latest Transactions" by where it stands, and leaves it out of the sales', async () => {
    const refund = { _id: 'r1', paymentId: 'p1', amount: 40, initiatedBy: 'student' as const, requestedAt: '' };
    stubApi(
      [],
      [],
      [
        { ...paymentOf(1, 40, HOUR), refund: { ...refund, state: 'requested' } },
        { ...paymentOf(2, 30, HOUR), refund: { ...refund, state: 'failed' } },
        paymentOf(3, 20, HOUR),
      ],
    );
    renderPage();
    const table = await within(section('Latest Transactions')).findByRole('table', { name: 'Latest Transactions' });
    expect(within(table).getByText('$40.00 (refund in progress)')).toBeInTheDocument();
    expect(within(table).getByText('$30.00 (refund delayed)')).toBeInTheDocument();
    expect(within(section('Total Sales')).getByText('$20.00')).toBeInTheDocument();
  });

  it('charts the last 30 days of sales, with the figures in a table for screen readers', async () => {
    stubApi([], [], payments);
    renderPage();
    const chart = await within(section('Sales')).findByRole('figure', { name: 'Sales per day, last 30 days' });
    // The two payments older than 30 days and the refund are outside the chart; the four others are on four days.
    const table = within(chart).getByRole('table', { name: 'Sales per day, last 30 days: $119.99 from 4 orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });

  it("says 'No sales yet' in every sales part when there are no payments", async () => {
    stubApi([], [], []);
    renderPage();
    for (const name of ['Total Sales', 'Sales', 'Latest Transactions']) {
      expect(await within(section(name)).findByText('No sales yet')).toBeInTheDocument();
    }
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it("shows the server's message and Retry when the payments cannot be loaded, and Retry fetches again", async () => {
    stubApi([], [], jsonResponse({ statusCode: 503, message: 'Payments are resting' }, 503));
    renderPage();
    const alert = await within(section('Total Sales')).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't add up the sales");
    expect(alert).toHaveTextContent('Payments are resting');
    expect(within(section('Latest Transactions')).getByRole('alert')).toHaveTextContent('Payments are resting');
    expect(within(section('Sales')).getByRole('alert')).toHaveTextContent('Payments are resting');

    stubApi([], [], payments);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(section('Total Sales')).findByText('$154.99')).toBeInTheDocument();
    expect(within(section('Latest Transactions')).getByText('pi_test_1')).toBeInTheDocument();
  });
});

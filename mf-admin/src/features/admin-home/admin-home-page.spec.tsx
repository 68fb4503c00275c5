// Real RTK Query against a stubbed fetch: what the admin home counts and lists, and its loading, error and empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDto, ClassStatus, UserDto } from '@classhub/contracts';
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
  return { _id: `u${n}`, name: `User ${n}`, email: `user${n}@example.com`, photo: n === 1 ? '/api/media/users/u1.jpg' : '', role, date: 2026 };
}

let fetchSpy: jest.SpyInstance;

/** Answers GET /api/classes and GET /api/users; either may be a failing Response instead. */
function stubApi(classes: ClassDto[] | Response, users: UserDto[] | Response = []) {
  fetchSpy.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    const answer = pathname === '/api/classes' ? classes : pathname === '/api/users' ? users : jsonResponse({ message: 'Not Found' }, 404);
    return answer instanceof Response ? answer.clone() : jsonResponse(answer);
  });
}

const requested = () => fetchSpy.mock.calls.map(([request]) => `${(request as Request).method} ${new URL((request as Request).url).pathname}`);

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
    expect(statuses.map((status) => status.textContent)).toEqual(['Counting classes…', 'Loading classes…', 'Loading users…']);
  });

  it('counts every class of GET /api/classes in "Total Classes", split into pending, approved and denied', async () => {
    stubApi([classOf(1, 'pending'), classOf(2, 'approved'), classOf(3, 'approved'), classOf(4, 'denied'), { ...classOf(5, 'pending'), status: 'odd' as ClassStatus }]);
    renderPage();
    const card = section('Total Classes');
    const breakdown = await within(card).findByRole('list', { name: 'Classes by status' });
    expect(card).toHaveTextContent(/^Total Classes5Pending/);
    expect(within(breakdown).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pending: 2', 'Approved: 2', 'Denied: 1']);
    // No made-up figures: no sales, no percentages until the payments issue brings real ones.
    expect(document.body).not.toHaveTextContent(/[$%]/);
    await waitFor(() => expect(requested().sort()).toEqual(['GET /api/classes', 'GET /api/users']));
  });

  it('lists up to 6 pending classes under "Waiting for review", each linking to Manage Classes', async () => {
    const pending = [1, 2, 3, 4, 5, 6, 7].map((n) => classOf(n, 'pending'));
    stubApi([classOf(0, 'approved'), ...pending, classOf(8, 'denied')]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Pending classes' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Class 1', 'Class 2', 'Class 3', 'Class 4', 'Class 5', 'Class 6']);
    for (const link of links) expect(link).toHaveAttribute('href', '/dashboard/manageclasses');
    expect(within(list).getAllByRole('listitem').at(0)).toHaveTextContent('by Teacher 1');
    expect(within(section('Waiting for review')).getByRole('link', { name: 'Review all 7 pending classes' })).toHaveAttribute('href', '/dashboard/manageclasses');

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

  it('shows the first 6 users of GET /api/users under "Latest Users" with photo, name, email and role', async () => {
    const users = [userOf(1, 'admin'), userOf(2, 'instructor'), ...[3, 4, 5, 6, 7].map((n) => userOf(n, 'student'))];
    stubApi([], users);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Users' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('User 1user1@example.comAdmin');
    expect(rows[0]?.querySelector('img')).toHaveAttribute('src', '/api/media/users/u1.jpg');
    expect(rows[1]).toHaveTextContent('U2User 2user2@example.comInstructor');
    expect(rows[5]).toHaveTextContent('User 6user6@example.comStudent');
    expect(list).not.toHaveTextContent('User 7');
  });

  it("shows each section's error with the server's message, and Retry fetches again", async () => {
    stubApi(jsonResponse({ statusCode: 503, message: 'Classes are resting' }, 503), jsonResponse({ statusCode: 503, message: 'Users are resting' }, 503));
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

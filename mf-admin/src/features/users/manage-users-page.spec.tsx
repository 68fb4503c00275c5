// Real RTK Query against a stubbed fetch: the requests sent, the page states and the toasts are all tested.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@classhub/contracts';
import { toast } from '@classhub/ui';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { ManageUsersPage } from './manage-users-page';

const ada: UserDto = {
  _id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  photo: '/api/media/users/ada.jpg',
  role: 'student',
  date: 2024,
};
const bo: UserDto = {
  _id: 'u2',
  name: 'Bo Diddley',
  email: 'bo@example.com',
  photo: '',
  role: 'instructor',
  date: 2023,
};
const cy: UserDto = {
  _id: 'u3',
  name: 'Cy Twombly',
  email: 'cy@example.com',
  photo: '/api/media/users/cy.jpg',
  role: 'admin',
  date: 2023,
};

interface Call {
  method: string;
  path: string;
}

let fetchSpy: jest.SpyInstance;
let calls: Call[];

/** Answers GET /api/users with a page of `users` (changing a role in it on PATCH) and PATCH with `patch`. */
function stubApi(users: UserDto[], patch: () => Response = () => jsonResponse({ modifiedCount: 1 })) {
  let current = users.map((user) => ({ ...user }));
  fetchSpy.mockImplementation(async (input: Request) => {
    const { pathname } = new URL(input.url);
    calls.push({ method: input.method, path: pathname });
    // The page always asks for a page (decision 0044).
    if (input.method === 'GET' && pathname === '/api/users')
      return jsonResponse({ items: current, total: current.length, page: 1, pageSize: 20 });
    const match = /^\/api\/users\/(admin|instructor)\/(.+)$/.exec(pathname);
    if (input.method === 'PATCH' && match) {
      const answer = patch();
      if (answer.ok)
        current = current.map((user) =>
          user._id === match[2] ? { ...user, role: match[1] as UserDto['role'] } : user,
        );
      return answer;
    }
    return jsonResponse({ message: 'Not Found' }, 404);
  });
}

const patches = () => calls.filter(({ method }) => method === 'PATCH');

async function renderPage() {
  renderRemote(<ManageUsersPage />, { path: '/dashboard/manageusers' });
  return screen.findByRole('table');
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

beforeEach(() => {
  calls = [];
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
});

describe('ManageUsersPage', () => {
  it("does not offer 'Make Instructor' on the signed-in admin's own row", async () => {
    const me = { ...cy, _id: 'u-admin' };
    stubApi([ada, me]);
    renderRemote(<ManageUsersPage />, { path: '/dashboard/manageusers', auth: 'admin' });
    await screen.findByRole('table');
    expect(within(rowOf(me.name)).getByRole('button', { name: 'Make Instructor' })).toBeDisabled();
    expect(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Make Instructor' })).toBeEnabled();
  });

  it('shows a loading status while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderRemote(<ManageUsersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading users…');
  });

  it('heads the table "Total Users: N" and lists every user from GET /api/users', async () => {
    stubApi([ada, bo, cy]);
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Total Users: 3' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Image', 'Name', 'Email', 'Role', 'Actions']);

    const first = rowOf('Ada Lovelace');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '', 'ada@example.com', 'Student', 'Make InstructorMake AdminMake StudentSuspend']);
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/media/users/ada.jpg');
    expect(rowOf('Bo Diddley').querySelector('[data-initials]')).toHaveAttribute('data-initials', 'BD');
    expect(calls).toEqual([{ method: 'GET', path: '/api/users' }]);
  });

  it('disables the button of the role a user already holds', async () => {
    stubApi([ada, bo, cy]);
    await renderPage();
    const button = (name: string, label: string) => within(rowOf(name)).getByRole('button', { name: label });

    expect(button('Ada Lovelace', 'Make Instructor')).toBeEnabled();
    expect(button('Ada Lovelace', 'Make Admin')).toBeEnabled();
    expect(button('Bo Diddley', 'Make Instructor')).toBeDisabled();
    expect(button('Bo Diddley', 'Make Admin')).toBeEnabled();
    expect(button('Cy Twombly', 'Make Instructor')).toBeEnabled();
    expect(button('Cy Twombly', 'Make Admin')).toBeDisabled();
  });

  it('Make Instructor sends PATCH /api/users/instructor/{id} at once, toasts and refreshes the table', async () => {
    stubApi([ada, bo]);
    await renderPage();
    await userEvent.click(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Make Instructor' }));

    expect(await screen.findByRole('status', { name: 'Now you are our instructor' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patches()).toEqual([{ method: 'PATCH', path: '/api/users/instructor/u1' }]);
    expect(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Make Instructor' })).toBeDisabled();
    expect(rowOf('Ada Lovelace')).toHaveTextContent('Instructor');
    // The 'User' tag is invalidated, so the list is fetched again.
    await screen.findByRole('table');
    expect(calls.filter(({ method }) => method === 'GET')).toHaveLength(2);
  });

  it('Make Admin asks first and sends PATCH /api/users/admin/{id} only once confirmed', async () => {
    stubApi([ada]);
    await renderPage();
    await userEvent.click(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Make Admin' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('You want to update role for Ada Lovelace');
    expect(patches()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Make Admin' }));
    const done = await screen.findByRole('status', { name: 'Admin!' });
    expect(done).toHaveTextContent('User role has been updated.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patches()).toEqual([{ method: 'PATCH', path: '/api/users/admin/u1' }]);
    expect(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Make Admin' })).toBeDisabled();
  });

  it('sends nothing when Make Admin is cancelled, by button or by Escape', async () => {
    stubApi([ada]);
    await renderPage();
    const makeAdmin = within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Make Admin' });

    await userEvent.click(makeAdmin);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(makeAdmin).toHaveFocus();

    await userEvent.click(makeAdmin);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    expect(patches()).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows no toast when the server changed nothing (modifiedCount 0)', async () => {
    stubApi([ada], () => jsonResponse({ modifiedCount: 0 }));
    await renderPage();
    await userEvent.click(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Make Instructor' }));
    await screen.findByRole('table');
    expect(patches()).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's message when a role change is refused", async () => {
    stubApi([ada], () => jsonResponse({ statusCode: 403, message: 'Only an admin may change roles' }, 403));
    await renderPage();
    await userEvent.click(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Make Instructor' }));

    const alert = await screen.findByRole('alert', { name: 'Could not update the role of Ada Lovelace' });
    expect(alert).toHaveTextContent('Only an admin may change roles');
    // The toast follows the refusal; the row's buttons come back on the render of the mutation's end, which may follow.
    await waitFor(() =>
      expect(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Make Instructor' })).toBeEnabled(),
    );
  });

  it("shows the server's message and Retry when the list cannot be loaded, and Retry fetches again", async () => {
    fetchSpy
      .mockResolvedValueOnce(jsonResponse({ statusCode: 403, message: 'Forbidden resource' }, 403))
      .mockResolvedValueOnce(jsonResponse({ items: [ada], total: 1, page: 1, pageSize: 20 }));
    renderRemote(<ManageUsersPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the users");
    expect(alert).toHaveTextContent('Forbidden resource');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Total Users: 1' })).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    fetchSpy.mockRejectedValue(new TypeError('fetch failed'));
    renderRemote(<ManageUsersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ClassHub could not be reached');
  });

  it('asks the server for the search, the role and the page in the URL, and pages "Page 2 of 3"', async () => {
    const requested: string[] = [];
    fetchSpy.mockImplementation(async (input: Request) => {
      const url = new URL(input.url);
      requested.push(url.search);
      return jsonResponse({ items: [ada], total: 41, page: Number(url.searchParams.get('page')), pageSize: 20 });
    });
    renderRemote(<ManageUsersPage />, { path: '/dashboard/manageusers?q=ada&role=student&page=2' });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(requested[0]).toBe('?q=ada&role=student&page=2&pageSize=20');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('student');
    expect(await screen.findByRole('searchbox', { name: 'Search users' })).toHaveValue('ada');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(requested.at(-1)).toBe('?q=ada&role=student&page=3&pageSize=20'));
  });

  it('says "No users match" when a search finds no one, and Clear shows everyone again', async () => {
    fetchSpy.mockImplementation(async (input: Request) => {
      const filtered = new URL(input.url).searchParams.has('q');
      return jsonResponse({ items: filtered ? [] : [ada], total: filtered ? 0 : 1, page: 1, pageSize: 20 });
    });
    renderRemote(<ManageUsersPage />, { path: '/dashboard/manageusers?q=nobody' });
    expect(await screen.findByText('No users match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(await screen.findByRole('heading', { name: 'Total Users: 1' })).toBeInTheDocument();
  });

  it('says so when there are no users', async () => {
    stubApi([]);
    renderRemote(<ManageUsersPage />);
    expect(await screen.findByRole('heading', { name: 'Total Users: 0' })).toBeInTheDocument();
    expect(screen.getByText('No users yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lets the table scroll sideways on small screens, from the keyboard too', async () => {
    stubApi([ada]);
    const table = await renderPage();
    const scroller = screen.getByRole('region', { name: 'Users' });
    expect(scroller).toContainElement(table);
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toHaveStyle({ overflowX: 'auto' });
  });
});

// Real RTK Query against a stubbed fetch: the requests sent, the page states and the toasts are all tested.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectedClassDto } from '@classhub/contracts';
import { toast } from '@classhub/ui';
import { jsonResponse, renderRemote, selectedClassFixture, testUser } from '@classhub/remote-testing';
import { stubApi, waitlistEntry, type ApiCall } from '../../testing/api-stub';
import { SelectedClassesPage } from './selected-classes-page';

const LIST = 'GET /api/selected/student%40classhub.test';

const item = selectedClassFixture;

const guitar = item({});
const piano = item({ _id: 's2', classId: 'c2', className: 'Piano Night', availableSeats: 0, enrolled: 12, price: 20 });

let fetchSpy: jest.SpyInstance;
let calls: ApiCall[];

/** Serves the list, removing an item on DELETE as the server would. */
function serve(items: SelectedClassDto[], remove: () => Response = () => jsonResponse({ deletedCount: 1 })) {
  let current = [...items];
  calls = stubApi(fetchSpy, {
    [LIST]: () => jsonResponse(current),
    'DELETE /api/selected/s1': () => {
      const answer = remove();
      if (answer.ok) current = current.filter(({ _id }) => _id !== 's1');
      return answer;
    },
  });
}

/** The calls about the cart; the student's waitlist is asked for too (a seat kept for them makes Pay available). */
const cartCalls = () =>
  calls.filter(({ path }) => path !== '/api/waitlist').map(({ method, path }) => `${method} ${path}`);

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function renderPage(auth: 'student' | 'instructor' = 'student') {
  renderRemote(<SelectedClassesPage />, { path: '/dashboard/myselectedclass', auth });
  return screen.findByRole('table');
}

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
});

describe('SelectedClassesPage', () => {
  it('shows a loading status while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderRemote(<SelectedClassesPage />, { auth: 'student' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your selected classes…');
  });

  it("heads the table 'Total Selected Class: N' with the spec's columns, from GET /api/selected/{email}", async () => {
    serve([guitar, piano]);
    const table = await renderPage();

    expect(screen.getByRole('heading', { level: 2, name: 'Total Selected Class: 2' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Image', 'Class Name', 'Available Seat', 'Enrolled', 'Price', 'Pay', 'Action']);
    expect(
      within(rowOf('Guitar Basics'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '', '5', '10', '$49.50', 'Pay', 'Delete']);
    expect(rowOf('Guitar Basics').querySelector('img')).toHaveAttribute('src', '/api/media/classes/guitar.jpg');
    expect(cartCalls()).toEqual([LIST]);
  });

  it('links Pay to /dashboard/payment/{selected item id}, and offers no link for a full class', async () => {
    serve([guitar, piano]);
    await renderPage();

    expect(within(rowOf('Guitar Basics')).getByRole('link', { name: 'Pay for Guitar Basics' })).toHaveAttribute(
      'href',
      '/dashboard/payment/s1',
    );
    const full = rowOf('Piano Night');
    expect(within(full).queryByRole('link')).not.toBeInTheDocument();
    expect(within(full).getByText('Pay')).toHaveAttribute('aria-disabled', 'true');
    expect(within(full).getByText('Pay')).toHaveTextContent('Pay: This class is full');
    expect(full).toHaveTextContent('Full (0)');
  });

  it('links Pay for a full class whose seat the waitlist keeps for the student, and says the seat is kept', async () => {
    stubApi(fetchSpy, {
      [LIST]: () => jsonResponse([guitar, piano]),
      'GET /api/waitlist': () =>
        jsonResponse([
          waitlistEntry({
            classId: 'c2',
            className: 'Piano Night',
            status: 'offered',
            offerExpiresAt: '2026-11-28T10:00:00Z',
          }),
        ]),
    });
    await renderPage();
    const full = rowOf('Piano Night');
    expect(await within(full).findByRole('link', { name: 'Pay for Piano Night' })).toHaveAttribute(
      'href',
      '/dashboard/payment/s2',
    );
    expect(full).toHaveTextContent('Kept for you');
    expect(full).not.toHaveTextContent('Full (0)');
  });

  it('offers to join a free class instead of paying for it', async () => {
    serve([item({ price: 0 })]);
    await renderPage();
    const join = within(rowOf('Guitar Basics')).getByRole('link', { name: 'Join Guitar Basics for free' });
    expect(join).toHaveTextContent('Join');
    expect(join).toHaveAttribute('href', '/dashboard/payment/s1');
  });

  it('offers no Pay link for a class that is no longer approved', async () => {
    serve([item({ status: 'denied' })]);
    await renderPage();
    expect(within(rowOf('Guitar Basics')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rowOf('Guitar Basics')).getByText('Pay')).toHaveAttribute(
      'title',
      'This class is not open for enrolment',
    );
  });

  it('lets a student promoted to instructor see and delete an old entry, but not pay for it', async () => {
    calls = stubApi(fetchSpy, {
      [`GET /api/selected/${encodeURIComponent(testUser('instructor').email)}`]: () => jsonResponse([guitar]),
    });
    await renderPage('instructor');
    expect(within(rowOf('Guitar Basics')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rowOf('Guitar Basics')).getByText('Pay')).toHaveTextContent('Pay: Only students can pay for classes');
    expect(within(rowOf('Guitar Basics')).getByRole('button', { name: 'Delete Guitar Basics' })).toBeEnabled();
  });

  it('deletes only after "Yes, delete it!", toasts "Deleted!" and refreshes the list', async () => {
    serve([guitar, piano]);
    await renderPage();
    await userEvent.click(within(rowOf('Guitar Basics')).getByRole('button', { name: 'Delete Guitar Basics' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent("You won't be able to revert this!");
    expect(calls.filter(({ method }) => method === 'DELETE')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    const done = await screen.findByRole('status', { name: 'Deleted!' });
    expect(done).toHaveTextContent('Class has been deleted.');
    expect(await screen.findByRole('heading', { level: 2, name: 'Total Selected Class: 1' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Guitar Basics' })).not.toBeInTheDocument();
    expect(cartCalls()).toEqual([LIST, 'DELETE /api/selected/s1', LIST]);
  });

  it('sends nothing when the deletion is cancelled', async () => {
    serve([guitar]);
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Guitar Basics' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter(({ method }) => method === 'DELETE')).toEqual([]);
    expect(screen.queryByRole('status', { name: 'Deleted!' })).not.toBeInTheDocument();
  });

  it('shows the server refusal of a deletion and keeps the class', async () => {
    serve([guitar], () => jsonResponse({ message: 'Selected class not found' }, 404));
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Guitar Basics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));

    const failed = await screen.findByRole('alert', { name: 'Could not delete Guitar Basics' });
    expect(failed).toHaveTextContent('Selected class not found');
    expect(screen.queryByRole('status', { name: 'Deleted!' })).not.toBeInTheDocument();
    expect(rowOf('Guitar Basics')).toBeInTheDocument();
  });

  it('does not claim a deletion when the server deleted nothing', async () => {
    serve([guitar], () => jsonResponse({ deletedCount: 0 }));
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Guitar Basics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByRole('alert', { name: 'Nothing was deleted' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Deleted!' })).not.toBeInTheDocument();
  });

  it('shows an empty state with a way to the classes', async () => {
    serve([]);
    renderRemote(<SelectedClassesPage />, { auth: 'student' });
    expect(await screen.findByText('You have not selected any class yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Total Selected Class: 0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse classes' })).toHaveAttribute('href', '/classes');
  });

  it("shows the server's message when the list cannot be loaded, and retries", async () => {
    let fail = true;
    calls = stubApi(fetchSpy, {
      [LIST]: () =>
        fail ? jsonResponse({ message: 'Checkout is unavailable right now' }, 503) : jsonResponse([guitar]),
    });
    renderRemote(<SelectedClassesPage />, { auth: 'student' });

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent("We couldn't load your selected classes");
    expect(error).toHaveTextContent('Checkout is unavailable right now');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

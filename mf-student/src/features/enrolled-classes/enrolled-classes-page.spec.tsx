import { screen, waitFor, within } from '@testing-library/react';
import { formatSessionStart } from '@classhub/contracts';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRemote, paymentFixture as payment } from '@classhub/remote-testing';
import { stubApi, type ApiCall } from '../../testing/api-stub';
import { EnrolledClassesPage } from './enrolled-classes-page';

const guitar = payment({});
const piano = payment({
  _id: 'p2',
  className: 'Piano Night',
  instructorName: 'Nina Simone',
  price: 20,
  date: '2026-02-22T09:30:00',
  enrolmentStatus: 'pending',
});
const drums = payment({
  _id: 'p3',
  className: 'Drum Circle',
  price: 15,
  date: '2026-01-03T18:45:00',
  enrolmentStatus: 'refunded',
  refundReason: 'The class was full; your payment was refunded.',
});

const joining = (sessions: { startsAt: string; durationMinutes: number }[], meetingUrl: string | null = null) => ({
  classId: 'c1',
  className: 'Guitar Basics',
  meetingUrl,
  timeZone: 'Europe/Paris',
  sessions,
});

let fetchSpy: jest.SpyInstance;
let calls: ApiCall[];

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

describe('EnrolledClassesPage', () => {
  it('shows a loading status while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderRemote(<EnrolledClassesPage />, { auth: 'student' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your enrolled classes…');
  });

  it("counts the classes paid for and not refunded, with the spec's columns and date format", async () => {
    calls = stubApi(fetchSpy, {
      'GET /api/payment': () => jsonResponse([guitar, piano, drums]),
      'GET /api/classes/c1/joining': () => jsonResponse(joining([])),
    });
    renderRemote(<EnrolledClassesPage />, { auth: 'student' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Total Enrolled Class: 2' })).toBeInTheDocument();
    expect(await within(rowOf('Guitar Basics')).findByText('Self-paced')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Enrolled classes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Image', 'Class Name', 'Instructor name', 'Enrolled Date', 'Price', 'Status', 'Sessions']);
    expect(
      within(rowOf('Guitar Basics'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '', 'Bo Diddley', 'March 1st 2026, 2:05 pm', '$49.50', 'Paid', 'Self-pacedWrite a review']);
    expect(within(rowOf('Guitar Basics')).getByText('March 1st 2026, 2:05 pm')).toHaveAttribute(
      'dateTime',
      '2026-03-01T14:05:00',
    );
    expect(
      within(rowOf('Piano Night'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '', 'Nina Simone', 'February 22nd 2026, 9:30 am', '$20.00', 'Enrolling…', '']);
    expect(calls.map(({ path, search }) => path + search)).toEqual([
      '/api/payment?email=student%40classhub.test',
      '/api/classes/c1/joining',
    ]);
  });

  it('lists refunded payments apart, with the reason', async () => {
    stubApi(fetchSpy, { 'GET /api/payment': () => jsonResponse([guitar, drums]) });
    renderRemote(<EnrolledClassesPage />, { auth: 'student' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Refunded: 1' })).toBeInTheDocument();
    const refunded = screen.getByRole('region', { name: 'Refunded payments' });
    expect(within(refunded).getByRole('rowheader', { name: 'Drum Circle' })).toBeInTheDocument();
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
    expect(within(refunded).getByText('The class was full; your payment was refunded.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Enrolled classes' })).queryByText('Drum Circle'),
    ).not.toBeInTheDocument();
  });

  it("says 'Enrolled', not 'Paid', for a free class", async () => {
    stubApi(fetchSpy, {
      'GET /api/payment': () => jsonResponse([payment({ price: 0, className: 'Open Studio' }), payment({ _id: 'p2' })]),
    });
    renderRemote(<EnrolledClassesPage />, { auth: 'student' });
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(await screen.findByRole('rowheader', { name: 'Open Studio' })).toBeInTheDocument();
    expect(within(row('Open Studio')).getByText('Enrolled')).toBeInTheDocument();
    expect(within(row('Guitar Basics')).getByText('Paid')).toBeInTheDocument();
  });

  it('shows an empty state when nothing is paid for', async () => {
    stubApi(fetchSpy, { 'GET /api/payment': () => jsonResponse([]) });
    renderRemote(<EnrolledClassesPage />, { auth: 'student' });

    expect(await screen.findByText('You are not enrolled in any class yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Total Enrolled Class: 0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay for a selected class' })).toHaveAttribute(
      'href',
      '/dashboard/myselectedclass',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    stubApi(fetchSpy, {
      'GET /api/payment': () => (fail ? jsonResponse({ message: 'Database down' }, 500) : jsonResponse([guitar])),
    });
    renderRemote(<EnrolledClassesPage />, { auth: 'student' });

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent("We couldn't load your enrolled classes");
    expect(error).toHaveTextContent('Database down');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Total Enrolled Class: 1' })).toBeInTheDocument();
  });

  describe('refund', () => {
    const inWindow = payment({
      _id: 'p9',
      className: 'Cello Hour',
      price: 31.5,
      refundableUntil: '2999-01-01T00:00:00.000Z',
    });
    const outOfWindow = payment({ _id: 'p8', className: 'Old Course', refundableUntil: '2000-01-01T00:00:00.000Z' });

    it('is offered only inside the window, and asks first naming the amount and the seat given up', async () => {
      let refunded = false;
      calls = stubApi(fetchSpy, {
        'GET /api/payment': () =>
          jsonResponse([
            refunded
              ? {
                  ...inWindow,
                  refund: {
                    _id: 'r1',
                    paymentId: 'p9',
                    amount: 31.5,
                    state: 'requested',
                    initiatedBy: 'student',
                    requestedAt: '2026-03-02T10:00:00.000Z',
                  },
                }
              : inWindow,
            outOfWindow,
          ]),
        'POST /api/payments/p9/refund': () => {
          refunded = true;
          return jsonResponse({}, 202);
        },
      });
      renderRemote(<EnrolledClassesPage />, { auth: 'student' });

      await userEvent.click(await screen.findByRole('button', { name: 'Refund Cello Hour' }));
      expect(within(rowOf('Old Course')).queryByRole('button')).not.toBeInTheDocument();
      const dialog = screen.getByRole('alertdialog', { name: 'Refund $31.50?' });
      expect(dialog).toHaveTextContent('You will get $31.50 back on your card and give up your seat in Cello Hour.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my seat' }));
      expect(calls.some(({ method }) => method === 'POST')).toBe(false);

      await userEvent.click(screen.getByRole('button', { name: 'Refund Cello Hour' }));
      await userEvent.click(screen.getByRole('button', { name: 'Yes, refund $31.50' }));
      const refunds = await screen.findByRole('region', { name: 'Refunded payments' });
      expect(within(refunds).getByText('Refund in progress')).toBeInTheDocument();
      expect(calls.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
        '/api/payments/p9/refund',
      ]);
    });

    it('tells the student a delayed refund is being looked after', async () => {
      const delayed = {
        ...inWindow,
        enrolmentStatus: 'refunded' as const,
        refundReason: 'Refunded at the student’s request',
        refund: {
          _id: 'r1',
          paymentId: 'p9',
          amount: 31.5,
          state: 'failed' as const,
          initiatedBy: 'student' as const,
          requestedAt: '2026-03-02T10:00:00.000Z',
          failureReason: 'The card was reported lost or stolen',
        },
      };
      stubApi(fetchSpy, { 'GET /api/payment': () => jsonResponse([delayed]) });
      renderRemote(<EnrolledClassesPage />, { auth: 'student' });
      const refunds = await screen.findByRole('region', { name: 'Refunded payments' });
      expect(within(refunds).getByText('Refund delayed')).toBeInTheDocument();
      expect(
        within(refunds).getByText('The card provider could not return the money yet; our team is on it.'),
      ).toBeInTheDocument();
      expect(within(refunds).queryByRole('button')).not.toBeInTheDocument();
    });

    it('says why a refund was refused', async () => {
      stubApi(fetchSpy, {
        'GET /api/payment': () => jsonResponse([inWindow]),
        'POST /api/payments/p9/refund': () =>
          jsonResponse(
            { statusCode: 409, message: 'The refund window for this payment has closed', reason: 'outside-window' },
            409,
          ),
      });
      renderRemote(<EnrolledClassesPage />, { auth: 'student' });
      await userEvent.click(await screen.findByRole('button', { name: 'Refund Cello Hour' }));
      await userEvent.click(screen.getByRole('button', { name: 'Yes, refund $31.50' }));
      expect(await screen.findByText('The refund window for this payment has closed')).toBeInTheDocument();
    });
  });

  it('shows the next session in the viewer’s zone, the joining link and Add to calendar (decision 0040)', async () => {
    const sessions = [
      { startsAt: '2020-01-01T10:00:00.000Z', durationMinutes: 60 },
      { startsAt: '2099-07-01T16:30:00.000Z', durationMinutes: 60 },
    ];
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:calendar';
    });
    URL.revokeObjectURL = jest.fn();
    stubApi(fetchSpy, {
      'GET /api/payment': () => jsonResponse([guitar]),
      'GET /api/classes/c1/joining': () => jsonResponse(joining(sessions, 'https://meet.example.com/g')),
      'GET /api/classes/c1/calendar.ics': () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'content-type': 'text/calendar', 'content-disposition': 'attachment; filename="guitar.ics"' },
        }),
    });
    renderRemote(<EnrolledClassesPage />, { auth: 'student' });
    const row = await screen.findByRole('row', { name: /Guitar Basics/ });
    expect(
      await within(row).findByText(`Next session: ${formatSessionStart(sessions[1]!.startsAt)}`),
    ).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Join Guitar Basics online' })).toHaveAttribute(
      'href',
      'https://meet.example.com/g',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(created).toHaveLength(1));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectedClassDto } from '@classhub/contracts';
import { jsonResponse, renderRemote, paymentFixture as payment } from '@classhub/remote-testing';
import { formatDateTime } from '@classhub/ui';
import { stubApi, waitlistEntry, type ApiCall } from '../../testing/api-stub';
import { StudentHomePage } from './student-home-page';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const selected = (id: string) => ({ _id: id }) as SelectedClassDto;

let fetchSpy: jest.SpyInstance;
let calls: ApiCall[];

function card(title: string): HTMLElement {
  const box = screen.getByRole('heading', { level: 2, name: title }).closest('article');
  if (!box) throw new Error(`no card ${title}`);
  return box;
}

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

describe('StudentHomePage', () => {
  it('shows a loading status while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderRemote(<StudentHomePage />, { auth: 'student' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your dashboard…');
  });

  it('shows the three figures from real data, with real changes instead of fixed percentages', async () => {
    calls = stubApi(fetchSpy, {
      'GET /api/selected/student%40classhub.test': () => jsonResponse([selected('s1'), selected('s2'), selected('s3')]),
      'GET /api/payment': () =>
        jsonResponse([
          payment({ _id: 'p1', price: 30, date: daysAgo(2) }),
          payment({ _id: 'p2', price: 15, date: daysAgo(10), enrolmentStatus: 'pending' }),
          payment({ _id: 'p3', price: 99, date: daysAgo(12), enrolmentStatus: 'refunded' }),
          payment({ _id: 'p4', price: 20, date: daysAgo(40) }),
        ]),
    });
    renderRemote(<StudentHomePage />, { auth: 'student' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Selected Classes' })).toBeInTheDocument();
    expect(card('Selected Classes')).toHaveTextContent(/^Selected Classes3$/);
    // Refunded payments count in neither figure: 3 kept payments, $65.
    expect(card('Enrolled Classes')).toHaveTextContent('Enrolled Classes3+100% vs the previous 30 days');
    expect(card('Total Payment')).toHaveTextContent('Total Payment$65.00+125% vs the previous 30 days');
    expect(calls.map(({ path, search }) => path + search).sort()).toEqual([
      '/api/payment?email=student%40classhub.test',
      '/api/selected/student%40classhub.test',
      '/api/waitlist',
    ]);
  });

  it('shows the seats offered from waitlists on top, with Claim to the payment page', async () => {
    const until = '2026-11-28T15:10:00.000Z';
    calls = stubApi(fetchSpy, {
      'GET /api/selected/student%40classhub.test': () => jsonResponse([]),
      'GET /api/payment': () => jsonResponse([]),
      'GET /api/waitlist': () =>
        jsonResponse([
          waitlistEntry({ _id: 'w1', classId: 'k1', className: 'Piano', status: 'offered', offerExpiresAt: until }),
          waitlistEntry({ _id: 'w2', classId: 'k2', className: 'Violin', status: 'waiting', position: 2 }),
        ]),
      'POST /api/selected': () => jsonResponse({ insertedId: 's9' }, 201),
    });
    renderRemote(<StudentHomePage />, { auth: 'student' });
    const offers = await screen.findByRole('list', { name: 'Seats offered to you' });
    expect(within(offers).getAllByRole('listitem')).toHaveLength(1);
    expect(offers).toHaveTextContent(`A seat in “Piano” is yours until ${formatDateTime(until)}.`);
    await userEvent.click(within(offers).getByRole('button', { name: 'Claim your seat in Piano' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('location').textContent ?? '{}').pathname).toBe('/dashboard/payment/s9'),
    );
    expect(calls.find(({ method }) => method === 'POST')?.body).toEqual({
      classId: 'k1',
      email: 'student@classhub.test',
    });
  });

  it('shows no change where there is nothing to compare', async () => {
    stubApi(fetchSpy, {
      'GET /api/selected/student%40classhub.test': () => jsonResponse([]),
      'GET /api/payment': () => jsonResponse([]),
    });
    renderRemote(<StudentHomePage />, { auth: 'student' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Total Payment' })).toBeInTheDocument();
    expect(card('Enrolled Classes')).toHaveTextContent(/^Enrolled Classes0$/);
    expect(card('Total Payment')).toHaveTextContent(/^Total Payment\$0\.00$/);
    expect(screen.getByText('No enrolments yet')).toBeInTheDocument();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
  });

  it('lists the latest 6 enrolments and payments', async () => {
    const payments = Array.from({ length: 8 }, (_, index) =>
      payment({
        _id: `p${index}`,
        className: `Class ${index}`,
        price: 10 + index,
        date: `2026-03-0${index + 1}T10:15:00`,
        enrolmentStatus: index === 1 ? 'refunded' : 'confirmed',
      }),
    );
    stubApi(fetchSpy, {
      'GET /api/selected/student%40classhub.test': () => jsonResponse([]),
      'GET /api/payment': () => jsonResponse(payments),
    });
    renderRemote(<StudentHomePage />, { auth: 'student' });

    const enrolled = await screen.findByRole('region', { name: 'Latest Enrolled History' });
    expect(
      within(enrolled)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Class Name', 'Instructor Name', 'Price', 'Status']);
    const enrolledRows = within(enrolled).getAllByRole('row').slice(1);
    expect(enrolledRows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Class 0',
      'Class 2',
      'Class 3',
      'Class 4',
      'Class 5',
      'Class 6',
    ]);
    expect(
      within(enrolledRows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Bo Diddley', '$10.00', 'Paid']);

    const paid = screen.getByRole('region', { name: 'Latest Payment History' });
    expect(
      within(paid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Payment Method', 'Date & Time', 'Price']);
    const paidRows = within(paid).getAllByRole('row').slice(1);
    expect(paidRows).toHaveLength(6);
    expect(
      within(paidRows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Card', 'March 1st 2026, 10:15 am', '$10.00']);
    expect(
      within(paidRows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Card', 'March 2nd 2026, 10:15 am', '$11.00 Refunded']);
  });

  it('shows an error with a retry when a list fails', async () => {
    let fail = true;
    stubApi(fetchSpy, {
      'GET /api/selected/student%40classhub.test': () => jsonResponse([]),
      'GET /api/payment': () => (fail ? jsonResponse({ message: 'Payments are unavailable' }, 503) : jsonResponse([])),
    });
    renderRemote(<StudentHomePage />, { auth: 'student' });

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent("We couldn't load your dashboard");
    expect(error).toHaveTextContent('Payments are unavailable');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Total Payment' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRemote, paymentFixture as payment } from '@classhub/remote-testing';
import { stubApi, type ApiCall } from '../../testing/api-stub';
import { PaymentHistoryPage } from './payment-history-page';

let fetchSpy: jest.SpyInstance;
let calls: ApiCall[];

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

describe('PaymentHistoryPage', () => {
  it('shows a loading status while waiting', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    renderRemote(<PaymentHistoryPage />, { auth: 'student' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your payments…');
  });

  it("heads the table with the count and shows the spec's columns, newest first as the server sends them", async () => {
    calls = stubApi(fetchSpy, {
      'GET /api/payment': () =>
        jsonResponse([
          payment({
            _id: 'p2',
            transactionId: 'pi_test_2',
            price: 20,
            date: '2026-03-12T21:07:00',
            enrolmentStatus: 'refunded',
            refundReason: 'The class was full.',
          }),
          payment({}),
        ]),
    });
    renderRemote(<PaymentHistoryPage />, { auth: 'student' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Payment History: 2' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Customer name', 'Customer email', 'Transaction ID', 'Time', 'Amount', 'Refund']);
    const rows = within(table).getAllByRole('row');
    const refunded = rows[1]!;
    const paid = rows[2]!;
    expect(
      within(paid)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2',
      'Test student',
      'student@classhub.test',
      'pi_test_1Receipt',
      'March 1st 2026, 2:05 pm',
      '$49.50',
      '',
    ]);
    expect(
      within(refunded)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'Test student',
      'student@classhub.test',
      'pi_test_2Receipt',
      'March 12th 2026, 9:07 pm',
      '$20.00 RefundedThe class was full.',
      '',
    ]);
    expect(within(paid).getByRole('link', { name: /^Receipt for / })).toHaveAttribute('href', '/dashboard/receipt/p1');
    expect(calls.map(({ path, search }) => path + search)).toEqual(['/api/payment?email=student%40classhub.test']);
  });

  it('shows an empty state', async () => {
    stubApi(fetchSpy, { 'GET /api/payment': () => jsonResponse([]) });
    renderRemote(<PaymentHistoryPage />, { auth: 'student' });
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment History: 0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse classes' })).toHaveAttribute('href', '/classes');
  });

  it('tells an admin that only students buy classes, without sending them to the catalogue', async () => {
    stubApi(fetchSpy, { 'GET /api/payment': () => jsonResponse([]) });
    renderRemote(<PaymentHistoryPage />, { auth: 'admin' });
    expect(await screen.findByText('Only students buy classes, so this account has no payments.')).toBeInTheDocument();
    expect(screen.getByText('Payments made with this account. Only students buy classes.')).toBeInTheDocument();
    expect(screen.queryByText(/Every payment you have made/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Browse classes' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    stubApi(fetchSpy, { 'GET /api/payment': () => (fail ? jsonResponse({}, 500) : jsonResponse([payment({})])) });
    renderRemote(<PaymentHistoryPage />, { auth: 'student' });

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent("We couldn't load your payments");
    expect(error).toHaveTextContent('The server answered 500.');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment History: 1' })).toBeInTheDocument();
  });
});

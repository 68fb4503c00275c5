// Real RTK Query against a stubbed fetch: the requests sent and the page states are both tested.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentDto, RefundDto, RefundTaskDto } from '@classhub/contracts';
import { jsonResponse, paymentFixture, renderRemote } from '@classhub/remote-testing';
import { TransactionsPage } from './transactions-page';

// Another student's payments, as an admin lists them.
const payment = (overrides: Partial<PaymentDto>) =>
  paymentFixture({ email: 'ada@example.com', name: 'Ada Lovelace', transactionId: 'pi_1', ...overrides });
const refund = (overrides: Partial<RefundDto>): RefundDto => ({
  _id: 'r1',
  paymentId: 'p2',
  amount: 20,
  state: 'succeeded',
  initiatedBy: 'admin',
  reason: 'Class cancelled',
  requestedAt: '2026-03-02T10:00:00Z',
  ...overrides,
});
const paid = payment({});
const refunded = payment({
  _id: 'p2',
  className: 'Piano Night',
  price: 20,
  enrolmentStatus: 'refunded',
  refund: refund({}),
});
const task: RefundTaskDto = {
  refund: refund({
    _id: 'r3',
    paymentId: 'p3',
    amount: 31,
    state: 'failed',
    failureReason: 'The card was reported lost or stolen',
  }),
  email: 'grace@example.com',
  name: 'Grace Hopper',
  className: 'Cello Hour',
  transactionId: 'pi_3',
};

let fetchSpy: jest.SpyInstance;
let posted: { path: string; body: unknown }[];

function stubApi(answers: { refund?: () => Response; resolve?: () => Response } = {}) {
  fetchSpy.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/allpayment') return jsonResponse([paid, refunded]);
    if (request.method === 'GET' && pathname === '/api/admin/refund-tasks') return jsonResponse([task]);
    if (request.method === 'POST') {
      const text = await request.text();
      posted.push({ path: pathname, body: text ? JSON.parse(text) : undefined });
      if (pathname.endsWith('/resolve')) return answers.resolve?.() ?? jsonResponse(task.refund);
      if (pathname.endsWith('/retry')) return jsonResponse({ ...task.refund, state: 'failed' });
      return answers.refund?.() ?? jsonResponse(refund({ paymentId: 'p1', state: 'requested' }), 202);
    }
    return jsonResponse({ message: 'Not Found' }, 404);
  });
}

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  posted = [];
});
afterEach(() => fetchSpy.mockRestore());

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('TransactionsPage', () => {
  it('lists every payment with its refund, and offers a refund only of a paid one', async () => {
    stubApi();
    renderRemote(<TransactionsPage />, { auth: 'admin' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Transactions: 2' })).toBeInTheDocument();
    expect(within(rowOf('Piano Night')).getByText('Refunded')).toBeInTheDocument();
    expect(within(rowOf('Piano Night')).getByText('Class cancelled')).toBeInTheDocument();
    expect(within(rowOf('Piano Night')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('Guitar Basics')).getByText('Paid')).toBeInTheDocument();
  });

  it('refunds a payment with a required reason', async () => {
    stubApi();
    renderRemote(<TransactionsPage />, { auth: 'admin' });
    await userEvent.click(
      await screen.findByRole('button', { name: "Refund Ada Lovelace's payment for Guitar Basics" }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Refund $49.50 to Ada Lovelace?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $49.50' }));
    expect(within(dialog).getByText('Say why the payment is refunded')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Instructor ill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $49.50' }));
    expect(await screen.findByText('Refund started')).toBeInTheDocument();
    expect(posted).toEqual([{ path: '/api/admin/payments/p1/refund', body: { reason: 'Instructor ill' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when the refund is refused', async () => {
    stubApi({ refund: () => jsonResponse({ message: 'A refund of this payment is already under way' }, 409) });
    renderRemote(<TransactionsPage />, { auth: 'admin' });
    await userEvent.click(
      await screen.findByRole('button', { name: "Refund Ada Lovelace's payment for Guitar Basics" }),
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Duplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $49.50' }));
    expect(await within(dialog).findByText('A refund of this payment is already under way')).toBeInTheDocument();
  });

  it('shows a failed refund as a task to retry or resolve with a note', async () => {
    stubApi();
    renderRemote(<TransactionsPage />, { auth: 'admin' });
    const card = await screen.findByRole('listitem', { name: 'Failed refund of $31.00 to Grace Hopper' });
    expect(card).toHaveTextContent('The card was reported lost or stolen');
    await userEvent.click(within(card).getByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText('The refund failed again')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark resolved' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark the refund resolved' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Paid back by bank transfer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Task resolved')).toBeInTheDocument();
    expect(posted).toEqual([
      { path: '/api/admin/refund-tasks/r3/retry', body: undefined },
      { path: '/api/admin/refund-tasks/r3/resolve', body: { note: 'Paid back by bank transfer' } },
    ]);
  });

  it('looks again for a failed refund the transactions show but the tasks did not yet (the lists are read apart)', async () => {
    const failed = task.refund;
    let taskReads = 0;
    fetchSpy.mockImplementation(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/allpayment')
        return jsonResponse([payment({ _id: 'p3', className: 'Cello Hour', price: 31, refund: failed })]);
      if (pathname === '/api/admin/refund-tasks') return jsonResponse(taskReads++ === 0 ? [] : [task]);
      return jsonResponse({ message: 'Not Found' }, 404);
    });
    renderRemote(<TransactionsPage />, { auth: 'admin' });
    expect(await screen.findByText('No failed refunds: nothing to resolve.')).toBeInTheDocument();
    expect(
      await screen.findByRole('listitem', { name: 'Failed refund of $31.00 to Grace Hopper' }, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(taskReads).toBe(2);
  }, 10_000);
});

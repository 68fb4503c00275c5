// The audit log page (decision 0045) against a stubbed fetch.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminActionEntry } from '@classhub/contracts';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { AuditLogPage } from './audit-log-page';

const entry = (n: number, changes: Partial<AdminActionEntry> = {}): AdminActionEntry => ({
  id: `a${n}`,
  occurredAt: '2026-11-27T10:00:00.000Z',
  actorName: 'Grace Whitfield',
  actorEmail: 'admin@classhub.test',
  action: 'user.suspended',
  targetType: 'user',
  targetId: `u${n}`,
  targetLabel: `user${n}@example.com`,
  reason: 'Spam',
  ...changes,
});

let fetchSpy: jest.SpyInstance;
let asked: string[];

beforeEach(() => {
  asked = [];
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  fetchSpy.mockImplementation(async (input: Request) => {
    const url = new URL(input.url);
    asked.push(`${url.pathname}${url.search}`);
    const page = Number(url.searchParams.get('page'));
    return jsonResponse({
      items: [
        entry(page),
        entry(page + 100, { action: 'class.approval-reversed', reason: null, targetLabel: 'Pottery' }),
      ],
      total: 30,
      page,
      pageSize: 20,
    });
  });
});
afterEach(() => fetchSpy.mockRestore());

describe('AuditLogPage', () => {
  it('lists who, what, the target and why, and pages', async () => {
    renderRemote(<AuditLogPage />, { path: '/dashboard/audit', auth: 'admin' });
    const table = await screen.findByRole('table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Grace Whitfield');
    expect(first).toHaveTextContent('Suspended an account');
    expect(first).toHaveTextContent('user1@example.com');
    expect(first).toHaveTextContent('Spam');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Withdrew an approvalPotteryNo reason given');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Hid a review');
    expect(asked.at(-1)).toBe('/api/admin/audit?action=review.hidden&page=1&pageSize=20');
  });
});

// Real RTK Query against a stubbed fetch: the admin's Coupons page lists codes, offers every class, makes a code.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CouponDto } from '@classhub/contracts';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { CouponsPage } from './coupons-page';

const welcome: CouponDto = {
  _id: 'k1',
  code: 'WELCOME10',
  percentOff: 10,
  amountOffCents: null,
  classId: null,
  className: null,
  expiresAt: null,
  maxRedemptions: null,
  minPriceCents: 0,
  active: true,
  timesRedeemed: 3,
  createdByRole: 'admin',
  createdAt: '2026-03-01T10:00:00Z',
};

let fetchSpy: jest.SpyInstance;
let created: unknown[];

beforeEach(() => {
  created = [];
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  fetchSpy.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/coupons') return jsonResponse([welcome]);
    if (request.method === 'GET' && pathname === '/api/classes')
      return jsonResponse([{ _id: 'c1', className: 'Guitar Basics' }]);
    if (request.method === 'POST' && pathname === '/api/coupons') {
      created.push(await request.json());
      return jsonResponse({ ...welcome, _id: 'k2', code: 'GUITAR5' }, 201);
    }
    return jsonResponse({ message: 'Not Found' }, 404);
  });
});
afterEach(() => fetchSpy.mockRestore());

describe('CouponsPage (admin)', () => {
  it('lists the codes with times redeemed and makes a code for every class', async () => {
    renderRemote(<CouponsPage />, { auth: 'admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /WELCOME10/ });
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('3');
    expect(
      within(screen.getByLabelText('Class', { exact: true }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All classes', 'Guitar Basics']);
    await userEvent.type(screen.getByLabelText('Code', { exact: true }), 'GUITAR5');
    await userEvent.type(screen.getByLabelText('Percent off (1–100)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
    await screen.findByRole('button', { name: 'Create code' });
    expect(created).toEqual([
      { code: 'GUITAR5', percentOff: 5, classId: null, expiresAt: null, maxRedemptions: null, minPriceCents: null },
    ]);
  });
});

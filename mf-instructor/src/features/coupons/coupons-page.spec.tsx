// Real RTK Query against a stubbed fetch: the instructor's page offers only their approved classes and shows refusals.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { CouponsPage } from './coupons-page';

let fetchSpy: jest.SpyInstance;

beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  fetchSpy.mockImplementation(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/coupons') return jsonResponse([]);
    if (request.method === 'GET' && pathname.startsWith('/api/classes/'))
      return jsonResponse([
        { _id: 'c1', className: 'Guitar Basics', status: 'approved' },
        { _id: 'c2', className: 'Waiting Class', status: 'pending' },
      ]);
    if (request.method === 'POST' && pathname === '/api/coupons')
      return jsonResponse(
        { statusCode: 409, error: 'Conflict', message: 'An active promotion code with this code exists already' },
        409,
      );
    return jsonResponse({ message: 'Not Found' }, 404);
  });
});
afterEach(() => fetchSpy.mockRestore());

describe('CouponsPage (instructor)', () => {
  it('offers only the instructor’s approved classes, never every class, and says why a code was refused', async () => {
    renderRemote(<CouponsPage />, { auth: 'instructor' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Coupons' })).toBeInTheDocument();
    const classes = await screen.findByLabelText('Class', { exact: true });
    expect(
      within(classes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Guitar Basics']);
    await userEvent.type(screen.getByLabelText('Code', { exact: true }), 'TAKEN');
    await userEvent.type(screen.getByLabelText('Percent off (1–100)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An active promotion code with this code exists already',
    );
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, toast } from '@classhub/ui';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { stubApi, waitlistEntry } from '../../testing/api-stub';
import { WaitlistPage } from './waitlist-page';

const UNTIL = '2026-11-28T15:10:00.000Z';

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
});

const location = () => JSON.parse(screen.getByTestId('location').textContent ?? '{}');

describe('WaitlistPage', () => {
  it('lists each place in line and each seat offered', async () => {
    stubApi(fetchSpy, {
      'GET /api/waitlist': () =>
        jsonResponse([
          waitlistEntry({ _id: 'w1', classId: 'k1', className: 'Piano', status: 'offered', offerExpiresAt: UNTIL }),
          waitlistEntry({ _id: 'w2', classId: 'k2', className: 'Violin', position: 3, waiting: 7 }),
        ]),
    });
    renderRemote(<WaitlistPage />, { auth: 'student' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Waitlist');
    const [piano, violin] = (await screen.findAllByRole('row')).slice(1);
    expect(piano).toHaveTextContent(`A seat is yours until ${formatDateTime(UNTIL)}`);
    expect(within(piano!).getByRole('button', { name: 'Claim your seat in Piano' })).toBeEnabled();
    expect(violin).toHaveTextContent('You are 3rd in line7 waiting');
    expect(within(violin!).queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    expect(within(violin!).getByRole('link', { name: 'Violin' })).toHaveAttribute('href', '/classes/k2');
    expect(screen.getByText('Waiting for: 2')).toBeInTheDocument();
  });

  it('leaves a waitlist and lists it no more', async () => {
    let entries = [waitlistEntry({ classId: 'k2', className: 'Violin', position: 2 })];
    const calls = stubApi(fetchSpy, {
      'GET /api/waitlist': () => jsonResponse(entries),
      'DELETE /api/classes/k2/waitlist': () => {
        entries = [];
        return jsonResponse({ left: true });
      },
    });
    renderRemote(<WaitlistPage />, { auth: 'student' });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave waitlist: Violin' }));
    expect(await screen.findByText('You are on no waitlist')).toBeInTheDocument();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toContain('DELETE /api/classes/k2/waitlist');
  });

  it('claims an offered seat: the class is selected and its payment page opens', async () => {
    stubApi(fetchSpy, {
      'GET /api/waitlist': () =>
        jsonResponse([waitlistEntry({ classId: 'k1', status: 'offered', offerExpiresAt: UNTIL })]),
      'GET /api/selected/student%40classhub.test': () => jsonResponse([]),
      'POST /api/selected': () => jsonResponse({ insertedId: 's4' }, 201),
    });
    renderRemote(<WaitlistPage />, { auth: 'student' });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim your seat in Piano' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/payment/s4'));
  });

  it("shows the server's reason when the seat cannot be claimed", async () => {
    stubApi(fetchSpy, {
      'GET /api/waitlist': () =>
        jsonResponse([waitlistEntry({ classId: 'k1', status: 'offered', offerExpiresAt: UNTIL })]),
      'GET /api/selected/student%40classhub.test': () => jsonResponse([]),
      'POST /api/selected': () => jsonResponse({ message: 'The seat offered to you has expired' }, 409),
    });
    renderRemote(<WaitlistPage />, { auth: 'student' });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim your seat in Piano' }));
    expect(await screen.findByRole('alert', { name: 'Could not claim the seat' })).toHaveTextContent(
      'The seat offered to you has expired',
    );
    expect(location().pathname).toBe('/');
  });

  it('says when the student is on no waitlist, with the way to the catalogue', async () => {
    stubApi(fetchSpy, { 'GET /api/waitlist': () => jsonResponse([]) });
    renderRemote(<WaitlistPage />, { auth: 'student' });
    expect(await screen.findByText('You are on no waitlist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse classes' })).toHaveAttribute('href', '/classes');
  });
});

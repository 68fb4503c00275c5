import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@classhub/routing';
import type { ClassDto } from '@classhub/contracts';
import { formatDateTime, toast } from '@classhub/ui';
import { jsonResponse, renderRemote, type TestAuth } from '@classhub/remote-testing';
import type { WaitlistEntryDto } from '@classhub/web-query';
import { ClassDetailPage } from './class-detail-page';

const fullPiano: ClassDto = {
  _id: 'k1',
  className: 'Piano for Beginners',
  classImage: '/api/media/classes/k1.webp',
  instructorName: 'Cy Twombly',
  instructorEmail: 'cy@x.io',
  availableSeats: 0,
  price: 120.5,
  enrolled: 18,
  status: 'approved',
};

const OFFER_UNTIL = '2026-11-28T15:10:00.000Z';

const entry = (fields: Partial<WaitlistEntryDto>): WaitlistEntryDto => ({
  _id: 'w1',
  classId: fullPiano._id,
  className: fullPiano.className,
  classImage: fullPiano.classImage,
  status: 'waiting',
  position: 3,
  waiting: 5,
  joinedAt: '2026-11-27T10:00:00.000Z',
  ...fields,
});

interface Server {
  waitlist: WaitlistEntryDto[];
  selected: { _id: string; classId: string }[];
  refuse?: { status: number; message: string };
  calls: string[];
}

/** A small stand-in for the API: the class, the student's own lists, and the waitlist's join, leave and select. */
function serve(server: Server) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const { pathname } = new URL(request.url);
    server.calls.push(`${request.method} ${pathname}`);
    if (server.refuse && request.method !== 'GET')
      return jsonResponse({ message: server.refuse.message }, server.refuse.status);
    if (request.method === 'POST' && pathname === '/api/classes/k1/waitlist') {
      server.waitlist = [entry({ position: 3 })];
      return jsonResponse(server.waitlist[0], 201);
    }
    if (request.method === 'DELETE' && pathname === '/api/classes/k1/waitlist') {
      server.waitlist = [];
      return jsonResponse({ left: true });
    }
    if (request.method === 'POST' && pathname === '/api/selected') {
      server.selected.push({ _id: 's7', classId: 'k1' });
      return jsonResponse({ insertedId: 's7' }, 201);
    }
    if (pathname === '/api/waitlist') return jsonResponse(server.waitlist);
    if (pathname.startsWith('/api/selected/')) return jsonResponse(server.selected);
    if (pathname === '/api/payment') return jsonResponse([]);
    // The Reviews section (decision 0043): none yet, and this student may not write one.
    if (pathname.endsWith('/reviews')) return jsonResponse({ items: [], total: 0, page: 1, pageSize: 5 });
    if (pathname.endsWith('/review')) return jsonResponse({ review: null, canWrite: false, refusal: 'Not yet' });
    return jsonResponse(fullPiano);
  });
}

function renderDetail(auth: TestAuth) {
  renderRemote(
    <Routes>
      <Route path="/classes/:id" element={<ClassDetailPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: '/classes/k1', auth },
  );
}

const location = () => JSON.parse(screen.getByTestId('location').textContent ?? '{}');

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

describe('ClassDetailPage: the waitlist of a full class', () => {
  it('lets a student join and shows their place in line, then leave', async () => {
    const server: Server = { waitlist: [], selected: [], calls: [] };
    serve(server);
    renderDetail('student');
    await userEvent.click(await screen.findByRole('button', { name: 'Join waitlist: Piano for Beginners' }));
    expect(await screen.findByText('You are 3rd in line')).toBeInTheDocument();
    expect(server.calls).toContain('POST /api/classes/k1/waitlist');

    await userEvent.click(screen.getByRole('button', { name: 'Leave waitlist: Piano for Beginners' }));
    expect(await screen.findByRole('button', { name: 'Join waitlist: Piano for Beginners' })).toBeEnabled();
    expect(screen.queryByText(/in line/)).not.toBeInTheDocument();
    expect(server.calls).toContain('DELETE /api/classes/k1/waitlist');
  });

  it('shows the seat offered until when, and Claim selects the class and opens its payment page', async () => {
    const server: Server = {
      waitlist: [entry({ status: 'offered', position: 1, offerExpiresAt: OFFER_UNTIL })],
      selected: [],
      calls: [],
    };
    serve(server);
    renderDetail('student');
    const banner = await screen.findByRole('region', { name: 'Seat offered in Piano for Beginners' });
    expect(banner).toHaveTextContent(`A seat is yours until ${formatDateTime(OFFER_UNTIL)}.`);
    await userEvent.click(within(banner).getByRole('button', { name: 'Claim your seat in Piano for Beginners' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/payment/s7'));
    expect(server.calls).toContain('POST /api/selected');
  });

  it('claims with the selection the student already has, selecting nothing again', async () => {
    const server: Server = {
      waitlist: [entry({ status: 'offered', position: 1, offerExpiresAt: OFFER_UNTIL })],
      selected: [{ _id: 's3', classId: 'k1' }],
      calls: [],
    };
    serve(server);
    renderDetail('student');
    await userEvent.click(await screen.findByRole('button', { name: 'Claim your seat in Piano for Beginners' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/payment/s3'));
    expect(server.calls).not.toContain('POST /api/selected');
  });

  it("shows the server's refusal beside the button", async () => {
    const server: Server = {
      waitlist: [],
      selected: [],
      calls: [],
      refuse: { status: 409, message: 'You hold a seat of this class already' },
    };
    serve(server);
    renderDetail('student');
    await userEvent.click(await screen.findByRole('button', { name: 'Join waitlist: Piano for Beginners' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You hold a seat of this class already');
    expect(screen.queryByText(/in line/)).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor who presses Join to log in, as Select does', async () => {
    const server: Server = { waitlist: [], selected: [], calls: [] };
    serve(server);
    renderDetail('signedOut');
    await userEvent.click(await screen.findByRole('button', { name: 'Join waitlist: Piano for Beginners' }));
    const dialog = screen.getByRole('dialog', { name: 'Please Login to select the class' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Login Now' }));
    expect(location().pathname).toBe('/login');
    expect(location().state.from.pathname).toBe('/classes/k1');
    expect(server.calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it.each(['admin', 'instructor'] as const)('offers no waitlist to an %s', async (auth) => {
    serve({ waitlist: [], selected: [], calls: [] });
    renderDetail(auth);
    await screen.findByRole('article', { name: 'Piano for Beginners' });
    expect(screen.queryByRole('button', { name: /waitlist/ })).not.toBeInTheDocument();
  });

  it('offers no waitlist on a class with seats', async () => {
    const server: Server = { waitlist: [], selected: [], calls: [] };
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const { pathname } = new URL((input as Request).url);
      server.calls.push(pathname);
      return jsonResponse(pathname.endsWith('/detail') ? { ...fullPiano, availableSeats: 2 } : []);
    });
    renderDetail('student');
    await screen.findByRole('button', { name: 'Select' });
    expect(screen.queryByRole('button', { name: /waitlist/ })).not.toBeInTheDocument();
  });
});

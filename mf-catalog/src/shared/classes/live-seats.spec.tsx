// The catalogue's seat figures from the tab's one live stream (decision 0039), against a fake EventSource.
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@classhub/routing';
import type { ClassDto } from '@classhub/contracts';
import { jsonResponse, renderRemote } from '@classhub/remote-testing';
import { liveSeats } from '@classhub/web-query';
import { FakeEventSource } from '@classhub/web-testing';
import { ClassDetailPage } from '../../features/class-detail/class-detail-page';
import { ClassGrid } from './class-grid';

const guitar: ClassDto = {
  _id: '7d1c6f9e-2b0a-4c55-8f3e-0a1b2c3d4e01',
  className: 'Guitar Basics',
  classImage: '/api/media/classes/a.jpg',
  instructorName: 'Bo',
  instructorEmail: 'bo@x.io',
  availableSeats: 1,
  price: 30,
  enrolled: 9,
  status: 'approved',
};
const painting: ClassDto = { ...guitar, _id: '7d1c6f9e-2b0a-4c55-8f3e-0a1b2c3d4e02', className: 'Oil Painting' };

let restoreEventSource: () => void;
let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  restoreEventSource = FakeEventSource.install();
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (request) => {
    const { pathname } = new URL((request as Request).url);
    if (pathname === `/api/classes/${guitar._id}/detail`) return jsonResponse(guitar);
    // The student's own lists: nothing selected, nothing paid.
    if (pathname.startsWith('/api/selected/') || pathname === '/api/payment') return jsonResponse([]);
    return jsonResponse({ message: 'Not Found' }, 404);
  });
  // What the shell does when the first page with server data opens.
  liveSeats.start();
});
afterEach(() => {
  liveSeats.stop();
  fetchSpy.mockRestore();
  restoreEventSource();
});

/** The catalogue's grid and the guitar class's detail page on one screen: two components, one stream. */
async function renderGridAndDetail() {
  renderRemote(
    <>
      <ClassGrid classes={[guitar, painting]} label="Classes" />
      <Routes>
        <Route path="/classes/:id" element={<ClassDetailPage />} />
      </Routes>
    </>,
    { path: `/classes/${guitar._id}`, auth: 'student' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Guitar Basics' });
  await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
  const stream = FakeEventSource.latest();
  act(() => stream.open());
  return {
    stream,
    card: () => within(screen.getByRole('list', { name: 'Classes' })).getByRole('article', { name: 'Guitar Basics' }),
  };
}

const figures = (cls: ClassDto, availableSeats: number, enrolled: number) => ({
  classes: [{ classId: cls._id, availableSeats, enrolled, open: true }],
});

describe('live seat figures in the catalogue', () => {
  it('opens one EventSource for the grid and the detail page, its snapshot naming the classes on screen', async () => {
    await renderGridAndDetail();
    expect(FakeEventSource.made).toHaveLength(1);
    expect(FakeEventSource.latest().param('classes')?.split(',').sort()).toEqual([guitar._id, painting._id]);
  });

  it('turns the card red and disables Select when the class fills, and enables it when a seat frees, without a fetch', async () => {
    const { stream, card } = await renderGridAndDetail();
    const select = () => within(card()).getByRole('button', { name: 'Select' });
    await waitFor(() => expect(select()).toBeEnabled());
    const fetches = fetchSpy.mock.calls.length;

    act(() => stream.emit('seats', figures(guitar, 0, 10)));
    expect(card()).toHaveAttribute('data-full', 'true');
    expect(card()).toHaveTextContent('Class full');
    expect(card()).toHaveTextContent('Available seats: 0');
    expect(card()).toHaveTextContent('Enrolled: 10');
    expect(select()).toBeDisabled();
    const detail = screen.getByRole('heading', { level: 1, name: 'Guitar Basics' }).closest('article');
    expect(detail).toHaveTextContent('Available seats0');
    expect(detail).toHaveTextContent('Enrolled10');
    expect(detail).toHaveAttribute('data-full', 'true');

    act(() => stream.emit('seats', figures(guitar, 1, 9)));
    expect(card()).toHaveAttribute('data-full', 'false');
    expect(select()).toBeEnabled();
    expect(detail).toHaveTextContent('Available seats1');
    expect(fetchSpy.mock.calls.length).toBe(fetches);
  });

  it('shows the fetched figures again when the stream fails', async () => {
    const { stream, card } = await renderGridAndDetail();
    act(() => stream.emit('seats', figures(guitar, 0, 10)));
    expect(card()).toHaveAttribute('data-full', 'true');

    act(() => stream.fail());
    expect(card()).toHaveAttribute('data-full', 'false');
    expect(card()).toHaveTextContent('Available seats: 1');
    expect(card()).toHaveTextContent('Enrolled: 9');
  });

  it('announces no figure: neither the card nor the detail page makes its counts a live region', async () => {
    const { stream, card } = await renderGridAndDetail();
    act(() => stream.emit('seats', figures(guitar, 0, 10)));
    const detail = screen.getByRole('heading', { level: 1, name: 'Guitar Basics' }).closest('article');
    expect(card().querySelector('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(detail?.querySelector('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });
});

// The selected-classes table's seat figures from the tab's one live stream (decision 0039), against a fake EventSource.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { SelectedClassDto } from '@classhub/contracts';
import { jsonResponse, renderRemote, selectedClassFixture } from '@classhub/remote-testing';
import { liveSeats } from '@classhub/web-query';
import { FakeEventSource } from '@classhub/web-testing';
import { stubApi } from '../../testing/api-stub';
import { SelectedClassesPage } from './selected-classes-page';

const GUITAR = '5f0e8a2c-3d41-4b6a-9c7e-1a2b3c4d5e01';
const PIANO = '5f0e8a2c-3d41-4b6a-9c7e-1a2b3c4d5e02';

const item = (overrides: Partial<SelectedClassDto>) =>
  selectedClassFixture({ classId: GUITAR, availableSeats: 1, ...overrides });

let restoreEventSource: () => void;
let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  restoreEventSource = FakeEventSource.install();
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  stubApi(fetchSpy, {
    'GET /api/selected/student%40classhub.test': () =>
      jsonResponse([item({}), item({ _id: 's2', classId: PIANO, className: 'Piano Night', availableSeats: 4 })]),
  });
  liveSeats.start();
});
afterEach(() => {
  liveSeats.stop();
  fetchSpy.mockRestore();
  restoreEventSource();
});

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function renderTable() {
  renderRemote(<SelectedClassesPage />, { path: '/dashboard/myselectedclass', auth: 'student' });
  await screen.findByRole('table');
  await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
  const stream = FakeEventSource.latest();
  act(() => stream.open());
  return stream;
}

const guitarFigures = (availableSeats: number, enrolled: number) => ({
  classes: [{ classId: GUITAR, availableSeats, enrolled, open: true }],
});

describe('selected classes with live seat figures', () => {
  it('asks the one stream for a snapshot of the classes in the table', async () => {
    const stream = await renderTable();
    expect(stream.param('classes')?.split(',').sort()).toEqual([GUITAR, PIANO]);
  });

  it('shows a class that fills as full with Pay unavailable, and Pay again when a seat frees', async () => {
    const stream = await renderTable();
    expect(within(rowOf('Guitar Basics')).getByRole('link', { name: 'Pay for Guitar Basics' })).toBeInTheDocument();

    act(() => stream.emit('seats', guitarFigures(0, 11)));
    const row = rowOf('Guitar Basics');
    expect(row).toHaveTextContent('Full (0)');
    expect(row).toHaveTextContent('11');
    expect(within(row).getByText('Pay')).toHaveAttribute('aria-disabled', 'true');
    expect(within(rowOf('Piano Night')).getByRole('link', { name: 'Pay for Piano Night' })).toBeInTheDocument();

    act(() => stream.emit('seats', guitarFigures(2, 11)));
    expect(within(rowOf('Guitar Basics')).getByRole('link', { name: 'Pay for Guitar Basics' })).toBeInTheDocument();
    expect(rowOf('Guitar Basics')).not.toHaveTextContent('Full');
  });

  it('shows the fetched figures again when the stream fails', async () => {
    const stream = await renderTable();
    act(() => stream.emit('seats', guitarFigures(0, 11)));
    act(() => stream.fail());
    expect(within(rowOf('Guitar Basics')).getByRole('link', { name: 'Pay for Guitar Basics' })).toBeInTheDocument();
    expect(rowOf('Guitar Basics')).toHaveTextContent('10');
  });
});

import { screen } from '@testing-library/react';
import { jsonResponse, renderRemote, selectedClassFixture } from '@classhub/remote-testing';
import { formatDateTime } from '@classhub/ui';
import { stubApi, waitlistEntry } from '../../testing/api-stub';
import { ClassSummary } from './class-summary';

const until = '2026-11-28T15:10:00.000Z';
const full = selectedClassFixture({ classId: 'k1', availableSeats: 0, enrolled: 12 });

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

describe('ClassSummary for a seat the waitlist keeps (decision 0038)', () => {
  it('says until when the seat of the full class is the student’s, not that the class is full', async () => {
    stubApi(fetchSpy, {
      'GET /api/waitlist': () =>
        jsonResponse([waitlistEntry({ classId: 'k1', status: 'offered', offerExpiresAt: until })]),
    });
    renderRemote(<ClassSummary item={full} />, { auth: 'student' });
    const line = (await screen.findByText(/A seat is kept for you until/)).closest('p');
    expect(line).toHaveTextContent(`A seat is kept for you until ${formatDateTime(until)} · Enrolled: 12`);
  });

  it('says the class is full to a student only waiting in its line', async () => {
    stubApi(fetchSpy, {
      'GET /api/waitlist': () => jsonResponse([waitlistEntry({ classId: 'k1', status: 'waiting', position: 2 })]),
    });
    renderRemote(<ClassSummary item={full} />, { auth: 'student' });
    await screen.findByText('Class full · Enrolled: 12');
    expect(fetchSpy).toHaveBeenCalled();
  });
});

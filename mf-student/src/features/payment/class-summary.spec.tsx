import { act, screen } from '@testing-library/react';
import { renderRemote, selectedClassFixture } from '@classhub/remote-testing';
import { liveSeats } from '@classhub/web-query';
import { FakeEventSource } from '@classhub/web-testing';
import { ClassSummary } from './class-summary';

const GUITAR = '5f0e8a2c-3d41-4b6a-9c7e-1a2b3c4d5e01';

const guitar = selectedClassFixture({ classId: GUITAR, availableSeats: 1 });

let restoreEventSource: () => void;
beforeEach(() => {
  restoreEventSource = FakeEventSource.install();
  jest.useFakeTimers();
  liveSeats.start();
});
afterEach(() => {
  liveSeats.stop();
  jest.useRealTimers();
  restoreEventSource();
});

describe('ClassSummary (the payment page)', () => {
  it('shows the seat figures as fetched, then as the live stream says, and as fetched again once it fails', () => {
    renderRemote(<ClassSummary item={guitar} />);
    expect(screen.getByText('Available seats: 1 · Enrolled: 10')).toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());
    const stream = FakeEventSource.latest();
    expect(stream.param('classes')).toBe(GUITAR);
    act(() => stream.open());

    act(() => stream.emit('seats', { classes: [{ classId: GUITAR, availableSeats: 0, enrolled: 11, open: true }] }));
    expect(screen.getByText('Class full · Enrolled: 11')).toBeInTheDocument();

    act(() => stream.fail());
    expect(screen.getByText('Available seats: 1 · Enrolled: 10')).toBeInTheDocument();
  });
});

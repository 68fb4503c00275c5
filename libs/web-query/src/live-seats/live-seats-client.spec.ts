import { FakeEventSource } from '@classhub/web-testing';
import { createLiveSeats, retryDelayMs } from './live-seats-client';

const A = '0b6d3a47-1c1e-4a53-9d0e-8d1c2b7f0a01';
const B = '0b6d3a47-1c1e-4a53-9d0e-8d1c2b7f0a02';
const C = '0b6d3a47-1c1e-4a53-9d0e-8d1c2b7f0a03';

function figures(classId: string, availableSeats: number, enrolled = 3, open = true) {
  return { classId, availableSeats, enrolled, open };
}

function client() {
  FakeEventSource.made = [];
  return createLiveSeats({
    eventSource: () => FakeEventSource as unknown as typeof EventSource,
    retryDelay: () => 5_000,
  });
}

/** A started client watching `classIds`, and its stream, open. */
function openStream(classIds: string[]) {
  const seats = client();
  seats.start();
  const stopWatching = seats.watch(classIds);
  jest.runOnlyPendingTimers();
  const stream = FakeEventSource.latest();
  stream.open();
  return { seats, stream, stopWatching };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('live seats client', () => {
  it('opens nothing until the shell starts it and a page watches a class', () => {
    const seats = client();
    seats.watch([A]);
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.made).toHaveLength(0);

    seats.start();
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('asks for a snapshot of the classes watched in the same tick, then keeps one stream for classes watched later', () => {
    const seats = client();
    seats.start();
    seats.watch([A]);
    seats.watch([B, A]);
    jest.runOnlyPendingTimers();
    seats.watch([C]);
    jest.runOnlyPendingTimers();

    expect(FakeEventSource.made).toHaveLength(1);
    expect(FakeEventSource.latest().url).toMatch(/^\/api\/live\/seats\?/);
    expect(FakeEventSource.latest().param('classes')).toBe(`${A},${B}`);
  });

  it('leaves ids that are not class ids out of the snapshot, which the gateway would refuse whole', () => {
    const seats = client();
    seats.start();
    seats.watch(['not-a-class', A]);
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.latest().param('classes')).toBe(A);
  });

  it('keeps the figures of every class the stream names and tells the watchers of a class that changed', () => {
    const { seats, stream } = openStream([A]);
    const onA = jest.fn();
    const onB = jest.fn();
    seats.subscribe(A, onA);
    seats.subscribe(B, onB);

    stream.emit('seats', { classes: [figures(A, 1), figures(B, 4)] });
    expect(seats.figuresOf(A)).toEqual(figures(A, 1));
    expect(seats.figuresOf(B)).toEqual(figures(B, 4));

    stream.emit('seats', { classes: [figures(A, 0, 4), figures(B, 4)] });
    expect(seats.figuresOf(A)).toEqual(figures(A, 0, 4));
    expect(onA).toHaveBeenCalledTimes(2);
    // B's figures did not change: its components are not asked to render again.
    expect(onB).toHaveBeenCalledTimes(1);
  });

  it('ignores malformed events', () => {
    const { seats, stream } = openStream([A]);
    stream.dispatchEvent(new MessageEvent('seats', { data: 'not json' }));
    stream.emit('seats', { classes: [{ classId: A, availableSeats: -1, enrolled: 2, open: true }] });
    stream.emit('seats', { classes: 'all' });
    expect(seats.figuresOf(A)).toBeUndefined();
  });

  it('drops the figures when the connection is lost and lets the browser reconnect by itself', () => {
    const { seats, stream } = openStream([A]);
    stream.emit('seats', { classes: [figures(A, 0)] });
    const onA = jest.fn();
    seats.subscribe(A, onA);

    stream.drop();
    expect(seats.figuresOf(A)).toBeUndefined();
    expect(onA).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(FakeEventSource.made).toHaveLength(1);

    stream.open();
    stream.emit('seats', { classes: [figures(A, 2)] });
    expect(seats.figuresOf(A)).toEqual(figures(A, 2));
  });

  it('after a refusal (429, 503) drops the figures and opens a new stream only after the back-off, with a snapshot of what is watched then', () => {
    const { seats, stream: refused, stopWatching: stopWatchingA } = openStream([A]);
    refused.emit('seats', { classes: [figures(A, 0)] });
    refused.fail();
    expect(seats.figuresOf(A)).toBeUndefined();
    expect(refused.readyState).toBe(FakeEventSource.CLOSED);

    stopWatchingA();
    seats.watch([B]);
    jest.advanceTimersByTime(4_999);
    expect(FakeEventSource.made).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(FakeEventSource.latest().param('classes')).toBe(B);
  });

  it('stop closes the stream and drops the figures; start opens it again for the classes still watched', () => {
    const { seats, stream: first } = openStream([A, B]);
    first.emit('seats', { classes: [figures(A, 0)] });

    seats.stop();
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(seats.figuresOf(A)).toBeUndefined();
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.openStreams()).toHaveLength(0);

    seats.start();
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.openStreams()).toHaveLength(1);
    expect(FakeEventSource.latest().param('classes')).toBe(`${A},${B}`);
  });

  it('works without EventSource at all (figures stay undefined)', () => {
    const seats = createLiveSeats({ eventSource: () => undefined });
    seats.start();
    seats.watch([A]);
    jest.runOnlyPendingTimers();
    expect(seats.figuresOf(A)).toBeUndefined();
  });
});

describe('retryDelayMs', () => {
  it('waits several seconds, doubling to at most a minute, spread by a fifth either way', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(5_000);
    expect(retryDelayMs(2, () => 0.5)).toBe(10_000);
    expect(retryDelayMs(10, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(1, () => 0)).toBe(4_000);
    expect(retryDelayMs(1, () => 1)).toBe(6_000);
  });
});

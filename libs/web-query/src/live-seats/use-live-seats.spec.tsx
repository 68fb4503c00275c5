import { act, render, screen } from '@testing-library/react';
import { FakeEventSource } from '@classhub/web-testing';
import { liveSeats } from './live-seats-client';
import { useLiveSeats, useLiveSeatsList } from './use-live-seats';

const A = '0b6d3a47-1c1e-4a53-9d0e-8d1c2b7f0a01';
const B = '0b6d3a47-1c1e-4a53-9d0e-8d1c2b7f0a02';

function Seats({ classId, label }: { classId: string; label: string }) {
  const cls = useLiveSeats({ availableSeats: 5, enrolled: 1 }, classId);
  return (
    <p>
      {label}: {cls.availableSeats} left, {cls.enrolled} enrolled
    </p>
  );
}

/** Stands for two remotes: each renders its own components, both read the one shared client. */
function Page() {
  return (
    <>
      <section>
        <Seats classId={A} label="card A" />
        <Seats classId={B} label="card B" />
      </section>
      <section>
        <Seats classId={A} label="table A" />
      </section>
    </>
  );
}

const FETCHED = [
  { classId: A, availableSeats: 5, enrolled: 1 },
  { classId: B, availableSeats: 2, enrolled: 0 },
];

function List({ onRender }: { onRender: () => void }) {
  const classes = useLiveSeatsList(FETCHED, (cls) => cls.classId);
  onRender();
  return (
    <ul>
      {classes.map((cls) => (
        <li key={cls.classId}>{`${cls.classId === A ? 'A' : 'B'}: ${cls.availableSeats} left`}</li>
      ))}
    </ul>
  );
}

let restore: () => void;
beforeEach(() => {
  restore = FakeEventSource.install();
  jest.useFakeTimers();
  liveSeats.start();
});
afterEach(() => {
  liveSeats.stop();
  jest.useRealTimers();
  restore();
});

function openStream() {
  act(() => jest.runOnlyPendingTimers());
  const stream = FakeEventSource.latest();
  act(() => stream.open());
  return stream;
}

describe('useLiveSeats', () => {
  it('shows the fetched figures until the stream says otherwise, then the live ones, from one EventSource', () => {
    render(<Page />);
    expect(screen.getByText('card A: 5 left, 1 enrolled')).toBeInTheDocument();
    const stream = openStream();
    expect(FakeEventSource.made).toHaveLength(1);
    expect(stream.param('classes')).toBe(`${A},${B}`);

    act(() => stream.emit('seats', { classes: [{ classId: A, availableSeats: 0, enrolled: 6, open: true }] }));
    expect(screen.getByText('card A: 0 left, 6 enrolled')).toBeInTheDocument();
    expect(screen.getByText('table A: 0 left, 6 enrolled')).toBeInTheDocument();
    expect(screen.getByText('card B: 5 left, 1 enrolled')).toBeInTheDocument();
  });

  it('shows no seat left for a class no longer on sale', () => {
    render(<Seats classId={A} label="card A" />);
    const stream = openStream();
    act(() => stream.emit('seats', { classes: [{ classId: A, availableSeats: 3, enrolled: 2, open: false }] }));
    expect(screen.getByText('card A: 0 left, 2 enrolled')).toBeInTheDocument();
  });

  it('falls back to the fetched figures when the stream fails', () => {
    render(<Page />);
    const stream = openStream();
    act(() => stream.emit('seats', { classes: [{ classId: A, availableSeats: 0, enrolled: 6, open: true }] }));
    act(() => stream.fail());
    expect(screen.getByText('card A: 5 left, 1 enrolled')).toBeInTheDocument();
    expect(screen.getByText('table A: 5 left, 1 enrolled')).toBeInTheDocument();
  });

  it('stops watching a class once no component shows it', () => {
    const { unmount } = render(<Seats classId={A} label="card A" />);
    unmount();
    act(() => jest.runOnlyPendingTimers());
    expect(FakeEventSource.made).toHaveLength(0);
  });
});

describe('useLiveSeatsList', () => {
  it('gives each item of a list its live figures, renders again only when one changes, and falls back when the stream fails', () => {
    const onRender = jest.fn();
    render(<List onRender={onRender} />);
    const stream = openStream();
    expect(stream.param('classes')).toBe(`${A},${B}`);
    const renders = onRender.mock.calls.length;

    act(() => stream.emit('seats', { classes: [{ classId: B, availableSeats: 0, enrolled: 2, open: true }] }));
    expect(screen.getByText('B: 0 left')).toBeInTheDocument();
    expect(screen.getByText('A: 5 left')).toBeInTheDocument();
    expect(onRender).toHaveBeenCalledTimes(renders + 1);

    act(() => stream.emit('seats', { classes: [{ classId: B, availableSeats: 0, enrolled: 2, open: true }] }));
    expect(onRender).toHaveBeenCalledTimes(renders + 1);

    act(() => stream.fail());
    expect(screen.getByText('B: 2 left')).toBeInTheDocument();
  });
});

import { act, renderHook } from '@testing-library/react';
import { useSecondsUntil } from './use-seconds-until';

const START = Date.parse('2026-03-01T14:17:19.250');

beforeEach(() => jest.useFakeTimers({ now: START }));
afterEach(() => jest.useRealTimers());

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useSecondsUntil', () => {
  it('changes the figure at the instant a whole second has passed, not a tick later', () => {
    const { result } = renderHook(() => useSecondsUntil(START + 2500));
    expect(result.current).toBe(3);
    tick(499);
    expect(result.current).toBe(3);
    tick(1);
    expect(result.current).toBe(2);
    tick(1000);
    expect(result.current).toBe(1);
  });

  it('stops at zero and stops ticking', () => {
    const { result } = renderHook(() => useSecondsUntil(START + 1200));
    tick(5000);
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('counts a new moment from now at once, and nothing without one', () => {
    const { result, rerender } = renderHook(({ at }: { at?: number }) => useSecondsUntil(at), {
      initialProps: { at: undefined as number | undefined },
    });
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
    // Time passes with nothing ticking; the new moment is still measured from the present.
    jest.setSystemTime(START + 600_000);
    rerender({ at: START + 600_000 + 180_000 });
    expect(result.current).toBe(180);
  });
});

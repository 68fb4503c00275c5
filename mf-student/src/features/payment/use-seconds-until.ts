import { useEffect, useState } from 'react';

/**
 * Whole seconds left until the moment `at` (ms since the epoch), counted from the clock rather than from ticks, so a
 * throttled background tab shows the right figure as soon as it runs again. Each tick is timed to the instant the
 * figure changes, and ticking stops at zero. 0 when there is no `at`.
 */
export function useSecondsUntil(at: number | undefined): number {
  const [tick, setTick] = useState(() => ({ at, now: Date.now() }));
  // A new moment is counted from now at once, not from the last tick of the old one.
  const now = tick.at === at ? tick.now : Date.now();

  useEffect(() => {
    if (at === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      const current = Date.now();
      setTick({ at, now: current });
      const left = at - current;
      if (left > 0) timer = setTimeout(next, left % 1000 || 1000);
    };
    next();
    return () => clearTimeout(timer);
  }, [at]);

  return at === undefined ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { LiveSeatFigures } from '@classhub/contracts';
import { liveSeats, type LiveSeats } from './live-seats-client';

const NOTHING_TO_WATCH = () => () => {};

/**
 * The live seat figures of one class while the tab's stream is open, else undefined (show the fetched figures). Watches
 * the class for as long as the component shows it.
 */
export function useLiveSeatFigures(classId: string | undefined, client: LiveSeats = liveSeats) {
  useEffect(() => (classId ? client.watch([classId]) : undefined), [classId, client]);
  const subscribe = useCallback(
    (onChange: () => void) => (classId ? client.subscribe(classId, onChange) : NOTHING_TO_WATCH()),
    [classId, client],
  );
  const figures = useCallback(() => (classId ? client.figuresOf(classId) : undefined), [classId, client]);
  return useSyncExternalStore(subscribe, figures, () => undefined);
}

/** What a page shows of a class's seats, in the fetched data's names. */
export interface SeatFields {
  availableSeats: number;
  enrolled: number;
}

/** `item` with the live figures in place of its fetched ones; a class no longer on sale has no seat anyone can take. */
export function withLiveSeats<T extends SeatFields>(item: T, { availableSeats, enrolled, open }: LiveSeatFigures): T {
  return { ...item, availableSeats: open ? availableSeats : 0, enrolled };
}

/**
 * `item` (a class, a selected class) as it is now: its seat figures live while the stream is open, as fetched
 * otherwise. Apply it where the data enters a component, so its full/open state and Select follow.
 */
export function useLiveSeats<T extends SeatFields>(item: T, classId: string | undefined): T;
export function useLiveSeats<T extends SeatFields>(item: T | undefined, classId: string | undefined): T | undefined;
export function useLiveSeats<T extends SeatFields>(item: T | undefined, classId: string | undefined) {
  const figures = useLiveSeatFigures(item ? classId : undefined);
  return useMemo(() => (item && figures ? withLiveSeats(item, figures) : item), [item, figures]);
}

type Figures = LiveSeatFigures | undefined;
const NO_FIGURES: Figures[] = [];

/**
 * `items` (a page's cards) each as it is now, like `useLiveSeats` for every one: one hook for a whole list, so the list
 * can pass each item's live state on (its Select, its full mark) without a component per item.
 */
export function useLiveSeatsList<T extends SeatFields>(
  items: readonly T[],
  classIdOf: (item: T) => string,
  client: LiveSeats = liveSeats,
): T[] {
  // Class ids hold no comma: the list of ids as one string keeps the effects and callbacks still while it is the same.
  const key = items.map(classIdOf).join(',');
  useEffect(() => (key ? client.watch(key.split(',')) : undefined), [key, client]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribes = key ? key.split(',').map((classId) => client.subscribe(classId, onChange)) : [];
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    },
    [key, client],
  );
  // The same array while no figure changed, as useSyncExternalStore requires.
  const last = useRef(NO_FIGURES);
  const snapshot = useCallback(() => {
    const now = key ? key.split(',').map((classId) => client.figuresOf(classId)) : NO_FIGURES;
    const previous = last.current;
    if (now.length === previous.length && now.every((figures, index) => figures === previous[index])) return previous;
    last.current = now;
    return now;
  }, [key, client]);
  const figures = useSyncExternalStore(subscribe, snapshot, () => NO_FIGURES);
  return useMemo(
    () =>
      items.map((item, index) => {
        const live = figures[index];
        return live ? withLiveSeats(item, live) : item;
      }),
    [items, figures],
  );
}

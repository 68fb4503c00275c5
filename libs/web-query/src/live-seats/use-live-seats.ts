import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
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

import { LIVE_SEATS_EVENT, type LiveSeatFigures } from '@classhub/contracts';

/** One `seats` event as the stream sends it: its id, its name and its data on one line each. */
export function seatsEvent(id: string, classes: readonly LiveSeatFigures[]): string {
  return `id: ${id}\nevent: ${LIVE_SEATS_EVENT}\ndata: ${JSON.stringify({ classes })}\n\n`;
}

/** How long a browser waits before reconnecting after the stream ends (its EventSource reads `retry:`). */
export function retryHint(ms: number): string {
  return `retry: ${ms}\n\n`;
}

/** A comment line: keeps proxies and the browser from taking a quiet stream for a dead one. */
export const HEARTBEAT = ': ping\n\n';

import {
  API_PREFIX,
  ROUTE_ADDRESSES,
  SEAT_FIGURES_IDS_MAX,
  UUID_PATTERN,
  type LiveSeatFigures,
} from '@classhub/contracts';

/** The gateway's stream of seat figures (`streamLiveSeats`, decision 0039). */
export const LIVE_SEATS_URL = `${API_PREFIX}${ROUTE_ADDRESSES.streamLiveSeats.path}` as const;

/** The stream's event carrying figures (`LIVE_SEATS_EVENT` of @classhub/contracts, whose module this lib leaves out). */
const SEATS_EVENT = 'seats';

/**
 * How long to wait before opening the stream again after it was refused or closed for good (a 429 or 503, which the
 * browser does not retry): 5 s, doubling to at most a minute, spread by ±20 % so that the browsers a gateway turned
 * away do not all come back in the same second.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(60_000, 5_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface LiveSeatsOptions {
  url?: string;
  /** The EventSource class, looked up when connecting: old browsers and jsdom have none, and then nothing is live. */
  eventSource?: () => typeof EventSource | undefined;
  retryDelay?: (failures: number) => number;
}

export interface LiveSeats {
  /** The shell lets the stream open (at the first class watched) and keeps it open. */
  start(): void;
  /** The shell closes the stream (the page is left); the figures are dropped, the watched classes kept for `start`. */
  stop(): void;
  /**
   * A page shows these classes: the first ones watched before the stream opens are its snapshot (`?classes=`); later
   * ones need no new stream, which carries every class's changes. Returns what stops watching them.
   */
  watch(classIds: readonly string[]): () => void;
  /** The class's live figures, or undefined while the stream is not open or has said nothing of it. */
  figuresOf(classId: string): LiveSeatFigures | undefined;
  /** Calls `onChange` when the class's figures change or are dropped. */
  subscribe(classId: string, onChange: () => void): () => void;
}

/** Only well-formed ids go into the snapshot: one malformed id would have the whole stream refused (400). */

function isFigures(value: unknown): value is LiveSeatFigures {
  const { classId, availableSeats, enrolled, open } = (value ?? {}) as Partial<Record<keyof LiveSeatFigures, unknown>>;
  const count = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
  return typeof classId === 'string' && count(availableSeats) && count(enrolled) && typeof open === 'boolean';
}

function sameFigures(a: LiveSeatFigures | undefined, b: LiveSeatFigures): boolean {
  return a?.availableSeats === b.availableSeats && a.enrolled === b.enrolled && a.open === b.open;
}

/**
 * The tab's one live seats stream (`liveSeats`). Figures are kept only while the stream is open: refused, lost or
 * closed, they are dropped and every page shows its fetched data again, as it does without the stream. A lost
 * connection the browser reopens by itself (with Last-Event-ID); a refused one is opened again here, later.
 */
export function createLiveSeats({
  url = LIVE_SEATS_URL,
  eventSource = () => globalThis.EventSource,
  retryDelay = retryDelayMs,
}: LiveSeatsOptions = {}): LiveSeats {
  const watched = new Map<string, number>();
  const figures = new Map<string, LiveSeatFigures>();
  const listeners = new Map<string, Set<() => void>>();
  let started = false;
  let source: EventSource | null = null;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const notify = (classIds: Iterable<string>) => {
    for (const classId of classIds) listeners.get(classId)?.forEach((onChange) => onChange());
  };

  const dropFigures = () => {
    const dropped = [...figures.keys()];
    figures.clear();
    notify(dropped);
  };

  const receive = (data: unknown) => {
    let classes: unknown;
    try {
      classes = (JSON.parse(String(data)) as { classes?: unknown }).classes;
    } catch {
      return;
    }
    if (!Array.isArray(classes)) return;
    const changed: string[] = [];
    for (const item of classes) {
      if (!isFigures(item) || sameFigures(figures.get(item.classId), item)) continue;
      const { classId, availableSeats, enrolled, open } = item;
      figures.set(classId, { classId, availableSeats, enrolled, open });
      changed.push(classId);
    }
    notify(changed);
  };

  const connect = () => {
    connectTimer = undefined;
    const EventSourceClass = eventSource();
    if (!started || source || watched.size === 0 || !EventSourceClass) return;
    const snapshot = [...watched.keys()].filter((classId) => UUID_PATTERN.test(classId)).slice(0, SEAT_FIGURES_IDS_MAX);
    const stream = new EventSourceClass(snapshot.length ? `${url}?classes=${snapshot.join(',')}` : url);
    source = stream;
    stream.addEventListener('open', () => {
      failures = 0;
    });
    stream.addEventListener(SEATS_EVENT, (event) => receive((event as MessageEvent).data));
    stream.addEventListener('error', () => {
      dropFigures();
      // CONNECTING: the browser is reopening it by itself. CLOSED: refused (429, 503) or not a stream; it never will.
      if (stream.readyState !== EventSourceClass.CLOSED) return;
      stream.close();
      source = null;
      failures += 1;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        connect();
      }, retryDelay(failures));
    });
  };

  // One tick: the cards of a page register in the same render, and all go into the snapshot.
  const connectSoon = () => {
    if (started && !source && connectTimer === undefined && retryTimer === undefined && watched.size > 0) {
      connectTimer = setTimeout(connect, 0);
    }
  };

  return {
    start() {
      started = true;
      connectSoon();
    },
    stop() {
      started = false;
      clearTimeout(connectTimer);
      clearTimeout(retryTimer);
      connectTimer = retryTimer = undefined;
      source?.close();
      source = null;
      failures = 0;
      dropFigures();
    },
    watch(classIds) {
      for (const classId of classIds) watched.set(classId, (watched.get(classId) ?? 0) + 1);
      connectSoon();
      return () => {
        for (const classId of classIds) {
          const count = (watched.get(classId) ?? 0) - 1;
          if (count > 0) watched.set(classId, count);
          else watched.delete(classId);
        }
      };
    },
    figuresOf: (classId) => figures.get(classId),
    subscribe(classId, onChange) {
      const set = listeners.get(classId) ?? new Set();
      listeners.set(classId, set);
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0) listeners.delete(classId);
      };
    },
  };
}

/** The tab's one stream: this library is a shared singleton, so the shell and every remote get this same object. */
export const liveSeats = createLiveSeats();

import { randomBytes } from 'node:crypto';
import { liveSeatsMessageSchema, type LiveSeatFigures } from '@classhub/contracts';
import { HEARTBEAT, seatsEvent } from './server-sent-events.js';

const HEARTBEAT_BYTES = Buffer.from(HEARTBEAT);

/** What the hub writes to: one open stream. */
export interface LiveStream {
  write(chunk: Buffer): void;
  end(): void;
}

export interface LiveSeatsHubOptions {
  /** One event per stream per tick at most, with every class that changed in it (decision 0039: 250 ms). */
  tickMs: number;
  /** How far back a reconnecting browser's Last-Event-ID is answered with what it missed. */
  replayMs: number;
  heartbeatMs: number;
  now?: () => number;
}

interface Tick {
  seq: number;
  at: number;
  classes: LiveSeatFigures[];
}

/** The figures of the ticks a reconnecting browser missed, merged (each class's latest), and the id to carry. */
export interface Missed {
  id: string;
  classes: LiveSeatFigures[];
}

const EVENT_ID = /^([A-Za-z0-9_-]{1,32})\.(\d{1,15})$/;

/**
 * The live seat figures of one gateway (decision 0039): what classes publishes is gathered per class and sent to every
 * open stream once per tick, as one event; the ticks of the last `replayMs` are kept to answer Last-Event-ID. Event
 * ids are `<boot id>.<tick>`: another gateway's, an earlier boot's, one from before a gap in hearing, or one past the
 * kept ticks cannot be answered, and the caller sends a fresh snapshot instead.
 */
export class LiveSeatsHub {
  /** Tells this gateway's ids from another's (behind a load balancer) and from its own before a restart. */
  readonly bootId = randomBytes(6).toString('base64url');
  private seq = 0;
  /** Every tick after this one is in `ticks`: an id below it missed something no tick holds. */
  private replayFrom = 0;
  private ticks: Tick[] = [];
  private changed = new Map<string, LiveSeatFigures>();
  private readonly streams = new Set<LiveStream>();
  private live = false;
  private timers: NodeJS.Timeout[] = [];
  private readonly now: () => number;

  constructor(private readonly options: LiveSeatsHubOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.timers = [
      setInterval(() => this.tick(), this.options.tickMs),
      setInterval(() => this.writeAll(HEARTBEAT_BYTES), this.options.heartbeatMs),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Ends every open stream (the gateway is closing); the browsers reconnect to another gateway or to this one later. */
  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    for (const stream of [...this.streams]) stream.end();
    this.streams.clear();
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /** The id of the latest tick: a snapshot taken now carries it, so a reconnect from it gets what came after. */
  currentId(): string {
    return `${this.bootId}.${this.seq}`;
  }

  /** A message on the live subject; anything not of its schema is dropped (only classes may publish there). */
  heard(text: string): void {
    let message;
    try {
      message = liveSeatsMessageSchema.safeParse(JSON.parse(text));
    } catch {
      return;
    }
    if (!message.success) return;
    for (const figures of message.data.classes) {
      const earlier = this.changed.get(figures.classId)?.changedAt;
      const changedAt =
        earlier !== undefined && figures.changedAt !== undefined
          ? Math.min(earlier, figures.changedAt)
          : figures.changedAt;
      this.changed.set(figures.classId, changedAt === undefined ? figures : { ...figures, changedAt });
    }
  }

  /**
   * Whether every change is heard from now on. Changes made while nothing was heard are unknown: ids issued before
   * cannot be answered any more, and the streams open now end so their browsers reconnect and take fresh snapshots.
   */
  setLive(live: boolean): void {
    if (live === this.live) return;
    this.live = live;
    this.seq += 1;
    this.replayFrom = this.seq;
    this.ticks = [];
    this.changed.clear();
    if (live) {
      for (const stream of [...this.streams]) stream.end();
      this.streams.clear();
    }
  }

  /**
   * What a browser reconnecting with `lastEventId` missed (nothing missed: no classes), or undefined when that cannot
   * be told: a malformed, foreign or too old id.
   */
  missedSince(lastEventId: string | undefined): Missed | undefined {
    const match = lastEventId ? EVENT_ID.exec(lastEventId.trim()) : null;
    if (!match || match[1] !== this.bootId) return undefined;
    const seq = Number(match[2]);
    if (seq < this.replayFrom || seq > this.seq) return undefined;
    const latest = new Map<string, LiveSeatFigures>();
    for (const tick of this.ticks)
      if (tick.seq > seq) for (const figures of tick.classes) latest.set(figures.classId, figures);
    return { id: this.currentId(), classes: [...latest.values()] };
  }

  /** Sends `stream` every tick from now on, until it is detached or the hub ends it. */
  attach(stream: LiveStream): void {
    this.streams.add(stream);
  }

  detach(stream: LiveStream): void {
    this.streams.delete(stream);
  }

  /** Sends the classes changed since the last tick to every stream, as one event, and keeps it for replays. */
  tick(): void {
    this.forget();
    if (this.changed.size === 0) return;
    this.seq += 1;
    const classes = [...this.changed.values()];
    this.changed = new Map();
    this.ticks.push({ seq: this.seq, at: this.now(), classes });
    this.writeAll(Buffer.from(seatsEvent(this.currentId(), classes)));
  }

  private forget(): void {
    const oldest = this.now() - this.options.replayMs;
    let dropped = 0;
    while (dropped < this.ticks.length && this.ticks[dropped]!.at < oldest) dropped += 1;
    if (dropped === 0) return;
    this.replayFrom = this.ticks[dropped - 1]!.seq;
    this.ticks = this.ticks.slice(dropped);
  }

  /** Encoded once for every stream: a tick may go to thousands. */
  private writeAll(chunk: Buffer): void {
    for (const stream of this.streams) stream.write(chunk);
  }
}

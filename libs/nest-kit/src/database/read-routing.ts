import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';

/**
 * Where the reads that tolerate a little lag go (`DRIZZLE_READ`, decision 0048), and when a change committed on the
 * primary can be seen there.
 */
export interface ReadRouting {
  /** Whether a replica is configured at all. */
  readonly replicated: boolean;
  /** Whether those reads go to a replica now (false: the primary). */
  readonly onReplica: boolean;
  /**
   * Calls `callback` once reads through `DRIZZLE_READ` see everything the primary had written up to `lsn` (a WAL
   * position, `pg_current_wal_lsn()`): at once while they go to the primary, otherwise when the replica has replayed
   * it, and again then if the reads moved to the primary meanwhile (they may come back before the replay).
   */
  whenVisible(lsn: string, callback: () => void): void;
  /** Resolves once every callback passed so far has been called for the replica's replay (or the routing stopped). */
  settled(): Promise<void>;
}

/** Past this lag, by default, the reads meant for the replica go to the primary (decision 0048). */
export const DEFAULT_READ_MAX_LAG_MS = 10_000;

/** No replica configured: every read goes to the primary, which sees every commit at once. */
export const PRIMARY_READS: ReadRouting = {
  replicated: false,
  onReplica: false,
  whenVisible: (_lsn, callback) => callback(),
  settled: () => Promise.resolve(),
};

/** A WAL position (`16/B374D848`) as a number, to compare. */
export function walPosition(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  if (high === undefined || low === undefined) throw new Error(`Not a WAL position: ${lsn}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export interface ReplicaReadsOptions {
  /** The primary's current WAL position. */
  primaryLsn: () => Promise<string>;
  /** How far the replica has replayed; null when it is not a replica (any more). */
  replayLsn: () => Promise<string | null>;
  /** Past this much lag (or while the replica cannot be asked) the reads go to the primary. */
  maxLagMs: number;
  /** How often the positions are compared while nothing waits for the replica. */
  idleIntervalMs?: number;
  /** How often while a change waits to be seen there: what it adds to a replay before the change shows. */
  waitingIntervalMs?: number;
}

/** The lag is measured to this much at worst, past the interval between checks. */
const SAMPLE_SPACING_MS = 100;

interface Waiter {
  position: bigint;
  callback: () => void;
}

/**
 * Reads go to a streaming replica while its lag is within `maxLagMs`, to the primary otherwise. The lag is how long
 * ago the primary wrote the oldest position the replica has not replayed yet, sampled at every check: 0 whenever the
 * replica has caught up, however long the primary was idle. The reads return to the replica once its lag is under
 * half the limit, so they do not flap at the edge.
 */
export class ReplicaReads implements ReadRouting, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ReadReplica');
  private readonly idleIntervalMs: number;
  private readonly waitingIntervalMs: number;
  /** Positions the primary had written, oldest first, that the replica had not replayed when last asked. */
  private unreplayed: { position: bigint; at: number }[] = [];
  private waiters: Waiter[] = [];
  private settledWaiters: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private checking = false;
  readonly replicated = true;
  // Until the first check says the replica is close enough.
  onReplica = false;
  lagMs = 0;

  constructor(private readonly options: ReplicaReadsOptions) {
    this.idleIntervalMs = options.idleIntervalMs ?? 500;
    this.waitingIntervalMs = options.waitingIntervalMs ?? 25;
  }

  async onModuleInit(): Promise<void> {
    await this.check();
    this.schedule();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.release();
  }

  whenVisible(lsn: string, callback: () => void): void {
    if (!this.onReplica) callback();
    this.waiters.push({ position: walPosition(lsn), callback });
    if (this.waiters.length === 1) this.schedule();
  }

  settled(): Promise<void> {
    if (this.waiters.length === 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /** Compares the positions once: moves the reads if the lag says so, and calls the waiters the replay reached. */
  async check(): Promise<void> {
    let primary: bigint;
    let replayed: bigint | undefined;
    try {
      const [primaryLsn, replayLsn] = await Promise.all([this.options.primaryLsn(), this.options.replayLsn()]);
      primary = walPosition(primaryLsn);
      replayed = replayLsn === null ? undefined : walPosition(replayLsn);
    } catch (error) {
      this.toPrimary(`the replica or the primary could not be asked (${(error as Error).message})`);
      return;
    }
    if (replayed === undefined) {
      this.toPrimary('the replica is not in recovery');
      return;
    }
    const now = Date.now();
    this.unreplayed = this.unreplayed.filter((sample) => sample.position > replayed);
    const last = this.unreplayed.at(-1);
    // A sample at most every SAMPLE_SPACING_MS: a replica stopped for hours under steady writes keeps a short list.
    if (primary > replayed && (!last || (primary > last.position && now - last.at >= SAMPLE_SPACING_MS)))
      this.unreplayed.push({ position: primary, at: now });
    this.lagMs = this.unreplayed.length > 0 ? now - this.unreplayed[0]!.at : 0;

    const reached = this.waiters.filter((waiter) => waiter.position <= replayed);
    this.waiters = this.waiters.filter((waiter) => waiter.position > replayed);
    for (const waiter of reached) waiter.callback();
    if (this.waiters.length === 0) this.release();

    if (this.onReplica && this.lagMs > this.options.maxLagMs)
      this.toPrimary(`the replica lags ${this.lagMs} ms behind (limit ${this.options.maxLagMs} ms)`);
    else if (!this.onReplica && this.lagMs <= this.options.maxLagMs / 2) {
      this.onReplica = true;
      this.logger.log(`Reads that tolerate a little lag go to the replica (${this.lagMs} ms behind)`);
    }
  }

  private toPrimary(reason: string): void {
    if (!this.onReplica) return;
    this.onReplica = false;
    this.logger.warn(`Reads that tolerate a little lag go to the primary: ${reason}`);
    // What waited for the replica is seen on the primary now; it stays a waiter until the replica replays it too.
    for (const waiter of this.waiters) waiter.callback();
  }

  private release(): void {
    const settled = this.settledWaiters;
    this.settledWaiters = [];
    for (const resolve of settled) resolve();
  }

  /** The next check; one at a time (a check under way schedules the next when it ends). */
  private schedule(): void {
    if (this.stopped || this.checking) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        this.checking = true;
        void this.check().finally(() => {
          this.checking = false;
          this.schedule();
        });
      },
      this.waiters.length > 0 ? this.waitingIntervalMs : this.idleIntervalMs,
    );
    this.timer.unref();
  }
}

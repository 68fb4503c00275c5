import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import pg from 'pg';

/** What a background job asks before each run: does this replica lead its service now? */
export interface Leadership {
  readonly held: boolean;
}

export interface LeaderLeaseOptions {
  /** How often a follower tries to take the lease, and the leader checks its connection still holds it. */
  checkIntervalMs?: number;
  /** Told whenever this replica gains or loses the lease (a metric, a log line). */
  onChange?: (held: boolean) => void;
}

const DEFAULT_CHECK_INTERVAL_MS = 1000;
// A connection that does not answer its check in this long is treated as gone: the lease may already be another's.
const CHECK_TIMEOUT_MS = 2000;

/** A stable 64-bit advisory lock key for `name`, as the decimal string PostgreSQL's bigint parameter takes. */
export function advisoryLockKey(name: string): string {
  return createHash('sha256').update(`classhub-leader:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * One replica of a service at a time holds the lease named `name` (decision 0047): a session-level
 * `pg_try_advisory_lock` on a connection of its own, outside the pool, since a pooled connection is shared with other
 * work and would carry the lock to whoever uses it next. PostgreSQL releases the lock the moment that session ends, so
 * when the leader dies its TCP connection closes, and a follower, trying every `checkIntervalMs`, takes over within
 * about one interval. The leader checks its connection on the same beat: a connection that errs, ends or stops
 * answering means the lease is lost, and `held` turns false before another replica can have taken it for long.
 */
export class LeaderLease implements Leadership {
  private readonly logger: Logger;
  private readonly key: string;
  private readonly checkIntervalMs: number;
  private client?: pg.Client;
  private timer?: NodeJS.Timeout;
  private checking?: Promise<void>;
  private stopped = false;
  private holding = false;

  constructor(
    private readonly databaseUrl: string,
    readonly name: string,
    private readonly options: LeaderLeaseOptions = {},
  ) {
    this.logger = new Logger(`LeaderLease(${name})`);
    this.key = advisoryLockKey(name);
    this.checkIntervalMs = options.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS;
  }

  get held(): boolean {
    return this.holding;
  }

  /** Tries once at once (so a lone replica leads from its first moment), then keeps trying or checking. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.check();
    this.timer = setInterval(() => void this.check(), this.checkIntervalMs);
    this.timer.unref();
  }

  /** Gives the lease up (ending the session releases it) and stops trying. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.checking;
    this.drop();
  }

  /** One attempt to take the lease, or to prove it is still held; never overlapped. */
  check(): Promise<void> {
    this.checking ??= this.attempt().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async attempt(): Promise<void> {
    try {
      const client = this.client ?? (await this.connect());
      if (this.holding) {
        await client.query({ text: 'SELECT 1', query_timeout: CHECK_TIMEOUT_MS } as pg.QueryConfig);
        return;
      }
      const result = await client.query<{ taken: boolean }>({
        text: 'SELECT pg_try_advisory_lock($1::bigint) AS taken',
        values: [this.key],
        query_timeout: CHECK_TIMEOUT_MS,
      } as pg.QueryConfig);
      if (result.rows[0]?.taken && !this.stopped) this.setHolding(true);
    } catch (error) {
      if (!this.stopped)
        this.logger.warn(`Lease check failed: ${error instanceof Error ? error.message : String(error)}`);
      this.drop();
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
      keepAlive: true,
      application_name: `leader-lease:${this.name}`,
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    this.client = client;
    await client.connect();
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client === client) this.drop();
  }

  /** Forgets the connection (ending it, which releases a lock it held) and with it the lease. */
  private drop(): void {
    const client = this.client;
    this.client = undefined;
    this.setHolding(false);
    client?.end().catch(() => undefined);
  }

  private setHolding(held: boolean): void {
    if (this.holding === held) return;
    this.holding = held;
    this.logger.log(held ? 'This replica now leads: background jobs run here' : 'This replica no longer leads');
    this.options.onChange?.(held);
  }
}

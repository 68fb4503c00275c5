import { Logger } from '@nestjs/common';
import pg from 'pg';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * One dedicated connection that LISTENs on a PostgreSQL channel and calls `onChange` for every notification, so an
 * in-memory copy of data can be dropped the moment any writer (another instance, a migration, psql) commits a change.
 * While the connection is down nothing is heard: `listening` is false then, and on every (re)connect `onChange` is
 * called once, since notifications sent meanwhile are lost. A notification's payload (what changed, when the trigger
 * names it) is passed on; the calls on (re)connect and loss have none, meaning anything may have changed.
 */
export class ChangeListener {
  private readonly logger = new Logger(ChangeListener.name);
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = FIRST_RETRY_MS;
  private stopped = false;
  listening = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onChange: (payload?: string) => void,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5000 });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onChange(message.payload || undefined);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.client !== client || this.stopped) return;
    this.retryMs = FIRST_RETRY_MS;
    this.listening = true;
    this.onChange();
  }

  /**
   * Resolves once every change committed before the call has been announced: PostgreSQL delivers a session's pending
   * notifications before it answers its next query. For tests that write and read at once.
   */
  async sync(): Promise<void> {
    await this.client?.query('SELECT 1');
  }

  /**
   * The primary's WAL position now, asked on the listening connection: past the commit of every notification heard
   * before the call.
   */
  async walPosition(): Promise<string> {
    if (!this.client) throw new Error(`Not listening on ${this.channel}`);
    const { rows } = await this.client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    return rows[0]!.lsn;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    this.onChange();
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger.warn(
      `Not listening on ${this.channel}${error ? `: ${error.message}` : ''}; trying again in ${this.retryMs} ms`,
    );
    this.retryTimer = setTimeout(() => void this.start(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }
}

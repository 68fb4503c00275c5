import { Gauge, type Counter, type Registry } from 'prom-client';
import type pg from 'pg';
import { pgErrorCode } from '../database/pg-errors.js';
import { counterOf, metricOf } from './metric-of.js';

// query_canceled (statement_timeout) and idle_in_transaction_session_timeout.
const TIMEOUT_CODES: Record<string, string> = { '57014': 'statement', '25P03': 'idle_in_transaction' };

/**
 * The connection pool as Prometheus sees it: `db_pool_connections{state="in_use|idle|waiting"}` read at each scrape,
 * the pool's size, and `db_timeouts_total{kind}` for statements and idle transactions PostgreSQL cut short. The
 * read replica's pool has the same under `db_read_` (decision 0048).
 */
export class DatabaseMetrics {
  private readonly timeouts: Counter<'kind'>;
  private pool?: pg.Pool;

  constructor(registry: Registry, size: number, prefix: 'db' | 'db_read' = 'db') {
    const pool = () => this.pool;
    metricOf(
      registry,
      `${prefix}_pool_connections`,
      () =>
        new Gauge({
          name: `${prefix}_pool_connections`,
          help: 'Connections of the pool in use, idle, and requests waiting for one',
          labelNames: ['state'],
          registers: [registry],
          collect() {
            const watched = pool();
            if (!watched) return;
            this.set({ state: 'in_use' }, watched.totalCount - watched.idleCount);
            this.set({ state: 'idle' }, watched.idleCount);
            this.set({ state: 'waiting' }, watched.waitingCount);
          },
        }),
    );
    metricOf(
      registry,
      `${prefix}_pool_max_connections`,
      () => new Gauge({ name: `${prefix}_pool_max_connections`, help: 'Size of the pool', registers: [registry] }),
    ).set(size);
    this.timeouts = counterOf(
      registry,
      {
        name: `${prefix}_timeouts_total`,
        help: 'Statements and idle transactions PostgreSQL ended for running past their timeout',
        labelNames: ['kind'],
      },
      [{ kind: 'statement' }, { kind: 'idle_in_transaction' }],
    );
  }

  /** The pool the gauges read; answers it. */
  watch(pool: pg.Pool): pg.Pool {
    this.pool = pool;
    return pool;
  }

  /** Called with every query error of the pool's connections. */
  queryFailed(error: unknown): void {
    const kind = TIMEOUT_CODES[pgErrorCode(error) ?? ''];
    if (kind) this.timeouts.inc({ kind });
  }
}

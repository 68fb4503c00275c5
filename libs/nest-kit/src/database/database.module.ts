import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { boundedPool } from './bounded-pool.js';
import { DRIZZLE, DRIZZLE_READ, PG_POOL, PG_READ_POOL, READ_ROUTING } from './database.tokens.js';
import { ensureDatabase } from './ensure-database.js';
import { DEFAULT_POOL_LIMITS, type PoolLimits } from './pool-limits.js';
import type { Registry } from 'prom-client';
import { DatabaseMetrics } from '../metrics/database-metrics.js';
import { METRICS_REGISTRY } from '../metrics/metrics.tokens.js';
import { DEFAULT_READ_MAX_LAG_MS, PRIMARY_READS, ReplicaReads, type ReadRouting } from './read-routing.js';
import { routedDatabase } from './routed-database.js';
import { runMigrations } from './run-migrations.js';
import { guardTransactions } from './transaction-guard.js';

export interface DatabaseModuleOptions {
  url: string;
  /** Folder of drizzle-kit's generated SQL migrations (with meta/_journal.json). */
  migrationsFolder: string;
  /** The service's drizzle schema, so `db.query.<table>` is typed. */
  schema: Record<string, unknown>;
  pool?: PoolLimits;
  /** A streaming replica of `url`'s database for `DRIZZLE_READ` (same pool limits); unset: the primary. */
  readUrl?: string;
  /** Past this lag the replica's reads go to the primary until it catches up. */
  readMaxLagMs?: number;
}

function metricsPool(
  url: string,
  limits: PoolLimits,
  registry: Registry | undefined,
  prefix: 'db' | 'db_read',
): pg.Pool {
  if (!registry) return boundedPool(url, limits);
  const metrics = new DatabaseMetrics(registry, limits.size, prefix);
  return metrics.watch(boundedPool(url, limits, (error) => metrics.queryFailed(error)));
}

const oneValue = async (pool: pg.Pool, sql: string): Promise<string | null> => {
  const { rows } = await pool.query<{ value: string | null }>(sql);
  return rows[0]?.value ?? null;
};

class PoolCloser implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(PG_READ_POOL) private readonly readPool: pg.Pool,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.pool.end(), this.readPool === this.pool ? undefined : this.readPool.end()]);
  }
}

/**
 * The service's own PostgreSQL database: created if missing and migrated before anything uses it. With `readUrl`,
 * `DRIZZLE_READ` reads from that replica while it keeps up; migrations, LISTEN and every write stay on the primary.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    const limits = options.pool ?? DEFAULT_POOL_LIMITS;
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: PG_POOL,
          inject: [{ token: METRICS_REGISTRY, optional: true }],
          useFactory: async (registry?: Registry) => {
            await ensureDatabase(options.url);
            await runMigrations(options.url, options.migrationsFolder);
            return metricsPool(options.url, limits, registry, 'db');
          },
        },
        {
          provide: DRIZZLE,
          useFactory: (pool: pg.Pool) => guardTransactions(drizzle(pool, { schema: options.schema }), pool),
          inject: [PG_POOL],
        },
        {
          provide: PG_READ_POOL,
          // After PG_POOL: the replica has the database once the primary made it.
          inject: [PG_POOL, { token: METRICS_REGISTRY, optional: true }],
          useFactory: (pool: pg.Pool, registry?: Registry) =>
            options.readUrl ? metricsPool(options.readUrl, limits, registry, 'db_read') : pool,
        },
        {
          provide: READ_ROUTING,
          inject: [PG_POOL, PG_READ_POOL],
          useFactory: (pool: pg.Pool, readPool: pg.Pool): ReadRouting =>
            readPool === pool
              ? PRIMARY_READS
              : new ReplicaReads({
                  primaryLsn: async () => (await oneValue(pool, 'SELECT pg_current_wal_lsn()::text AS value'))!,
                  replayLsn: () => oneValue(readPool, 'SELECT pg_last_wal_replay_lsn()::text AS value'),
                  maxLagMs: options.readMaxLagMs ?? DEFAULT_READ_MAX_LAG_MS,
                }),
        },
        {
          provide: DRIZZLE_READ,
          inject: [DRIZZLE, PG_POOL, PG_READ_POOL, READ_ROUTING],
          useFactory: (db: object, pool: pg.Pool, readPool: pg.Pool, routing: ReadRouting) =>
            readPool === pool ? db : routedDatabase(db, drizzle(readPool, { schema: options.schema }), routing),
        },
        PoolCloser,
      ],
      exports: [PG_POOL, DRIZZLE, PG_READ_POOL, READ_ROUTING, DRIZZLE_READ],
    };
  }
}

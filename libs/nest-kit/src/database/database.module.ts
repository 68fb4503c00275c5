import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { boundedPool } from './bounded-pool.js';
import { DRIZZLE, PG_POOL } from './database.tokens.js';
import { ensureDatabase } from './ensure-database.js';
import { DEFAULT_POOL_LIMITS, type PoolLimits } from './pool-limits.js';
import type { Registry } from 'prom-client';
import { DatabaseMetrics } from '../metrics/database-metrics.js';
import { METRICS_REGISTRY } from '../metrics/metrics.tokens.js';
import { runMigrations } from './run-migrations.js';
import { guardTransactions } from './transaction-guard.js';

export interface DatabaseModuleOptions {
  url: string;
  /** Folder of drizzle-kit's generated SQL migrations (with meta/_journal.json). */
  migrationsFolder: string;
  /** The service's drizzle schema, so `db.query.<table>` is typed. */
  schema: Record<string, unknown>;
  pool?: PoolLimits;
}

class PoolCloser implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}

/** The service's own PostgreSQL database: created if missing and migrated before anything uses it. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: PG_POOL,
          inject: [{ token: METRICS_REGISTRY, optional: true }],
          useFactory: async (registry?: Registry) => {
            await ensureDatabase(options.url);
            await runMigrations(options.url, options.migrationsFolder);
            const limits = options.pool ?? DEFAULT_POOL_LIMITS;
            if (!registry) return boundedPool(options.url, limits);
            const metrics = new DatabaseMetrics(registry, limits.size);
            return metrics.watch(boundedPool(options.url, limits, (error) => metrics.queryFailed(error)));
          },
        },
        {
          provide: DRIZZLE,
          useFactory: (pool: pg.Pool) => guardTransactions(drizzle(pool, { schema: options.schema }), pool),
          inject: [PG_POOL],
        },
        PoolCloser,
      ],
      exports: [PG_POOL, DRIZZLE],
    };
  }
}

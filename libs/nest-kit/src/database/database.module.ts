import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { boundedPool } from './bounded-pool.js';
import { DRIZZLE, PG_POOL } from './database.tokens.js';
import { ensureDatabase } from './ensure-database.js';
import { DEFAULT_POOL_LIMITS, type PoolLimits } from './pool-limits.js';
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
          useFactory: async () => {
            await ensureDatabase(options.url);
            await runMigrations(options.url, options.migrationsFolder);
            return boundedPool(options.url, options.pool ?? DEFAULT_POOL_LIMITS);
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

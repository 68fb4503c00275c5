import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { boundedPool } from './bounded-pool.js';
import { DRIZZLE, PG_POOL } from './database.tokens.js';
import { ensureDatabase } from './ensure-database.js';
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

/** Bounds on the pool and on every session it opens, so no request can wait or hold a connection forever. */
export interface PoolLimits {
  size: number;
  /** How long a request waits for a free connection before it is answered 503. */
  connectionTimeoutMs: number;
  /** The server cancels any statement running longer. */
  statementTimeoutMs: number;
  /** The server ends a session left idle inside an open transaction for longer (its locks are released). */
  idleInTransactionTimeoutMs: number;
  /**
   * How long an unused connection stays open; 0 keeps it. Kept by default: a connection closed after a quiet spell
   * is paid for again by the next burst (a PostgreSQL backend started, every prepared statement parsed and planned
   * anew), and a pool of `size` connections costs the server the same whether they are busy or not.
   */
  idleTimeoutMs: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = {
  size: 10,
  connectionTimeoutMs: 3000,
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 10_000,
  idleTimeoutMs: 0,
};

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

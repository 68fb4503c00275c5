import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DRIZZLE, PG_POOL } from './database.tokens.js';
import { ensureDatabase } from './ensure-database.js';
import { runMigrations } from './run-migrations.js';

export interface DatabaseModuleOptions {
  url: string;
  /** Folder of drizzle-kit's generated SQL migrations (with meta/_journal.json). */
  migrationsFolder: string;
  /** The service's drizzle schema, so `db.query.<table>` is typed. */
  schema: Record<string, unknown>;
  poolSize?: number;
}

const logger = new Logger('Database');

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
            const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
            // An idle client dropped by the server (restart, failover) must not crash the process; the pool replaces it.
            pool.on('error', (error) => logger.warn(`Idle database connection lost: ${error.message}`));
            await runMigrations(pool, options.migrationsFolder);
            return pool;
          },
        },
        {
          provide: DRIZZLE,
          useFactory: (pool: pg.Pool) => drizzle(pool, { schema: options.schema }),
          inject: [PG_POOL],
        },
        PoolCloser,
      ],
      exports: [PG_POOL, DRIZZLE],
    };
  }
}

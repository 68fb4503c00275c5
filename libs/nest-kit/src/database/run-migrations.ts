import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { STARTUP_CONNECT_TIMEOUT_MS } from './ensure-database.js';

// Any fixed number works; it only has to be the same for every replica of every service.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies pending drizzle-kit migrations under an advisory lock, so replicas starting together migrate once. It uses
 * a connection of its own, outside the service's pool: a migration, or a replica waiting for another's, may take
 * longer than the pool's statement timeout allows.
 */
export async function runMigrations(databaseUrl: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: STARTUP_CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

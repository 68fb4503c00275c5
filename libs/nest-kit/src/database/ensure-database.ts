import pg from 'pg';

const DUPLICATE_DATABASE = '42P04';

/** A database server that does not answer at start-up stops the service with an error instead of hanging it. */
export const STARTUP_CONNECT_TIMEOUT_MS = 10_000;

/** Splits a database URL into the database name and a URL of the same server's maintenance database. */
export function maintenanceUrl(databaseUrl: string): { database: string; adminUrl: string } {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  return { database, adminUrl: url.toString() };
}

/** Creates the service's own database on first start, so a fresh PostgreSQL server needs no manual step. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const { database, adminUrl } = maintenanceUrl(databaseUrl);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: STARTUP_CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return;
    // Identifiers cannot be bound as parameters; the name was validated by the config schema.
    await client.query(`CREATE DATABASE "${database}"`);
  } catch (error) {
    // Two replicas starting together both try to create it; the loser's error is harmless.
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  } finally {
    await client.end();
  }
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** A short random suffix, so parallel test runs never share a database, stream or consumer. */
export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** Drops and forgets a test database (connections still open are ended by the server). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** The URL of a database that does not exist yet; the service under test creates and migrates it. */
export async function freshDatabaseUrl(prefix: string): Promise<string> {
  const url = `${SERVER_URL}/${prefix}_${uniqueSuffix()}`;
  await dropDatabase(url);
  return url;
}

// One query against a database of a running platform, read from outside as the fault and load tests check it: a
// connection of its own each time, so a check never holds one across a service's restart.
import pg from 'pg';

/** PostgreSQL's too_many_connections: the server is full for a moment (the services' pools, other platforms). */
const TOO_MANY_CONNECTIONS = '53300';
const CONNECT_TRIES = 40;
const CONNECT_RETRY_MS = 250;

async function connected(url) {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (error?.code !== TOO_MANY_CONNECTIONS || attempt >= CONNECT_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, CONNECT_RETRY_MS));
    }
  }
}

/**
 * The rows `sql` answers on the database at `url`. A server with no connection free is waited for (up to 10 s): a
 * check reading from outside must not fail because the platform it checks is using every connection.
 * @param {string} url
 * @param {string} sql
 * @param {unknown[]} [params]
 * @returns {Promise<Record<string, any>[]>}
 */
export async function query(url, sql, params) {
  const client = await connected(url);
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

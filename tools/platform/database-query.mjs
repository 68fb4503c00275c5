// One query against a database of a running platform, read from outside as the fault and load tests check it: a
// connection of its own each time, so a check never holds one across a service's restart.
import pg from 'pg';

/** The rows `sql` answers on the database at `url`. */
export async function query(url, sql, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

import { afterAll, expect, it } from '@jest/globals';
import pg from 'pg';
import { boundedPool, DEFAULT_POOL_LIMITS } from '../src/index.js';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';
const pool = boundedPool(`${SERVER_URL}/postgres`, { ...DEFAULT_POOL_LIMITS, size: 1 });

afterAll(async () => {
  await pool.end();
});

it('outlives the server ending an idle connection, and serves the next query on a new one', async () => {
  const client = await pool.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  client.release();
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
  } finally {
    await admin.end();
  }
  // Without an error listener the pool's 'error' event would end the test process here.
  for (let waited = 0; pool.totalCount > 0 && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(pool.totalCount).toBe(0);
  const next = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  expect(next.rows[0]!.pid).not.toBe(rows[0]!.pid);
});

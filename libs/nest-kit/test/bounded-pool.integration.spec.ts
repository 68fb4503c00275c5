import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
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
  for (let waited = 0; pool.totalCount > 0 && waited < 5000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(pool.totalCount).toBe(0);
  const next = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  expect(next.rows[0]!.pid).not.toBe(rows[0]!.pid);
});

describe('idle connections', () => {
  const pools: pg.Pool[] = [];
  afterEach(async () => {
    jest.useRealTimers();
    await Promise.all(pools.splice(0).map((idlePool) => idlePool.end()));
  });

  /** A pool of 3 connections, all made, used and given back, with the pool's idle clock faked from then on. */
  async function usedPool(idleTimeoutMs: number) {
    const idlePool = boundedPool(`${SERVER_URL}/postgres`, { ...DEFAULT_POOL_LIMITS, size: 3, idleTimeoutMs });
    pools.push(idlePool);
    const clients = await Promise.all([idlePool.connect(), idlePool.connect(), idlePool.connect()]);
    // Only the timers pg-pool sets when a client is given back: the connections' own I/O runs as usual.
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'queueMicrotask',
        'setInterval',
        'clearInterval',
        'Date',
        'hrtime',
        'performance',
      ],
    });
    for (const client of clients) client.release();
    return idlePool;
  }

  it('are kept by default, so a burst after a quiet hour finds them open (pg-pool alone closes them after 10 s)', async () => {
    const idlePool = await usedPool(DEFAULT_POOL_LIMITS.idleTimeoutMs);
    jest.advanceTimersByTime(60 * 60_000);
    expect(idlePool.totalCount).toBe(3);
    expect(idlePool.idleCount).toBe(3);
  });

  it('are closed after idleTimeoutMs when one is set', async () => {
    const idlePool = await usedPool(60_000);
    jest.advanceTimersByTime(59_000);
    expect(idlePool.totalCount).toBe(3);
    jest.advanceTimersByTime(2_000);
    expect(idlePool.totalCount).toBe(0);
  });
});

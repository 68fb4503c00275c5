import pg from 'pg';
import { callJson, type JsonAnswer } from './http-call.js';

/** Starts `count` calls at the same moment and waits for every one of them (none is dropped on a failure). */
export async function burst<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  let start!: () => void;
  const gate = new Promise<void>((resolve) => (start = resolve));
  const calls = Array.from({ length: count }, (_, index) => gate.then(() => call(index)));
  start();
  return Promise.all(calls);
}

/** How many answers had each status, e.g. `{ 201: 1, 409: 49 }`: one line that says what a burst did. */
export function statusCounts(answers: Array<{ status: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The same JSON call `count` times at once. */
export function burstCalls<T = unknown>(
  count: number,
  baseUrl: string,
  method: string,
  path: string | ((index: number) => string),
  options: { body?: unknown | ((index: number) => unknown); token?: string } = {},
): Promise<JsonAnswer<T>[]> {
  return burst(count, (index) =>
    callJson<T>(baseUrl, method, typeof path === 'function' ? path(index) : path, {
      token: options.token,
      body: typeof options.body === 'function' ? (options.body as (index: number) => unknown)(index) : options.body,
    }),
  );
}

/**
 * Sessions of `databaseUrl`'s database that have sat idle inside an open transaction for more than `forMs`: after a
 * burst there must be none, or some request left a transaction (and its locks and connection) behind. A moment idle
 * in a transaction is normal: the outbox relay holds its rows locked while it waits for NATS to acknowledge them.
 */
export async function sessionsIdleInTransaction(databaseUrl: string, forMs = 2000): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND state_change < now() - make_interval(secs => $1)`,
      [forMs / 1000],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

import { Logger } from '@nestjs/common';
import pg from 'pg';
import type { PoolLimits } from './pool-limits.js';

const logger = new Logger('Database');

/**
 * A pool held to `limits`, that survives the server ending its connections: every pool of a service is made here, so
 * none is left without an `error` listener (an idle client the server ends — restart, failover, a dropped database —
 * would otherwise crash the process). The pool replaces an idle one; a checked-out one fails its next query, which
 * the caller sees.
 */
export function boundedPool(url: string, limits: PoolLimits, onQueryError?: (error: unknown) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.size,
    connectionTimeoutMillis: limits.connectionTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    // pg-pool reads 0 as "never close an idle connection" (its own default is 10 s).
    idleTimeoutMillis: limits.idleTimeoutMs,
  });
  pool.on('error', (error) => logger.warn(`Idle database connection lost: ${error.message}`));
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn(`Database connection lost while in use: ${error.message}`));
    if (onQueryError) reportQueryErrors(client, onQueryError);
  });
  return pool;
}

/**
 * Lets `onQueryError` see every failed query of `client` (a timeout PostgreSQL imposed, for the metrics), whoever
 * sent it: drizzle, a transaction, a prepared statement, or the pool's own `query` (which passes a callback). The
 * caller still gets the same error.
 */
function reportQueryErrors(client: pg.PoolClient, onQueryError: (error: unknown) => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        if (error) onQueryError(error);
        return (callback as (...callbackArgs: unknown[]) => unknown)(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(onQueryError);
    return result;
  };
}

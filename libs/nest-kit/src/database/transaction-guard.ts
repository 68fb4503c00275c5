import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** Thrown when code inside a transaction asks the pool for a connection instead of using the transaction's `tx`. */
export class PoolUsedInsideTransactionError extends Error {
  constructor() {
    super(
      'A query went through the connection pool from inside a transaction: it waits for a second connection while ' +
        'its own transaction holds one, and under load every connection ends up waiting. Use the transaction (`tx`) ' +
        'for every query inside db.transaction(async (tx) => …).',
    );
    this.name = 'PoolUsedInsideTransactionError';
  }
}

const openTransactions = new AsyncLocalStorage<pg.Pool>();

/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- any drizzle pg database, whatever its schema generics */
type AnyPgDatabase = PgDatabase<PgQueryResultHKT, any, any>;

/**
 * Makes the pool refuse work started inside one of `db`'s transactions. The transaction callback runs in an async
 * context tagged with the pool, and the pool's `query` and `connect` throw when called from that context, whether
 * directly or from a helper the callback awaits. Without this, a burst of such transactions takes every connection
 * and each waits for one more: the service hangs until restarted.
 */
export function guardTransactions<D extends AnyPgDatabase>(db: D, pool: pg.Pool): D {
  const transaction = db.transaction.bind(db);
  db.transaction = ((callback, config) =>
    // drizzle takes the transaction's connection from the pool before it calls `callback`, outside the tag.
    transaction((tx) => openTransactions.run(pool, () => callback(tx)), config)) as D['transaction'];

  const refuseInsideTransaction = <F extends (...args: never[]) => unknown>(method: F): F =>
    function (this: pg.Pool, ...args: Parameters<F>) {
      if (openTransactions.getStore() === pool) throw new PoolUsedInsideTransactionError();
      return method.apply(this, args);
    } as F;
  pool.query = refuseInsideTransaction(pool.query) as typeof pool.query;
  pool.connect = refuseInsideTransaction(pool.connect) as typeof pool.connect;
  return db;
}

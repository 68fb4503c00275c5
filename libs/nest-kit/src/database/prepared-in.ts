import type { PgTransaction } from 'drizzle-orm/pg-core';

// drizzle's node-postgres session and prepared query both keep the pg client they run on as `client` (not part of
// drizzle's typed API: test/prepared-in.integration.spec.ts fails if a drizzle upgrade moves it).
interface OnClient {
  client: unknown;
}

/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- any drizzle pg transaction, whatever its schema generics */
type AnyPgTransaction = PgTransaction<any, any, any>;

/**
 * A statement prepared once (drizzle `.prepare(name)`) run on a transaction's own connection. drizzle binds a prepared
 * query to the client it was prepared on, so inside a transaction every query used to be built again per call:
 * about three times the CPU of a prepared one here (decision 0025). pg parses the named statement once per connection.
 */
export function preparedIn<Q extends object>(tx: AnyPgTransaction, prepared: Q): Q {
  const { client } = (tx as unknown as { session: OnClient }).session;
  return Object.create(prepared, { client: { value: client } }) as Q;
}

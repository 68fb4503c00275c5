import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema.js';

export type PaymentsDb = NodePgDatabase<typeof schema>;
/** A transaction of that database, as `db.transaction(async (tx) => …)` hands it out. */
export type PaymentsTransaction = Parameters<Parameters<PaymentsDb['transaction']>[0]>[0];

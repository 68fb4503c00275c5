import { sql } from 'drizzle-orm';
import type { NodePgDatabase, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getTableName } from 'drizzle-orm';

type AnyDb = NodePgDatabase<Record<string, unknown>>;
type AnyTx = NodePgTransaction<Record<string, unknown>, never>;

/**
 * Runs `fill` only when `table` is empty. The table lock serialises replicas starting together,
 * so demo data is inserted once however many copies of a service boot at the same time.
 */
export async function seedIfEmpty(db: AnyDb, table: PgTable, fill: (tx: AnyTx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const name = sql.identifier(getTableName(table));
    await tx.execute(sql`LOCK TABLE ${name} IN EXCLUSIVE MODE`);
    const found = await tx.execute(sql`SELECT 1 FROM ${name} LIMIT 1`);
    if (found.rows.length > 0) return false;
    await fill(tx as unknown as AnyTx);
    return true;
  });
}

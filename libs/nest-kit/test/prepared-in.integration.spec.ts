// Runs against the real PostgreSQL of this machine (127.0.0.1:5432), on a database of its own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dropDatabase, freshDatabaseUrl } from '@classhub/testing';
import { eq, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ensureDatabase } from '../src/database/ensure-database.js';
import { preparedIn } from '../src/database/prepared-in.js';
import { guardTransactions } from '../src/database/transaction-guard.js';

const counters = pgTable('counters', { name: text('name').primaryKey(), value: integer('value').notNull() });

describe('preparedIn: a statement prepared on the pool, run inside a transaction', () => {
  let databaseUrl: string;
  let pool: pg.Pool;
  let db: NodePgDatabase;

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl('classhub_test_prepared_in');
    await ensureDatabase(databaseUrl);
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // As in the services: the pool refuses work started inside a transaction, so a query that went through it fails.
    db = guardTransactions(drizzle(pool), pool);
    await db.execute(sql`CREATE TABLE counters (name text PRIMARY KEY, value integer NOT NULL)`);
  });

  afterAll(async () => {
    await pool?.end();
    await dropDatabase(databaseUrl);
  });

  it("runs on the transaction's connection: its writes commit or roll back with the transaction, and it sees them", async () => {
    const insert = db
      .insert(counters)
      .values({ name: sql.placeholder('name'), value: sql.placeholder('value') })
      .returning()
      .prepare('counters_insert');
    const read = db
      .select()
      .from(counters)
      .where(eq(counters.name, sql.placeholder('name')))
      .prepare('counters_read');

    await expect(
      db.transaction(async (tx) => {
        await preparedIn(tx, insert).execute({ name: 'rolled-back', value: 1 });
        expect(await preparedIn(tx, read).execute({ name: 'rolled-back' })).toEqual([
          { name: 'rolled-back', value: 1 },
        ]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await read.execute({ name: 'rolled-back' })).toEqual([]);

    for (const value of [1, 2]) {
      await db.transaction(async (tx) => {
        await preparedIn(tx, insert).execute({ name: `kept-${value}`, value });
      });
    }
    expect(await read.execute({ name: 'kept-2' })).toEqual([{ name: 'kept-2', value: 2 }]);
  });
});

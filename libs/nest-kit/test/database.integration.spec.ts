// Runs against the real PostgreSQL of this machine (127.0.0.1:5432), on a database of its own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dropDatabase, freshDatabaseUrl } from '@classhub/testing';
import { Controller, Get, Inject, Module, Post } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createServiceApp, listenOnLoopback, type ServiceApp } from '../src/bootstrap/create-service-app.js';
import { DatabaseModule } from '../src/database/database.module.js';
import type { PoolLimits } from '../src/database/pool-limits.js';
import { DRIZZLE, PG_POOL } from '../src/database/database.tokens.js';
import { guardTransactions, PoolUsedInsideTransactionError } from '../src/database/transaction-guard.js';
import { ErrorResponseFilter, SERVICE_BUSY_MESSAGE } from '../src/http/error-response.filter.js';
import { oneMigrationFolder } from './support/one-migration.js';

const counters = pgTable('counters', { name: text('name').primaryKey(), value: integer('value').notNull() });
const LIMITS: PoolLimits = {
  size: 2,
  connectionTimeoutMs: 1000,
  statementTimeoutMs: 2500,
  idleInTransactionTimeoutMs: 1000,
  idleTimeoutMs: 0,
};

@Controller()
class ProbeController {
  constructor(@Inject(DRIZZLE) private readonly db: NodePgDatabase) {}

  /** Holds a pooled connection longer than the pool lets a queued request wait. */
  @Post('slow')
  async slow(): Promise<{ ok: true }> {
    await this.db.execute(sql`SELECT pg_sleep(2)`);
    return { ok: true };
  }

  @Get('count')
  async count(): Promise<{ value: number }> {
    const [row] = await this.db.select().from(counters);
    return { value: row?.value ?? 0 };
  }
}

const migrationsFolder = () =>
  oneMigrationFolder(
    '0000_counters',
    `CREATE TABLE "counters" ("name" text PRIMARY KEY, "value" integer NOT NULL);\nINSERT INTO "counters" VALUES ('n', 0);`,
  );

let databaseUrl: string;
let app: ServiceApp;
let baseUrl: string;
let db: NodePgDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  databaseUrl = await freshDatabaseUrl('classhub_test_database');
  const folder = await migrationsFolder();
  @Module({
    imports: [
      DatabaseModule.forRoot({ url: databaseUrl, migrationsFolder: folder, schema: { counters }, pool: LIMITS }),
    ],
    controllers: [ProbeController],
    providers: [{ provide: APP_FILTER, useClass: ErrorResponseFilter }],
  })
  class ProbeModule {}
  app = await createServiceApp(ProbeModule, { logs: false });
  baseUrl = await listenOnLoopback(app);
  db = app.get(DRIZZLE);
  pool = app.get(PG_POOL);
});

afterAll(async () => {
  await app?.close();
  await dropDatabase(databaseUrl);
});

/** The guard's error, as thrown by the pool or wrapped by drizzle around the query it refused. */
function refusedByGuard(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof PoolUsedInsideTransactionError) return true;
  }
  return false;
}

const bump = (tx: Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0]) =>
  tx.update(counters).set({ value: sql`${counters.value} + 1` });

describe('the transaction guard', () => {
  // A pool of its own with the guard, and room to wait for a connection: on a busy machine, a queued transaction must
  // fail because of the guard, never because it waited too long for its first connection.
  let guardedPool: pg.Pool;
  let guarded: NodePgDatabase;

  beforeAll(() => {
    guardedPool = new pg.Pool({ connectionString: databaseUrl, max: LIMITS.size, connectionTimeoutMillis: 30_000 });
    guarded = guardTransactions(drizzle(guardedPool), guardedPool);
  });

  afterAll(async () => {
    await guardedPool.end();
  });

  it('refuses a query through the pool inside a transaction, also from a helper the transaction awaits', async () => {
    const lookUp = () => guarded.select().from(counters);
    const attempts = [
      () => guarded.select().from(counters),
      lookUp,
      () => guardedPool.query('SELECT 1'),
      () => guarded.transaction(async () => undefined),
    ];
    for (const attempt of attempts) {
      const error = await guarded
        .transaction(async () => attempt())
        .then(
          () => undefined,
          (reason: unknown) => reason,
        );
      expect(refusedByGuard(error)).toBe(true);
    }
  });

  it('lets the transaction, its savepoints and any query after it through', async () => {
    const before = (await guarded.select().from(counters))[0]!.value;
    await guarded.transaction(async (tx) => {
      await bump(tx);
      await tx.transaction(async (savepoint) => bump(savepoint));
    });
    expect((await guarded.select().from(counters))[0]!.value).toBe(before + 2);
  });

  it('keeps a burst of faulty transactions from taking every connection: each fails at once and the pool stays usable', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        guarded.transaction(async (tx) => {
          await bump(tx);
          await guarded.select().from(counters);
        }),
      ),
    );
    expect(results.every((result) => result.status === 'rejected' && refusedByGuard(result.reason))).toBe(true);
    expect(guardedPool.totalCount).toBeLessThanOrEqual(LIMITS.size);
    expect((await guardedPool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('is in place on the database module’s pool', async () => {
    const error = await db
      .transaction(async () => db.select().from(counters))
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(refusedByGuard(error)).toBe(true);
  });
});

describe('session limits', () => {
  it('sets the statement and idle-in-transaction timeouts on every pooled session', async () => {
    const { rows } = await pool.query<{ statement: string; idle: string }>(
      `SELECT current_setting('statement_timeout') AS statement, current_setting('idle_in_transaction_session_timeout') AS idle`,
    );
    expect(rows).toEqual([{ statement: '2500ms', idle: '1s' }]);
  });

  it('cancels a statement that runs past the statement timeout', async () => {
    await expect(pool.query('SELECT pg_sleep(4)')).rejects.toMatchObject({ code: '57014' });
  });

  it('ends a session left idle inside a transaction, so its locks cannot be held forever', async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT 1');
      await new Promise((resolve) => setTimeout(resolve, LIMITS.idleInTransactionTimeoutMs + 500));
      await expect(client.query('SELECT 1')).rejects.toThrow();
    } finally {
      client.release(true);
    }
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const idle = await admin.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`,
      );
      expect(idle.rows).toEqual([{ n: 0 }]);
    } finally {
      await admin.end();
    }
  });
});

describe('a saturated pool', () => {
  it('answers 503 with a reason to the requests that cannot get a connection in time, then recovers by itself', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => fetch(`${baseUrl}/slow`, { method: 'POST' })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(LIMITS.size);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 503)).toBe(true);
    const busy = answers.find((answer) => answer.status === 503);
    expect(busy?.headers.get('retry-after')).toBe('2');
    expect(await busy?.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: SERVICE_BUSY_MESSAGE,
    });

    const after = await fetch(`${baseUrl}/count`);
    expect(after.status).toBe(200);
  });
});

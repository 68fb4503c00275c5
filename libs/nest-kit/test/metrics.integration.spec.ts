// Runs against the real PostgreSQL of this machine (127.0.0.1:5432), on a database of its own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dropDatabase, freshDatabaseUrl } from '@classhub/testing';
import { Controller, Get, Inject, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { createServiceApp, listenOnLoopback, type ServiceApp } from '../src/bootstrap/create-service-app.js';
import { DatabaseModule } from '../src/database/database.module.js';
import { DRIZZLE } from '../src/database/database.tokens.js';
import { ErrorResponseFilter } from '../src/http/error-response.filter.js';
import { MetricsEndpoint, MetricsModule } from '../src/metrics/metrics.module.js';
import { oneMigrationFolder } from './support/one-migration.js';

@Controller()
class ProbeController {
  constructor(@Inject(DRIZZLE) private readonly db: NodePgDatabase) {}

  @Get('classes/:id')
  async one(): Promise<{ ok: true }> {
    await this.db.execute(sql`SELECT 1`);
    return { ok: true };
  }

  /** Runs past the pool's statement timeout. */
  @Get('slow')
  async slow(): Promise<{ ok: true }> {
    await this.db.execute(sql`SELECT pg_sleep(2)`);
    return { ok: true };
  }
}

// The outbox as nest-kit's schema declares it (only the columns the metrics read matter here).
const migrationsFolder = () =>
  oneMigrationFolder(
    '0000_outbox',
    `CREATE TABLE "outbox" ("id" uuid PRIMARY KEY, "subject" text NOT NULL, "payload" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(), "published_at" timestamptz,
      "attempts" integer NOT NULL DEFAULT 0, "last_error" text);`,
  );

/** The value of the series `series` (name and labels exactly as exposed), or undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('MetricsModule: what a service exports on its metrics port (real PostgreSQL)', () => {
  let databaseUrl: string;
  let app: ServiceApp;
  let baseUrl: string;
  let metricsUrl: string;
  const scrape = async () => (await fetch(metricsUrl)).text();

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl('classhub_test_metrics');
    const limits = {
      size: 3,
      connectionTimeoutMs: 1000,
      statementTimeoutMs: 300,
      idleInTransactionTimeoutMs: 1000,
      idleTimeoutMs: 0,
    };
    @Module({
      imports: [
        MetricsModule.forRoot({ service: 'probe', port: 0, host: '127.0.0.1' }),
        DatabaseModule.forRoot({
          url: databaseUrl,
          migrationsFolder: await migrationsFolder(),
          schema: {},
          pool: limits,
        }),
      ],
      controllers: [ProbeController],
      providers: [{ provide: APP_FILTER, useClass: ErrorResponseFilter }],
    })
    class ProbeModule {}
    app = await createServiceApp(ProbeModule, { logs: false });
    baseUrl = await listenOnLoopback(app);
    metricsUrl = app.get(MetricsEndpoint).url ?? '';
  });

  afterAll(async () => {
    await app?.close();
    await dropDatabase(databaseUrl);
  });

  it('counts requests by route template and status on a port apart from the API', async () => {
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(metricsUrl).not.toContain(new URL(baseUrl).port);
    for (const id of ['a', 'b']) expect((await fetch(`${baseUrl}/classes/${id}`)).status).toBe(200);
    const text = await scrape();
    expect(valueOf(text, 'http_requests_total{method="GET",route="/classes/:id",status="200",service="probe"}')).toBe(
      2,
    );
    expect((await fetch(`${baseUrl}/metrics`)).status).toBe(404);
  });

  it('reads the pool at each scrape and counts the statements PostgreSQL cut short', async () => {
    let text = await scrape();
    expect(valueOf(text, 'db_pool_max_connections{service="probe"}')).toBe(3);
    expect(valueOf(text, 'db_pool_connections{state="waiting",service="probe"}')).toBe(0);
    const timeoutsBefore = valueOf(text, 'db_timeouts_total{kind="statement",service="probe"}');
    expect(timeoutsBefore).toBe(0);
    expect((await fetch(`${baseUrl}/slow`)).status).toBe(503);
    text = await scrape();
    expect(valueOf(text, 'db_timeouts_total{kind="statement",service="probe"}')).toBe(1);
    expect(valueOf(text, 'db_pool_connections{state="in_use",service="probe"}')).toBe(0);
  });

  it('reads the outbox backlog and the age of its oldest event at each scrape', async () => {
    const db = app.get<NodePgDatabase>(DRIZZLE);
    expect(valueOf(await scrape(), 'outbox_pending_events{service="probe"}')).toBe(0);
    await db.execute(
      sql`INSERT INTO outbox (id, subject, payload, created_at) VALUES
        (gen_random_uuid(), 'probe.v1', '{}', now() - interval '90 seconds'),
        (gen_random_uuid(), 'probe.v1', '{}', now()),
        (gen_random_uuid(), 'probe.v1', '{}', now() - interval '1 hour')`,
    );
    await db.execute(sql`UPDATE outbox SET published_at = now() WHERE created_at < now() - interval '1 minute' * 30`);
    const text = await scrape();
    expect(valueOf(text, 'outbox_pending_events{service="probe"}')).toBe(2);
    expect(valueOf(text, 'outbox_oldest_pending_age_seconds{service="probe"}')).toBeGreaterThanOrEqual(90);
    expect(valueOf(text, 'outbox_oldest_pending_age_seconds{service="probe"}')).toBeLessThan(120);
  });
});

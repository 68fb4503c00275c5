import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServiceApp, listenOnLoopback, type ServiceApp } from '@classhub/nest-kit';
import { dropDatabase, freshDatabaseUrl, removeNamespaceStreams, testNamespace } from '@classhub/testing';
import pg from 'pg';
import { AppModule } from '../src/app.module.js';
import { loadPaymentsConfig } from '../src/config/payments.config.js';

describe('payments service start-up (real PostgreSQL and NATS)', () => {
  let app: ServiceApp;
  let baseUrl: string;
  let databaseUrl: string;
  const namespace = testNamespace();

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl('classhub_test_payments');
    app = await createServiceApp(
      AppModule.register(loadPaymentsConfig({ DATABASE_URL: databaseUrl, NATS_NAMESPACE: namespace })),
      {
        logs: false,
      },
    );
    baseUrl = await listenOnLoopback(app);
  });

  afterAll(async () => {
    await app?.close();
    await dropDatabase(databaseUrl);
    await removeNamespaceStreams(namespace);
  });

  it('creates its own database and applies its migrations', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const tables = await client.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    await client.end();
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'checkouts',
      'class_listings',
      'coupon_redemptions',
      'coupons',
      'outbox',
      'payments',
      'processed_events',
      'receipt_numbers',
      'refunds',
      'selections',
      'stripe_webhook_events',
      'test_provider_intents',
      'user_roles',
    ]);
  });

  it('reports its database and NATS on GET /health', async () => {
    const response = await fetch(`${baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      service: 'payments',
      checks: { database: 'up', nats: 'up' },
    });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await fetch(`${baseUrl}/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });
});

import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { boundedPool, SERVICE_CONFIG } from '@classhub/nest-kit';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { PaymentsConfig } from '../../config/payments.config.js';

/** The test provider's own connections (a drizzle database on a pool of its own). */
export const TEST_PROVIDER_DB = Symbol('TEST_PROVIDER_DB');

// Enough for the confirmations and refunds of a checkout burst; the provider's work is one statement each.
const POOL_SIZE = 4;

/**
 * The test provider stands in for Stripe, a system outside payments: it keeps its intents in payments' database but on
 * connections of its own, as a call to Stripe would not use payments' pool. A provider call made inside a checkout
 * transaction (a refund while an event is applied) therefore never waits for a second connection of the pool that
 * transaction holds one of. Under Stripe the pool is never used, so it never connects.
 */
export const testProviderDatabase: Provider = {
  provide: TEST_PROVIDER_DB,
  inject: [SERVICE_CONFIG],
  useFactory: (config: PaymentsConfig): NodePgDatabase =>
    drizzle(
      boundedPool(config.DATABASE_URL, {
        size: POOL_SIZE,
        connectionTimeoutMs: config.DB_CONNECTION_TIMEOUT_MS,
        statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
        idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        idleTimeoutMs: config.DB_POOL_IDLE_TIMEOUT_MS,
      }),
    ),
};

@Injectable()
export class TestProviderDatabaseCloser implements OnApplicationShutdown {
  constructor(@Inject(TEST_PROVIDER_DB) private readonly db: NodePgDatabase & { $client: pg.Pool }) {}

  async onApplicationShutdown(): Promise<void> {
    await this.db.$client.end();
  }
}

import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { DestinationStream } from 'pino';
import { EdgePurger } from '../caching/edge-purger.js';
import { SERVICE_CONFIG } from '../config/config.tokens.js';
import type { ServiceConfig } from '../config/service-config.js';
import { DatabaseModule } from '../database/database.module.js';
import { EventsModule } from '../events/events.module.js';
import { HealthModule } from '../health/health.module.js';
import { ErrorResponseFilter } from '../http/error-response.filter.js';
import { LeadershipModule } from '../leadership/leadership.module.js';
import { loggingModule } from '../logging/logging.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RequestsModule } from '../requests/requests.module.js';

export interface CoreModuleOptions {
  config: ServiceConfig;
  migrationsFolder: string;
  schema: Record<string, unknown>;
  /** Where log lines go instead of stdout (tests that read the logs). */
  logDestination?: DestinationStream;
}

/**
 * The wiring every service shares: config, logs, metrics, its database, NATS, reliable events (outbox + consumers),
 * the leader lease for its background jobs, request-reply, the gateways' cache purges, /health, and a 400 (not a 500)
 * for a value PostgreSQL refuses as data.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(options: CoreModuleOptions): DynamicModule {
    const { config } = options;
    return {
      module: CoreModule,
      imports: [
        loggingModule({ service: config.SERVICE_NAME, level: config.LOG_LEVEL, destination: options.logDestination }),
        MetricsModule.forRoot({ service: config.SERVICE_NAME, port: config.METRICS_PORT, host: config.METRICS_HOST }),
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          readUrl: config.DATABASE_READ_URL,
          readMaxLagMs: config.DATABASE_READ_MAX_LAG_MS,
          migrationsFolder: options.migrationsFolder,
          schema: options.schema,
          pool: {
            size: config.DB_POOL_SIZE,
            connectionTimeoutMs: config.DB_CONNECTION_TIMEOUT_MS,
            statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
            idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
            idleTimeoutMs: config.DB_POOL_IDLE_TIMEOUT_MS,
          },
        }),
        NatsModule.forRoot({ url: config.NATS_URL, clientName: config.SERVICE_NAME, nkeySeed: config.NATS_NKEY_SEED }),
        EventsModule.forRoot({
          service: config.SERVICE_NAME,
          namespace: config.NATS_NAMESPACE,
          consumerCheckIntervalMs: config.CONSUMER_CHECK_INTERVAL_MS,
        }),
        LeadershipModule.forRoot({
          databaseUrl: config.DATABASE_URL,
          name: config.SERVICE_NAME,
          checkIntervalMs: config.LEADER_CHECK_INTERVAL_MS,
        }),
        RequestsModule,
        HealthModule,
      ],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: ErrorResponseFilter },
        EdgePurger,
      ],
      exports: [SERVICE_CONFIG, EdgePurger],
    };
  }
}

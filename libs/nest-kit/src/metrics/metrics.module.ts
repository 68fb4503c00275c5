import {
  Global,
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { addHttpMetrics, createMetricsRegistry, serveMetrics, type MetricsServer } from '@classhub/telemetry';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Registry } from 'prom-client';
import { PG_POOL } from '../database/database.tokens.js';
import { MessagingMetrics } from './messaging-metrics.js';
import { METRICS_REGISTRY } from './metrics.tokens.js';
import { OutboxMetrics } from './outbox-metrics.js';

export interface MetricsModuleOptions {
  service: string;
  /** Where Prometheus scrapes `GET /metrics`; unset, nothing listens (the figures are still kept, for tests). */
  port?: number;
  host: string;
}

const METRICS_OPTIONS = Symbol('METRICS_OPTIONS');

/** Counts the app's HTTP answers and serves the figures on their own port. */
export class MetricsEndpoint implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: MetricsServer;

  constructor(
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    @Inject(METRICS_OPTIONS) private readonly options: MetricsModuleOptions,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  // Before the app is ready, so the hook sees every request; absent in a context without HTTP (a script, a test).
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (fastify) addHttpMetrics(fastify, this.registry);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.port === undefined) return;
    this.server = await serveMetrics(this.registry, this.options.port, this.options.host);
    this.logger.log(`Metrics at ${this.server.url}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }

  /** Where Prometheus scrapes this process; undefined without a metrics port. */
  get url(): string | undefined {
    return this.server?.url;
  }
}

/**
 * Prometheus metrics of a service (docs/operations.md#metrics): the process, its HTTP routes (added by
 * createServiceApp), its pool and outbox, its consumers and requests, and whatever business counters the service
 * registers on `METRICS_REGISTRY`.
 */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(options: MetricsModuleOptions): DynamicModule {
    return {
      module: MetricsModule,
      providers: [
        { provide: METRICS_OPTIONS, useValue: options },
        { provide: METRICS_REGISTRY, useFactory: () => createMetricsRegistry(options.service) },
        {
          provide: MessagingMetrics,
          inject: [METRICS_REGISTRY],
          useFactory: (registry: Registry) => new MessagingMetrics(registry),
        },
        {
          provide: OutboxMetrics,
          inject: [METRICS_REGISTRY, PG_POOL],
          useFactory: (registry: Registry, pool: pg.Pool) => new OutboxMetrics(registry, pool),
        },
        MetricsEndpoint,
      ],
      exports: [METRICS_REGISTRY, MessagingMetrics],
    };
  }
}

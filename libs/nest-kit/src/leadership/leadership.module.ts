import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { Gauge, type Registry } from 'prom-client';
import { PG_POOL } from '../database/database.tokens.js';
import { METRICS_REGISTRY } from '../metrics/metrics.tokens.js';
import { metricOf } from '../metrics/metric-of.js';
import { LeaderLease } from './leader-lease.js';
import { LEADERSHIP } from './leadership.tokens.js';

export interface LeadershipModuleOptions {
  /** The service's database: the lease is a lock in it, so replicas of one service share it and no one else. */
  databaseUrl: string;
  /** The lease's name (the service's). */
  name: string;
  checkIntervalMs?: number;
}

/** Gives the lease up last, after every job has stopped (they stop in onModuleDestroy). */
class LeaseRelease implements OnApplicationShutdown {
  constructor(@Inject(LEADERSHIP) private readonly lease: LeaderLease) {}

  onApplicationShutdown(): Promise<void> {
    return this.lease.stop();
  }
}

function leaderGauge(registry: Registry): Gauge {
  return metricOf(
    registry,
    'service_leader',
    () =>
      new Gauge({
        name: 'service_leader',
        help: "1 while this replica holds its service's leader lease and runs the background jobs, else 0",
        registers: [registry],
      }),
  );
}

/** The service's leader lease (decision 0047), global once imported; its first attempt is made before the app starts. */
@Global()
@Module({})
export class LeadershipModule {
  static forRoot(options: LeadershipModuleOptions): DynamicModule {
    return {
      module: LeadershipModule,
      providers: [
        {
          provide: LEADERSHIP,
          // After the pool: its factory creates and migrates the database the lease's lock lives in.
          inject: [PG_POOL, { token: METRICS_REGISTRY, optional: true }],
          useFactory: async (_pool: unknown, registry?: Registry) => {
            const gauge = registry ? leaderGauge(registry) : undefined;
            gauge?.set(0);
            const lease = new LeaderLease(options.databaseUrl, options.name, {
              checkIntervalMs: options.checkIntervalMs,
              onChange: (held) => gauge?.set(held ? 1 : 0),
            });
            await lease.start();
            return lease;
          },
        },
        LeaseRelease,
      ],
      exports: [LEADERSHIP],
    };
  }
}

import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createRedisClient, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { Redis } from 'ioredis';
import { redisKeyPrefix, type PaymentsConfig } from '../config/payments.config.js';

/** Payments' Redis connection, for the roster mails' shared counters (see nest-kit's createRedisClient). */
@Injectable()
export class RosterRedis implements OnApplicationShutdown {
  readonly client: Redis;

  constructor(@Inject(SERVICE_CONFIG) config: PaymentsConfig) {
    this.client = createRedisClient({
      url: config.REDIS_URL,
      keyPrefix: redisKeyPrefix(config),
      connectionName: config.SERVICE_NAME,
      dependents: 'roster mails',
    });
  }

  onApplicationShutdown(): void {
    this.client.disconnect();
  }
}

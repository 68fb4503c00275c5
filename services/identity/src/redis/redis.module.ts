import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { createRedisClient, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { Redis } from 'ioredis';
import { redisKeyPrefix, type IdentityConfig } from '../config/identity.config.js';
import { REDIS } from './redis.tokens.js';

/** One Redis connection for identity's counters (see nest-kit's createRedisClient). */
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [SERVICE_CONFIG],
      useFactory: (config: IdentityConfig) =>
        createRedisClient({
          url: config.REDIS_URL,
          keyPrefix: redisKeyPrefix(config),
          connectionName: config.SERVICE_NAME,
          dependents: 'sign-in and sign-up',
        }),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}

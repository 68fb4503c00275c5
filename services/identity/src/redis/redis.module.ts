import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '@classhub/nest-kit';
import { Redis } from 'ioredis';
import { redisKeyPrefix, type IdentityConfig } from '../config/identity.config.js';
import { REDIS } from './redis.tokens.js';

/**
 * One Redis connection for identity's counters. Commands fail at once while Redis is unreachable (no offline queue),
 * so a sign-in is refused with a 503 instead of hanging; ioredis reconnects by itself.
 */
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [SERVICE_CONFIG],
      useFactory: (config: IdentityConfig) => {
        const redis = new Redis(config.REDIS_URL, {
          keyPrefix: redisKeyPrefix(config),
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectionName: config.SERVICE_NAME,
          // How long a closing connection may linger (ioredis waits 2 s by default, which also delays shutdown).
          disconnectTimeout: 200,
        });
        // Without a listener ioredis reports every failed reconnect as an unhandled error event.
        const logger = new Logger('Redis');
        redis.on('error', (error: Error) =>
          logger.warn(`Redis unreachable (${error.message}); sign-in and sign-up answer 503 meanwhile`),
        );
        return redis;
      },
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

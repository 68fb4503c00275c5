import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

export interface RedisClientOptions {
  url: string;
  /** Put before every key: the deployment's namespace and the service (`<namespace>:<service>:`). */
  keyPrefix: string;
  connectionName: string;
  /** What answers 503 while Redis is unreachable, for the log line (e.g. "sign-in and sign-up"). */
  dependents: string;
}

/**
 * A service's Redis connection for its shared counters (decision 0020). Commands fail at once while Redis is
 * unreachable (no offline queue), so a limited action is refused with a 503 instead of hanging or going unlimited;
 * ioredis reconnects by itself.
 */
export function createRedisClient(options: RedisClientOptions): Redis {
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectionName: options.connectionName,
    // How long a closing connection may linger (ioredis waits 2 s by default, which also delays shutdown).
    disconnectTimeout: 200,
  });
  // Without a listener ioredis reports every failed reconnect as an unhandled error event.
  const logger = new Logger('Redis');
  redis.on('error', (error: Error) =>
    logger.warn(`Redis unreachable (${error.message}); ${options.dependents} answer 503 meanwhile`),
  );
  return redis;
}

import 'reflect-metadata';
import { createServiceApp, DRIZZLE, listenOnLoopback, type ServiceApp } from '@classhub/nest-kit';
import { dropDatabase, freshDatabaseUrl, removeNamespaceStreams, testNamespace } from '@classhub/testing';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { AppModule } from '../../src/app.module.js';
import { loadIdentityConfig, redisKeyPrefix, type IdentityConfig } from '../../src/config/identity.config.js';
import type { IdentityDb } from '../../src/db/identity-db.js';

export interface RunningIdentity {
  app: ServiceApp;
  baseUrl: string;
  db: IdentityDb;
  config: IdentityConfig;
  databaseUrl: string;
  /** Starts another instance on the same database (a restart or a second replica). */
  startReplica(env?: Record<string, string>): Promise<{ app: ServiceApp; baseUrl: string }>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Read the service's log lines from here (they are on only then, or with IDENTITY_TEST_LOGS=true). */
  logDestination?: DestinationStream;
}

/** Deletes a test run's Redis keys (sign-in counters, known browsers, sign-up counts). */
async function removeRedisKeys(config: IdentityConfig): Promise<void> {
  const redis = new Redis(config.REDIS_URL);
  try {
    const keys = await redis.keys(`${redisKeyPrefix(config)}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

/**
 * The identity service on a fresh database, NATS namespace and Redis key prefix (the namespace's), seeded with the
 * demo accounts. Requests may name their client with X-Forwarded-For: the test client is a trusted loopback proxy.
 */
export async function startIdentity(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningIdentity> {
  const databaseUrl = await freshDatabaseUrl('classhub_test_identity');
  const namespace = testNamespace();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'identity-media-'));
  const configFor = (extra: Record<string, string>) =>
    loadIdentityConfig({
      DATABASE_URL: databaseUrl,
      NATS_NAMESPACE: namespace,
      SEED_DEMO_DATA: 'true',
      MEDIA_DIR: mediaDir,
      ...extra,
    });
  const config = configFor(env);
  const logs = options.logDestination !== undefined || process.env.IDENTITY_TEST_LOGS === 'true';
  const app = await createServiceApp(AppModule.register(config, options), {
    logs,
    trustedProxies: config.TRUSTED_PROXIES,
  });
  const baseUrl = await listenOnLoopback(app);
  const replicas: ServiceApp[] = [];
  return {
    app,
    baseUrl,
    db: app.get<IdentityDb>(DRIZZLE),
    config,
    databaseUrl,
    async startReplica(extra = {}) {
      const replicaConfig = configFor({ ...env, ...extra });
      const replica = await createServiceApp(AppModule.register(replicaConfig), {
        logs: process.env.IDENTITY_TEST_LOGS === 'true',
        trustedProxies: replicaConfig.TRUSTED_PROXIES,
      });
      replicas.push(replica);
      return { app: replica, baseUrl: await listenOnLoopback(replica) };
    },
    async stop() {
      for (const replica of replicas) await replica.close();
      await app.close();
      await dropDatabase(databaseUrl);
      await removeNamespaceStreams(namespace);
      await removeRedisKeys(config);
    },
  };
}

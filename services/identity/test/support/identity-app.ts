import 'reflect-metadata';
import { createServiceApp, DRIZZLE, listenOnLoopback, type ServiceApp } from '@classhub/nest-kit';
import { dropDatabase, freshDatabaseUrl, removeNamespaceStreams, testNamespace } from '@classhub/testing';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppModule } from '../../src/app.module.js';
import { loadIdentityConfig, type IdentityConfig } from '../../src/config/identity.config.js';
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

/** The identity service on a fresh database and NATS namespace, seeded with the demo accounts. */
export async function startIdentity(env: Record<string, string> = {}): Promise<RunningIdentity> {
  const databaseUrl = await freshDatabaseUrl('classhub_test_identity');
  const namespace = testNamespace();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'identity-media-'));
  const configFor = (extra: Record<string, string>) =>
    loadIdentityConfig({ DATABASE_URL: databaseUrl, NATS_NAMESPACE: namespace, SEED_DEMO_DATA: 'true', MEDIA_DIR: mediaDir, ...extra });
  const config = configFor(env);
  const app = await createServiceApp(AppModule.register(config), { logs: process.env.IDENTITY_TEST_LOGS === 'true' });
  const baseUrl = await listenOnLoopback(app);
  const replicas: ServiceApp[] = [];
  return {
    app,
    baseUrl,
    db: app.get<IdentityDb>(DRIZZLE),
    config,
    databaseUrl,
    async startReplica(extra = {}) {
      const replica = await createServiceApp(AppModule.register(configFor({ ...env, ...extra })), { logs: process.env.IDENTITY_TEST_LOGS === 'true' });
      replicas.push(replica);
      return { app: replica, baseUrl: await listenOnLoopback(replica) };
    },
    async stop() {
      for (const replica of replicas) await replica.close();
      await app.close();
      await dropDatabase(databaseUrl);
      await removeNamespaceStreams(namespace);
    },
  };
}

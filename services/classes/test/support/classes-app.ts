import 'reflect-metadata';
import type { UserRole } from '@classhub/contracts';
import {
  createServiceApp,
  DRIZZLE,
  listenOnLoopback,
  ROLE_RESOLVER,
  userRoles,
  UserRolesResolver,
  type ServiceApp,
} from '@classhub/nest-kit';
import { startServiceTestEnvironment, type TestTokenIssuer, type TestUser } from '@classhub/testing';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppModule } from '../../src/app.module.js';
import { loadClassesConfig, type ClassesConfig } from '../../src/config/classes.config.js';
import { CatalogCache } from '../../src/catalog/catalog-cache.js';
import type { ClassesDb } from '../../src/db/classes-db.js';

export interface SignedInUser extends TestUser {
  token: string;
}

export interface RunningClasses {
  app: ServiceApp;
  baseUrl: string;
  db: ClassesDb;
  /** Resolves once the catalogue cache has heard of every change committed so far (the test's own writes included). */
  catalogSynced(): Promise<void>;
  /** Resolves once every role change committed so far counts (the remembered roles are notified of it). */
  rolesSynced(): Promise<void>;
  config: ClassesConfig;
  issuer: TestTokenIssuer;
  /** A user the classes service knows in `role` (written to its roles read model), with a valid token. */
  signIn(role: UserRole, email?: string, name?: string): Promise<SignedInUser>;
  stop(): Promise<void>;
}

/** The classes service on a fresh database and NATS namespace, trusting a test token issuer, seeded unless told. */
export async function startClasses(env: Record<string, string> = {}): Promise<RunningClasses> {
  const environment = await startServiceTestEnvironment('classhub_test_classes');
  const { issuer } = environment;
  const config = loadClassesConfig({
    DATABASE_URL: environment.databaseUrl,
    NATS_NAMESPACE: environment.namespace,
    MEDIA_DIR: await mkdtemp(path.join(tmpdir(), 'classes-media-')),
    IDENTITY_JWKS_URL: issuer.jwksUrl,
    SEED_DEMO_DATA: 'true',
    ...env,
  });
  const app = await createServiceApp(AppModule.register(config), { logs: process.env.CLASSES_TEST_LOGS === 'true' });
  const baseUrl = await listenOnLoopback(app);
  const db = app.get<ClassesDb>(DRIZZLE);
  return {
    app,
    baseUrl,
    db,
    config,
    issuer,
    catalogSynced: () => app.get(CatalogCache).sync(),
    rolesSynced: () => app.get<UserRolesResolver>(ROLE_RESOLVER).sync(),
    async signIn(role, email, name) {
      const user = issuer.user(role, email, name);
      await db.insert(userRoles).values({ userId: user.id, role, occurredAt: new Date() });
      return { ...user, token: await issuer.tokenFor(user) };
    },
    async stop() {
      await app.close();
      await environment.remove();
    },
  };
}

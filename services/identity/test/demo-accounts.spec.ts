import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServiceApp, DRIZZLE, listenOnLoopback, type ServiceApp } from '@classhub/nest-kit';
import { dropDatabase, freshDatabaseUrl, removeNamespaceStreams, testNamespace } from '@classhub/testing';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppModule } from '../src/app.module.js';
import { loadIdentityConfig } from '../src/config/identity.config.js';
import type { IdentityDb } from '../src/db/identity-db.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo-users.js';
import { PasswordHasher } from '../src/users/password-hasher.js';
import { users } from '../src/users/user.entity.js';

describe('identity demo accounts (real PostgreSQL and NATS)', () => {
  let app: ServiceApp;
  let baseUrl: string;
  let databaseUrl: string;
  const namespace = testNamespace();

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl('classhub_test_identity');
    const config = loadIdentityConfig({
      DATABASE_URL: databaseUrl,
      NATS_NAMESPACE: namespace,
      SEED_DEMO_DATA: 'true',
      MEDIA_DIR: await mkdtemp(path.join(tmpdir(), 'identity-media-')),
    });
    app = await createServiceApp(AppModule.register(config), { logs: false });
    baseUrl = await listenOnLoopback(app);
  });

  afterAll(async () => {
    await app?.close();
    await dropDatabase(databaseUrl);
    await removeNamespaceStreams(namespace);
  });

  it('seeds the admin, three instructors and four students with their roles', async () => {
    const rows = await app.get<IdentityDb>(DRIZZLE).select().from(users);
    expect(rows.map((row) => [row.email, row.role]).sort()).toEqual(
      DEMO_USERS.map((user) => [user.email, user.role]).sort(),
    );
  });

  it('stores an argon2id hash of the documented password, never the password', async () => {
    const [admin] = await app.get<IdentityDb>(DRIZZLE).select().from(users).limit(1);
    expect(admin?.passwordHash).not.toContain(DEMO_PASSWORD);
    expect(await new PasswordHasher().verify(admin?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('serves each demo account photo', async () => {
    const rows = await app.get<IdentityDb>(DRIZZLE).select().from(users);
    for (const row of rows) {
      const response = await fetch(`${baseUrl}${row.photo.replace('/api', '')}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      // Reading the body ends the response; an unread one keeps the connection busy and delays shutdown.
      expect((await response.text()).startsWith('<svg')).toBe(true);
    }
  });
});

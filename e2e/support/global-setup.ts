import type { FullConfig } from '@playwright/test';
import { startOidcProvider } from '@classhub/testing';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ROOT, SERVICES, startPlatform } from '../../tools/platform/platform.mjs';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function dropDatabases(names: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the whole platform for this run only: its own ports, databases and NATS namespace, so a developer's
 * running copy is neither disturbed nor used. "Login with Google" goes to a real OpenID Connect provider on loopback
 * (libs/testing's stand-in for Google), through the same code path as Google.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const suffix = randomBytes(3).toString('hex');
  const databaseName = (service: string) => `classhub_e2e_${service}_${suffix}`;
  const servicePorts: Record<string, number> = {};
  for (const service of SERVICES) servicePorts[service.name] = await freePort();
  const gatewayPort = await freePort();
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;

  const google = { clientId: `classhub-e2e-${suffix}`, clientSecret: randomBytes(24).toString('hex') };
  const oidc = await startOidcProvider({ ...google, redirectUris: [`${baseUrl}/api/auth/google/callback`] });

  let platform: Awaited<ReturnType<typeof startPlatform>>;
  try {
    platform = await startPlatform({
      gatewayPort,
      servicePorts,
      databaseUrl: (service: string) => `${SERVER_URL}/${databaseName(service)}`,
      natsNamespace: `e2e-${suffix}`,
      seed: true,
      logDir: path.join(ROOT, 'e2e/test-results/logs'),
      serviceEnv: {
        identity: {
          // Google sends the popup back to `${PUBLIC_URL}/api/auth/google/callback`: the origin the browser opens.
          PUBLIC_URL: baseUrl,
          GOOGLE_ISSUER_URL: oidc.issuer,
          GOOGLE_CLIENT_ID: google.clientId,
          GOOGLE_CLIENT_SECRET: google.clientSecret,
        },
      },
    });
  } catch (error) {
    await oidc.stop();
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    await platform.stop();
    await oidc.stop();
    await dropDatabases(SERVICES.map((service) => databaseName(service.name)));
  };
}

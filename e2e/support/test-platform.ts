import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ROOT, SERVICES, startPlatform } from '../../tools/platform/platform.mjs';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

export type RunningPlatform = Awaited<ReturnType<typeof startPlatform>> & { baseUrl: string; remove(): Promise<void> };

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
 * The whole platform (built output, demo data) on its own ports, databases and NATS namespace, so neither a
 * developer's running copy nor another test platform is disturbed or used. `remove()` stops it and drops its data.
 */
export async function startTestPlatform(
  label: string,
  /** Called once the gateway's URL is known, before anything starts: extra variables per service. */
  prepare: (baseUrl: string) => Promise<Record<string, Record<string, string>>> = async () => ({}),
): Promise<RunningPlatform> {
  const suffix = randomBytes(3).toString('hex');
  const databaseName = (service: string) => `classhub_${label}_${service}_${suffix}`;
  const servicePorts: Record<string, number> = {};
  for (const service of SERVICES) servicePorts[service.name] = await freePort();
  const gatewayPort = await freePort();
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  const platform = await startPlatform({
    gatewayPort,
    servicePorts,
    databaseUrl: (service: string) => `${SERVER_URL}/${databaseName(service)}`,
    natsNamespace: `${label}-${suffix}`,
    seed: true,
    logDir: path.join(ROOT, `e2e/test-results/logs/${label}-${suffix}`),
    serviceEnv: await prepare(baseUrl),
  });
  return {
    ...platform,
    baseUrl,
    async remove() {
      await platform.stop();
      await dropDatabases(SERVICES.map((service) => databaseName(service.name)));
    },
  };
}

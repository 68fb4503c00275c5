// The whole platform (built output, demo data) on its own free ports, databases and NATS namespace, so neither a
// developer's running copy nor another test run is disturbed or used. Used by the e2e suite and the benchmarks that
// kill processes. `remove()` stops it and drops its databases.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.mjs';
import { withReadReplica } from './postgres-replica.mjs';
import { natsNodesFromEnv, replicaName, replicasFromEnv, ROOT, SERVICES, startPlatform } from './platform.mjs';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

/**
 * Tests and benchmarks register hundreds of students from one address (loopback), far over the default sign-up
 * limit, which identity's own tests prove; an isolated platform raises it for its bursts.
 */
function withTestLimits(serviceEnv) {
  return {
    ...serviceEnv,
    // Each new student signs in once, from the same loopback source: hundreds of accounts it never signed in to.
    identity: {
      SIGN_UPS_PER_SOURCE_PER_HOUR: '100000',
      SIGN_IN_SOURCE_FREE_ATTEMPTS: '100000',
      ...serviceEnv.identity,
    },
    // Waitlist offers short enough for a test to watch one expire, looked for twice a second (decision 0038).
    classes: { WAITLIST_OFFER_SECONDS: '120', WAITLIST_SWEEP_INTERVAL_MS: '500', ...serviceEnv.classes },
  };
}

/** `count` free ports, one per NATS node (free ports are seldom next to each other). */
async function freePorts(count) {
  const ports = [];
  for (let index = 0; index < count; index++) ports.push(await freePort());
  return ports;
}

async function dropDatabases(names) {
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** `serviceEnv` with `env` under each service's own variables. */
function forEveryService(env, serviceEnv) {
  return Object.fromEntries(SERVICES.map((service) => [service.name, { ...env, ...serviceEnv[service.name] }]));
}

/**
 * @param {string} label  names the databases, namespace and log folder
 * @param {object} [options]
 * @param {(baseUrl: string) => Promise<Record<string, Record<string, string>>>} [options.prepare]  called once the
 *   gateway's URL is known, before anything starts: extra variables per service
 * @param {string} [options.logRoot]  where the processes' logs go (a folder per run)
 * @param {Record<string, string>} [options.env]  variables for every process, the gateway's included (e.g. where to
 *   send traces)
 * @param {{ serverUrl: string, services: string[] }} [options.readReplica]  a streaming replica of the database
 *   server (postgres-replica.mjs) these services read what tolerates a little lag from (DATABASE_READ_URL)
 * @param {number} [options.natsNodes]  1, or 3 for a NATS JetStream cluster; default NATS_CLUSTER_NODES or 1
 * @param {{ services?: number, gateway?: number }} [options.replicas]  copies of each service and of the gateway;
 *   default SERVICE_REPLICAS and GATEWAY_REPLICAS, or one each
 */
export async function startIsolatedPlatform(
  label,
  {
    prepare = async () => ({}),
    logRoot = path.join(ROOT, '.data/isolated-logs'),
    env = {},
    natsNodes = natsNodesFromEnv(),
    replicas = replicasFromEnv(),
    readReplica,
  } = {},
) {
  const suffix = randomBytes(3).toString('hex');
  const databaseName = (service) => `classhub_${label}_${service}_${suffix}`;
  // The administrator's view of a service's database, for checks that read it from outside.
  const databaseUrl = (service) => `${SERVER_URL}/${databaseName(service)}`;
  // Every copy of every process on free ports of its own, under its name (classes, classes-2, …, gateway-2).
  const servicePorts = {};
  const metricsPorts = {};
  const processes = [...SERVICES.map((service) => [service.name, replicas.services]), ['gateway', replicas.gateway]];
  for (const [name, count] of processes)
    for (let index = 1; index <= (count ?? 1); index++) {
      servicePorts[replicaName(name, index)] = await freePort();
      metricsPorts[replicaName(name, index)] = await freePort();
    }
  const gatewayPort = servicePorts.gateway;
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  const natsStore = mkdtempSync(path.join(tmpdir(), `classhub-nats-${label}-`));
  const s3Store = mkdtempSync(path.join(tmpdir(), `classhub-s3-${label}-`));
  const natsNamespace = `${label}-${suffix}`;
  // The remotes registry the gateway watches; tests rewrite it to move a remote while the platform runs.
  const registryFolder = mkdtempSync(path.join(tmpdir(), `classhub-remotes-${label}-`));
  const remotesFile = path.join(registryFolder, 'remotes.json');
  const platform = await startPlatform({
    gatewayEnv: { ...env, REMOTES_FILE: remotesFile },
    gatewayPort,
    servicePorts,
    metricsPorts,
    replicas,
    adminDatabaseUrl: `${SERVER_URL}/postgres`,
    databaseName,
    nats: {
      nodes: natsNodes,
      port: await freePorts(natsNodes),
      monitorPort: await freePorts(natsNodes),
      clusterPort: await freePorts(natsNodes),
      storeDir: natsStore,
    },
    mail: { smtpPort: await freePort(), webPort: await freePort() },
    s3: { port: await freePort(), dataDir: s3Store },
    publicUrl: baseUrl,
    natsNamespace,
    seed: true,
    logDir: path.join(logRoot, `${label}-${suffix}`),
    serviceEnv: forEveryService(
      env,
      withTestLimits(withReadReplica(await prepare(baseUrl), readReplica, databaseName)),
    ),
  });
  return {
    ...platform,
    baseUrl,
    remotesFile,
    databaseUrl,
    natsNamespace,
    /** Stops it and drops its databases; its logs stay for a look afterwards unless `keepLogs` is false. */
    async remove({ keepLogs = true } = {}) {
      await platform.stop();
      await dropDatabases(SERVICES.map((service) => databaseName(service.name)));
      rmSync(natsStore, { recursive: true, force: true });
      rmSync(s3Store, { recursive: true, force: true });
      rmSync(registryFolder, { recursive: true, force: true });
      if (!keepLogs) rmSync(platform.logDir, { recursive: true, force: true });
    },
  };
}

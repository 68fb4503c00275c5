// Starts ClassHub's back end (identity, classes, payments, notifications) and the gateway from their built output, with
// a NATS server of its own (deploy/nats: a key and permissions per service), a PostgreSQL role per service and a mail
// catcher, waits until the gateway reports every service healthy, and stops them all on demand.
// Used by `npm start`, `npm run dev` and the e2e suite, so all three run the platform the same way.
/* global AbortSignal */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { prepareServiceDatabase, serviceDatabaseUrl, serviceRole } from './databases.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { startNatsServer } from './nats-server.mjs';
import { ROOT } from './paths.mjs';
import { startS3StandIn } from './s3-stand-in.mjs';

export { ROOT };

/**
 * npm start's own NATS server: next to, not on, the machine's usual 4222, keeping its streams with the other data. Its
 * monitoring endpoint (/jsz, /varz) is where the gateway's JetStream collector reads consumer lag. NATS_CLUSTER_NODES=3
 * makes it a JetStream cluster on the next ports (4322–4324, monitoring 8322–8324, routes 6322–6324; decision 0050),
 * its three stores beside the single node's.
 */
const DEFAULT_NATS = {
  port: Number(process.env.NATS_PORT ?? 4322),
  monitorPort: Number(process.env.NATS_MONITOR_PORT ?? 8322),
  storeDir: path.join(ROOT, '.data/nats'),
};

/** The database of `service` in npm start: classhub_<service>. */
export const defaultDatabaseName = (service) => `classhub_${service}`;

/** How many NATS nodes a platform runs unless told: NATS_CLUSTER_NODES (1, or 3 for a cluster), else 1. */
export const natsNodesFromEnv = () => Number(process.env.NATS_CLUSTER_NODES || 1);

/** Copies of each service (SERVICE_REPLICAS) and of the gateway (GATEWAY_REPLICAS) npm start runs; default one each. */
export const replicasFromEnv = () => ({
  services: Number(process.env.SERVICE_REPLICAS || 1),
  gateway: Number(process.env.GATEWAY_REPLICAS || 1),
});

/**
 * A process's name: `classes` for the first copy of classes, `classes-2` for the second. The first keeps the plain name,
 * so everything written for one copy (logs, kill and start in tests) still means the same process.
 */
export const replicaName = (name, index) => (index === 1 ? name : `${name}-${index}`);

// Where a later copy listens by default: the first copy's port plus this much per copy (4102, 4202, …; 9102, 9112, …).
const REPLICA_PORT_STEP = 100;
const REPLICA_METRICS_PORT_STEP = 10;

/** npm start's mail catcher (maildev): SMTP for the notifications service, a web inbox for people; loopback only. */
const DEFAULT_MAIL = {
  smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 1025),
  webPort: Number(process.env.MAIL_WEB_PORT ?? 1080),
};

/** npm start's S3 stand-in (s3rver), where identity and classes keep images; loopback only (decision 0049). */
const DEFAULT_S3 = { port: Number(process.env.S3_PORT ?? 4569), dataDir: path.join(ROOT, '.data/s3') };

// The services that own images (profile pictures, class images).
const MEDIA_SERVICES = new Set(['identity', 'classes']);

export const SERVICES = [
  { name: 'identity', dir: 'services/identity', port: 4101, urlVar: 'IDENTITY_URL' },
  { name: 'classes', dir: 'services/classes', port: 4102, urlVar: 'CLASSES_URL' },
  { name: 'payments', dir: 'services/payments', port: 4103, urlVar: 'PAYMENTS_URL' },
  { name: 'notifications', dir: 'services/notifications', port: 4104, urlVar: 'NOTIFICATIONS_URL' },
];

/** Where each process serves `GET /metrics` for Prometheus (loopback, never through the gateway). */
export const DEFAULT_METRICS_PORTS = {
  gateway: 9100,
  identity: 9101,
  classes: 9102,
  payments: 9103,
  notifications: 9104,
};

/**
 * V8 flags for every server process, the same as the Docker image's NODE_OPTIONS. A young generation of 32 MB per
 * semi-space: a request allocates many short-lived objects, and with V8's default (16 MB at most, grown slowly) the
 * scavenges of a busy process cost up to a tenth of its throughput (decision 0025).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=32'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A child killed by a signal keeps exitCode null and sets signalCode instead.
const isRunning = (child) => child.exitCode === null && child.signalCode === null;

// Node sees a child's death on a later turn of its event loop; a killed process is reaped well within this.
const REAP_WAIT_MS = 1000;

/** True when `child` exits within `ms` (at once if it already has). */
function exitsWithin(child, ms) {
  if (!isRunning(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve(false);
    }, ms);
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once('exit', onExit);
  });
}

/**
 * @param {object} options
 * @param {number} [options.gatewayPort]
 * @param {Record<string, number>} [options.servicePorts]  per service name
 * @param {string} [options.adminDatabaseUrl]  a PostgreSQL superuser's URL, used only to create the services' roles and
 *   databases; default DATABASE_ADMIN_URL or postgres://postgres@127.0.0.1:5432/postgres
 * @param {(service: string) => string} [options.databaseName]  per service name; default classhub_<service>
 * @param {{ port: number | number[], monitorPort: number | number[], clusterPort?: number | number[], storeDir: string, nodes?: number }} [options.nats]
 *   where the platform's own NATS listens, serves its monitoring endpoint and stores streams (one port, or a list of
 *   one per node), and its nodes (1, or 3 for a cluster); default NATS_PORT or 4322, NATS_MONITOR_PORT or 8322,
 *   .data/nats, and NATS_CLUSTER_NODES or 1
 * @param {Record<string, number>} [options.metricsPorts]  per process name (the services and `gateway`): where it serves
 *   GET /metrics; default DEFAULT_METRICS_PORTS
 * @param {{ smtpPort: number, webPort: number }} [options.mail]  where the mail catcher listens; default MAIL_SMTP_PORT
 *   or 1025, MAIL_WEB_PORT or 1080
 * @param {{ port: number, dataDir: string }} [options.s3]  where the S3 stand-in listens and keeps objects; default
 *   S3_PORT or 4569 and .data/s3
 * @param {string} [options.publicUrl]  the origin mails link to; default PUBLIC_URL or http://localhost:<gatewayPort>
 * @param {string} [options.natsNamespace]
 * @param {boolean} [options.seed]
 * @param {string} options.logDir
 * @param {Record<string, string>} [options.gatewayEnv]
 * @param {Record<string, Record<string, string>>} [options.serviceEnv]  extra variables per service name
 * @param {string[]} [options.nodeArgs]  e.g. ['--watch'] for dev
 * @param {{ services?: number, gateway?: number }} [options.replicas]  copies of each service and of the gateway;
 *   default SERVICE_REPLICAS and GATEWAY_REPLICAS, or one each. A later copy is named `<name>-<n>` (replicaName) and
 *   takes its API and metrics ports from `servicePorts`/`metricsPorts` under that name, or the first copy's plus a step
 */
export async function startPlatform(options) {
  const {
    gatewayPort = 3000,
    servicePorts = {},
    natsNamespace = 'classhub',
    seed = false,
    logDir,
    gatewayEnv = {},
    nodeArgs = [],
    metricsPorts = DEFAULT_METRICS_PORTS,
  } = options;
  const replicas = { ...replicasFromEnv(), ...options.replicas };
  const copies = (name, count) => Array.from({ length: count }, (_, index) => replicaName(name, index + 1));
  /** Where copy `index` of `name` (a service or `gateway`) listens, and serves its metrics. */
  const portsOf = (name, index, firstPort) => {
    const replica = replicaName(name, index);
    const firstMetrics = metricsPorts[name];
    return {
      port: (index === 1 ? firstPort : servicePorts[replica]) ?? firstPort + REPLICA_PORT_STEP * (index - 1),
      metricsPort: metricsPorts[replica] ?? firstMetrics + REPLICA_METRICS_PORT_STEP * (index - 1),
    };
  };
  const processPorts = {};
  for (const service of SERVICES)
    copies(service.name, replicas.services).forEach((replica, index) => {
      processPorts[replica] = portsOf(service.name, index + 1, servicePorts[service.name] ?? service.port);
    });
  copies('gateway', replicas.gateway).forEach((replica, index) => {
    processPorts[replica] = portsOf('gateway', index + 1, gatewayPort);
  });
  const adminDatabaseUrl =
    options.adminDatabaseUrl ?? process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = options.databaseName ?? defaultDatabaseName;
  mkdirSync(logDir, { recursive: true });
  const children = [];

  // Each service runs and migrates as its own role, in a database no other role may open.
  const databases = Object.fromEntries(
    SERVICES.map((service) => [
      service.name,
      { database: databaseName(service.name), role: serviceRole(service.name) },
    ]),
  );
  for (const database of Object.values(databases)) await prepareServiceDatabase(adminDatabaseUrl, database);
  const nats = await startNatsServer({
    nodes: natsNodesFromEnv(),
    ...(options.nats ?? DEFAULT_NATS),
    logFile: path.join(logDir, 'nats.log'),
    namespace: natsNamespace,
  });
  const mail = await startMailCatcher({
    ...(options.mail ?? DEFAULT_MAIL),
    logFile: path.join(logDir, 'maildev.log'),
  }).catch(async (error) => {
    await nats.stop();
    throw error;
  });
  const s3 = await startS3StandIn({ ...(options.s3 ?? DEFAULT_S3), logFile: path.join(logDir, 's3rver.log') }).catch(
    async (error) => {
      await nats.stop();
      await mail.stop();
      throw error;
    },
  );
  // Every mail goes to the catcher and links to the origin people open.
  const notificationsEnv = {
    SMTP_URL: mail.smtpUrl,
    PUBLIC_URL: options.publicUrl ?? process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`,
  };

  const launch = (name, dir, env, healthUrl) => {
    // The process writes its log file itself: piped through this one, every line of every service would also cost
    // the launcher (a benchmark's own load generator, when it started the platform) a read and a write.
    const log = openSync(path.join(logDir, `${name}.log`), 'a');
    // Tracing starts before the application or not at all (it stays off without OTEL_EXPORTER_OTLP_ENDPOINT).
    // TRACING_HOOK=off leaves the hook out altogether: what the benchmarks compare "off" with (docs/tracing.md).
    const tracing = process.env.TRACING_HOOK === 'off' ? [] : ['--import', '@classhub/telemetry/register'];
    const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...tracing, ...nodeArgs, 'dist/main.js'], {
      cwd: path.join(ROOT, dir),
      env: { ...process.env, ...env },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    child.name = name;
    child.healthUrl = healthUrl;
    child.launch = () => launch(name, dir, env, healthUrl);
    children.push(child);
    return child;
  };

  const replicaUrl = (replica) => `http://127.0.0.1:${processPorts[replica].port}`;
  // Every copy of a service, as the gateway's upstream list for it (one URL when there is one copy).
  const replicaUrls = Object.fromEntries(
    SERVICES.map((service) => [service.name, copies(service.name, replicas.services).map(replicaUrl)]),
  );
  const serviceUrls = Object.fromEntries(
    SERVICES.map((service) => [service.urlVar, replicaUrls[service.name].join(',')]),
  );
  for (const service of SERVICES) {
    // Every service checks tokens against identity's public keys, at its first copy.
    const env = {
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: String(seed),
      IDENTITY_JWKS_URL: `${replicaUrls.identity[0]}/.well-known/jwks.json`,
      DATABASE_URL: serviceDatabaseUrl(adminDatabaseUrl, databases[service.name]),
      NATS_URL: nats.url,
      // Only its own key: with it, NATS lets the service publish its own events and nothing else.
      NATS_NKEY_SEED: nats.users[service.name].seed,
      NATS_NAMESPACE: natsNamespace,
    };
    const own =
      service.name === 'notifications'
        ? notificationsEnv
        : // identity's mailed links (a password reset, an address to prove) open the same origin (decision 0037).
          service.name === 'identity'
          ? { PUBLIC_URL: notificationsEnv.PUBLIC_URL }
          : {};
    const media = MEDIA_SERVICES.has(service.name) ? s3.env : {};
    for (const replica of copies(service.name, replicas.services)) {
      const { port, metricsPort } = processPorts[replica];
      const ports = { PORT: String(port), METRICS_PORT: String(metricsPort) };
      const replicaEnv = { ...env, ...ports, ...own, ...media, ...options.serviceEnv?.[service.name] };
      launch(replica, service.dir, replicaEnv, `${replicaUrl(replica)}/health`);
    }
  }
  // The gateway's key lets it hear the services' cache purges and nothing else.
  const gatewayNats = { NATS_URL: nats.url, NATS_NKEY_SEED: nats.users.gateway.seed, NATS_NAMESPACE: natsNamespace };
  for (const replica of copies('gateway', replicas.gateway)) {
    const { port, metricsPort } = processPorts[replica];
    const gatewayMetrics = { METRICS_PORT: String(metricsPort), NATS_MONITOR_URL: nats.monitorUrl };
    const ports = { PORT: String(port) };
    launch(
      replica,
      'services/gateway',
      { ...ports, ...serviceUrls, ...gatewayNats, ...gatewayMetrics, ...gatewayEnv },
      `${replicaUrl(replica)}/health`,
    );
  }

  const url = `http://localhost:${gatewayPort}`;
  const stop = async () => {
    await stopAll(children);
    await nats.stop();
    await mail.stop();
    await s3.stop();
  };
  const running = (name) => children.find((child) => child.name === name && isRunning(child));
  /** Stops one service (fault tests); the gateway then answers 503 for it. */
  const stopService = async (name) => {
    const child = running(name);
    if (child) await stopAll([child]);
  };
  /** Kills one process at once with `signal` (SIGKILL by default: a crash, no shutdown hooks) and waits until it is gone. */
  const killService = async (name, signal = 'SIGKILL') => {
    const child = running(name);
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  /**
   * Starts a stopped process (a service's copy, e.g. `classes-2`, or a gateway) again with the same settings and waits
   * until it and the platform are healthy. A process killed from outside a moment ago may not have been reaped yet (its
   * exit not seen): it is waited for, not taken as running.
   */
  const startService = async (name) => {
    const current = running(name);
    if (current && !(await exitsWithin(current, REAP_WAIT_MS))) return;
    const last = children.findLast((child) => child.name === name);
    if (!last) throw new Error(`Unknown service ${name}`);
    const started = last.launch();
    await waitForHealthy(started.healthUrl, [started], logDir);
    await waitForHealthy(`http://127.0.0.1:${gatewayPort}/health`, children.filter(isRunning), logDir);
  };
  try {
    await waitForHealthy(`http://127.0.0.1:${gatewayPort}/health`, children, logDir);
    // The first gateway is healthy once one copy of each service is; every copy must be before anyone relies on it.
    for (const child of children) await waitForHealthy(child.healthUrl, children, logDir);
  } catch (error) {
    await stop();
    throw error;
  }
  // Each service's own address (its first copy's), by name, for callers that measure or check a service without the
  // gateway.
  const serviceUrlOf = Object.fromEntries(SERVICES.map((service) => [service.name, replicaUrls[service.name][0]]));
  return {
    url,
    /** Every gateway's own address, the first (`url`'s) first: what a load balancer in front of them would list. */
    gatewayUrls: copies('gateway', replicas.gateway).map(replicaUrl),
    /** The names of every copy of each service (and of the gateway, under `gateway`), e.g. `['classes', 'classes-2']`. */
    replicaNames: Object.fromEntries(
      [...SERVICES.map((service) => service.name), 'gateway'].map((name) => [
        name,
        copies(name, name === 'gateway' ? replicas.gateway : replicas.services),
      ]),
    ),
    stop,
    stopService,
    killService,
    startService,
    children,
    serviceUrlOf,
    logDir,
    natsUrl: nats.url,
    natsUsers: nats.users,
    natsMonitorUrl: nats.monitorUrl,
    /** Each NATS node (`name`, `url`, `kill(signal)`, `start()`): a cluster's nodes die and come back in chaos tests. */
    natsNodes: nats.nodes,
    /** The name of the node leading the namespace's event stream now (or `stream`, when given). */
    natsStreamLeader: (stream) => nats.streamLeader(stream),
    /** Every process's metrics endpoint, by name (the services and `gateway`): what Prometheus scrapes. */
    metricsUrls: Object.fromEntries(
      Object.entries(processPorts).map(([name, { metricsPort }]) => [name, `http://127.0.0.1:${metricsPort}/metrics`]),
    ),
    /** The mail catcher: `webUrl` is its inbox (and REST API, `/api/email`). */
    mail: { smtpUrl: mail.smtpUrl, webUrl: mail.webUrl },
    /** The S3 stand-in holding the images: `stop()`/`start()` take it away and back (a store that is down). */
    objectStorage: s3,
  };
}

async function waitForHealthy(healthUrl, children, logDir, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const dead = children.find((child) => !isRunning(child));
    if (dead)
      throw new Error(`${dead.name} exited with code ${dead.exitCode}; see ${path.join(logDir, `${dead.name}.log`)}`);
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(3000) });
      last = await response.text();
      if (response.ok) return;
    } catch (error) {
      last = String(error);
    }
    await sleep(500);
  }
  throw new Error(
    `The platform did not become healthy within ${timeoutMs / 1000} s (last answer: ${last}); logs are in ${logDir}`,
  );
}

async function stopAll(children) {
  const running = children.filter(isRunning);
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

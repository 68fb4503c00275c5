// The platform's own NATS, with the repository's configuration (deploy/nats): one node (nats-server.conf) or a
// JetStream cluster of three (nats-cluster.conf, decision 0050) on loopback. Every service gets an NKey of its own,
// generated for this run, and the event streams are created by the setup user before any service starts. Used by
// `npm start`, the e2e suite and the benchmarks that start a platform.
/* global AbortSignal, TextDecoder, TextEncoder */
import { nkeys } from '@nats-io/transport-node';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { portAnswers } from './port-answers.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './paths.mjs';

export const NATS_SERVER_BINARY = process.env.NATS_SERVER_BINARY ?? '/usr/sbin/nats-server';
export const NATS_CONFIG = path.join(ROOT, 'deploy/nats/nats-server.conf');
export const NATS_CLUSTER_CONFIG = path.join(ROOT, 'deploy/nats/nats-cluster.conf');
/** The NATS users the configuration knows: the four services, the setup user and the gateway. */
export const NATS_USERS = ['identity', 'classes', 'payments', 'notifications', 'setup', 'gateway'];

// A restarted node is current again once its streams caught up from the others (/healthz); a store of a few thousand
// events does within a second or two, so this is only an upper bound.
const NODE_START_TIMEOUT_MS = 30_000;
// A fresh cluster elects its JetStream meta leader within a second or two: until then stream creation is refused.
const CLUSTER_READY_TIMEOUT_MS = 15_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fresh NKey per user: `{ identity: { seed, publicKey }, … }`. Nothing is written to disk.
 * @returns {Record<'identity' | 'classes' | 'payments' | 'notifications' | 'setup' | 'gateway', { seed: string, publicKey: string }>}
 */
export function generateNatsUsers() {
  return Object.fromEntries(
    NATS_USERS.map((user) => {
      const pair = nkeys.createUser();
      return [user, { seed: new TextDecoder().decode(pair.getSeed()), publicKey: pair.getPublicKey() }];
    }),
  );
}

/** The server's environment: each user's public key under NATS_<USER>_NKEY, as the configuration reads it. */
export function natsServerEnv(users) {
  return Object.fromEntries(
    Object.entries(users).map(([user, { publicKey }]) => [`NATS_${user.toUpperCase()}_NKEY`, publicKey]),
  );
}

/** Node `index`'s port from a base port (node i listens on base + i) or a list (one port per node). */
const portOf = (ports, index) => (Array.isArray(ports) ? ports[index] : ports + index);

/**
 * What each node of a cluster of `count` runs: its name, ports, store and the environment nats-cluster.conf reads.
 * One node keeps the single-node configuration and its store directly in `storeDir` (a second start keeps its data).
 */
export function natsNodePlans({ count, port, monitorPort, clusterPort, storeDir, logFile }) {
  // nats-server reads the variable as a configuration value: starting with a letter and holding only letters and
  // digits, it is always a string (one like `1e5…` would be read as a number and stop the node).
  const password = `route${randomBytes(18).toString('hex')}`;
  const route = (index) => `nats://route:${password}@127.0.0.1:${portOf(clusterPort, index)}`;
  const logOf = (name) => logFile.replace(/(\.log)?$/, `-${name}.log`);
  return Array.from({ length: count }, (_, index) => {
    const name = `nats-${index + 1}`;
    const own = {
      port: portOf(port, index),
      monitorPort: monitorPort === undefined ? undefined : portOf(monitorPort, index),
    };
    if (count === 1) return { name, ...own, storeDir, logFile, config: NATS_CONFIG, env: {} };
    const others = Array.from({ length: count }, (_, other) => other).filter((other) => other !== index);
    return {
      name,
      ...own,
      storeDir: path.join(storeDir, name),
      logFile: logOf(name),
      config: NATS_CLUSTER_CONFIG,
      env: {
        NATS_SERVER_NAME: name,
        NATS_CLUSTER_LISTEN: `127.0.0.1:${portOf(clusterPort, index)}`,
        NATS_CLUSTER_PASSWORD: password,
        NATS_CLUSTER_ROUTES: `[${others.map(route).join(', ')}]`,
      },
    };
  });
}

/** One nats-server process that can be killed and started again on the same store (a node of the cluster). */
function natsNode(plan, users) {
  const url = `nats://127.0.0.1:${plan.port}`;
  const monitorUrl = plan.monitorPort ? `http://127.0.0.1:${plan.monitorPort}` : undefined;
  let child;
  let exited = Promise.resolve();
  const log = createWriteStream(plan.logFile, { flags: 'a' });
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  /** True once the node takes clients and, where it has a monitoring endpoint, its JetStream is current. */
  const ready = async () => {
    if (!(await portAnswers(plan.port))) return false;
    if (!monitorUrl) return true;
    const health = await fetch(`${monitorUrl}/healthz`, { signal: AbortSignal.timeout(1000) }).catch(() => undefined);
    // An unread body keeps its connection open after the server has gone, and the test runner with it.
    await health?.body?.cancel();
    return health?.ok === true;
  };

  const node = {
    name: plan.name,
    url,
    monitorUrl,
    /** Starts the node (again) on its store and waits until it is up; `current` also until its JetStream caught up. */
    async start({ current = true } = {}) {
      if (running()) return;
      mkdirSync(plan.storeDir, { recursive: true });
      if (await portAnswers(plan.port))
        throw new Error(`Port ${plan.port} is taken: NATS for ClassHub needs it (set another with NATS_PORT)`);
      child = spawn(
        NATS_SERVER_BINARY,
        [
          ...['-c', plan.config, '-a', '127.0.0.1', '-p', String(plan.port), '-js', '-sd', plan.storeDir],
          // The monitoring endpoint listens on the same loopback address (-a).
          ...(plan.monitorPort ? ['-m', String(plan.monitorPort)] : []),
        ],
        { env: { ...process.env, ...natsServerEnv(users), ...plan.env }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      const started = child;
      exited = new Promise((resolve) => started.once('exit', resolve));
      started.once('error', (error) => log.write(`could not start ${NATS_SERVER_BINARY}: ${error.message}\n`));
      const deadline = Date.now() + NODE_START_TIMEOUT_MS;
      while (!(current ? await ready() : await portAnswers(plan.port))) {
        if (!running() || Date.now() > deadline) {
          started.kill('SIGKILL');
          throw new Error(
            `nats-server ${plan.name} did not start on port ${plan.port} (is Debian's nats-server installed at ${NATS_SERVER_BINARY}?); see ${plan.logFile}`,
          );
        }
        await sleep(100);
      }
    },
    /** Kills the node with `signal` (SIGKILL: a crash) and waits until it is gone; its store stays for start(). */
    async kill(signal = 'SIGKILL') {
      if (running()) child.kill(signal);
      await exited;
    },
    /** Stops the node cleanly (SIGTERM). */
    stop: () => node.kill('SIGTERM'),
    /** Closes its log once it is stopped for good. */
    close: () => new Promise((resolve) => log.end(resolve)),
  };
  return node;
}

/**
 * Starts `nodes` nats-servers (1, or 3 for a JetStream cluster) on loopback with JetStream, and creates the event and
 * dead-letter streams of `namespace` as the setup user, with `streamLimits` (else those of the environment) and as
 * many replicas as nodes. Node i (from 0) listens on `port` + i, serves monitoring on `monitorPort` + i (when given)
 * and takes routes on `clusterPort` + i (default `port` + 2000 + i); each may also be a list of one port per node. One
 * node stores its streams in `storeDir`, a cluster's nodes each in `storeDir/<node>`. `url` and `monitorUrl` list
 * every node, comma-separated.
 * @returns {Promise<{ url: string, users: ReturnType<typeof generateNatsUsers>, stop(): Promise<void>, monitorUrl?: string, nodes: Array<{ name: string, url: string, monitorUrl?: string, kill(signal?: string): Promise<void>, start(): Promise<void> }>, streamLeader(stream: string): Promise<string | undefined> }>}
 */
export async function startNatsServer({
  port,
  monitorPort,
  clusterPort,
  nodes: count = 1,
  storeDir,
  logFile,
  namespace,
  streamLimits,
}) {
  if (![1, 3].includes(count)) throw new Error(`NATS runs as 1 node or a cluster of 3, not ${count}`);
  const users = generateNatsUsers();
  const plans = natsNodePlans({
    count,
    port,
    monitorPort,
    clusterPort: clusterPort ?? (Array.isArray(port) ? undefined : port + 2000),
    storeDir,
    logFile,
  });
  const nodes = plans.map((plan) => natsNode(plan, users));
  const url = nodes.map((node) => node.url).join(',');
  let admin;
  const stop = async () => {
    await admin?.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await Promise.all(nodes.map((node) => node.close()));
  };
  try {
    // A cluster node is current only once the others are up: start them all, then wait.
    await Promise.all(nodes.map((node) => node.start({ current: count === 1 })));
    const limits = { ...(streamLimits ?? (await streamLimitsFromEnv())), replicas: count };
    await untilClusterReady(() => createEventStream(url, users.setup.seed, namespace, limits), count);
  } catch (error) {
    await stop();
    throw error;
  }
  /**
   * The name of the node leading `stream` now (JetStream's stream info, `cluster.leader`), asked as the setup user;
   * by default the namespace's event stream.
   */
  const streamLeader = async (stream) => {
    admin ??= await setupManager(url, users.setup.seed);
    const info = await admin.jsm.streams.info(stream ?? (await nestKitEvents()).eventStreamName(namespace));
    return info.cluster?.leader;
  };
  // Every node's monitoring endpoint, as the gateway's NATS_MONITOR_URL lists them (it reads each figure from its leader).
  const monitorUrl = nodes[0].monitorUrl && nodes.map((node) => node.monitorUrl).join(',');
  return { url, users, stop, monitorUrl, nodes, streamLeader };
}

/** Runs `attempt` until it succeeds; a cluster still electing its JetStream leader refuses it for a moment. */
async function untilClusterReady(attempt, count) {
  const deadline = Date.now() + (count > 1 ? CLUSTER_READY_TIMEOUT_MS : 0);
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await sleep(250);
    }
  }
}

/** nest-kit's stream definitions, from its build. */
const nestKitEvents = () => import(pathToFileURL(path.join(ROOT, 'libs/nest-kit/dist/events/event-stream.js')).href);

/** The setup user's JetStream manager on `url` (one URL or a comma-separated list). */
async function setupManager(url, setupSeed) {
  const [{ connect, nkeyAuthenticator }, { jetstreamManager }, { natsInboxPrefix, natsServerUrls }] = await Promise.all(
    [import('@nats-io/transport-node'), import('@nats-io/jetstream'), import('@classhub/contracts')],
  );
  const nc = await connect({
    servers: natsServerUrls(url),
    name: 'classhub-setup',
    authenticator: nkeyAuthenticator(new TextEncoder().encode(setupSeed)),
    inboxPrefix: natsInboxPrefix('setup'),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
  });
  try {
    return { jsm: await jetstreamManager(nc), close: () => nc.close() };
  } catch (error) {
    // A cluster still electing its JetStream leader refuses the manager: this connection, which would reconnect for
    // ever, is closed before the caller tries again.
    await nc.close();
    throw error;
  }
}

/**
 * Creates (or brings up to date) the namespace's event stream and every service's dead-letter stream as the setup
 * user (nest-kit's ensureStreams, from its build), with `limits` (nest-kit's EventStreamOptions; by default its
 * documented defaults, or NATS_EVENTS_* / NATS_DLQ_* / NATS_STREAM_REPLICAS read with streamLimitsFromEnv). Services
 * may only look at them. `url` is one URL or a comma-separated list of cluster nodes.
 */
export async function createEventStream(url, setupSeed, namespace, limits = {}) {
  const { ensureStreams } = await nestKitEvents();
  const admin = await setupManager(url, setupSeed);
  try {
    await ensureStreams(admin.jsm, namespace, limits);
  } finally {
    await admin.close();
  }
}

/** The streams' limits and replicas from the environment (NATS_EVENTS_* / NATS_DLQ_* / NATS_STREAM_REPLICAS). */
export async function streamLimitsFromEnv(env = process.env) {
  const limits = await import(pathToFileURL(path.join(ROOT, 'libs/nest-kit/dist/events/stream-limits.js')).href);
  return limits.streamLimitsFromEnv(env);
}

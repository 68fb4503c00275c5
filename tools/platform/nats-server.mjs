// A NATS server of the platform's own, with the repository's configuration (deploy/nats/nats-server.conf): every
// service gets an NKey of its own, generated for this run, and the event stream is created by the setup user before
// any service starts. Used by `npm start`, the e2e suite and the benchmarks that start a platform.
/* global TextDecoder, TextEncoder */
import { nkeys } from '@nats-io/transport-node';
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './paths.mjs';

export const NATS_SERVER_BINARY = process.env.NATS_SERVER_BINARY ?? '/usr/sbin/nats-server';
export const NATS_CONFIG = path.join(ROOT, 'deploy/nats/nats-server.conf');
/** The NATS users the configuration knows: the four services, the setup user and the gateway. */
export const NATS_USERS = ['identity', 'classes', 'payments', 'notifications', 'setup', 'gateway'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

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

/**
 * Starts nats-server on `port` (loopback only, its monitoring endpoint on `monitorPort` when given) with JetStream
 * stored in `storeDir`, and the event and dead-letter
 * streams of `namespace` created by the setup user, with `streamLimits` or else those of the environment.
 * @returns {Promise<{ url: string, users: ReturnType<typeof generateNatsUsers>, child: import('node:child_process').ChildProcess, stop(): Promise<void>, monitorUrl?: string }>}
 */
export async function startNatsServer({ port, monitorPort, storeDir, logFile, namespace, streamLimits }) {
  mkdirSync(storeDir, { recursive: true });
  if (await answers(port))
    throw new Error(`Port ${port} is taken: NATS for ClassHub needs it (set another with NATS_PORT)`);
  const users = generateNatsUsers();
  const child = spawn(
    NATS_SERVER_BINARY,
    [
      ...['-c', NATS_CONFIG, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
      // The monitoring endpoint listens on the same loopback address (-a).
      ...(monitorPort ? ['-m', String(monitorPort)] : []),
    ],
    {
      env: { ...process.env, ...natsServerEnv(users) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('error', (error) => log.write(`could not start ${NATS_SERVER_BINARY}: ${error.message}\n`));

  const deadline = Date.now() + 15_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `nats-server did not start on port ${port} (is Debian's nats-server installed at ${NATS_SERVER_BINARY}?); see ${logFile}`,
      );
    }
    await sleep(100);
  }
  const url = `nats://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await createEventStream(url, users.setup.seed, namespace, streamLimits ?? (await streamLimitsFromEnv()));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, users, child, stop, monitorUrl: monitorPort ? `http://127.0.0.1:${monitorPort}` : undefined };
}

/**
 * Creates (or brings up to date) the namespace's event stream and every service's dead-letter stream as the setup
 * user (nest-kit's ensureStreams, from its build), with `limits` (nest-kit's EventStreamOptions; by default its
 * documented defaults, or NATS_EVENTS_* / NATS_DLQ_* read with streamLimitsFromEnv). Services may only look at them.
 */
export async function createEventStream(url, setupSeed, namespace, limits = {}) {
  const [{ connect, nkeyAuthenticator }, { jetstreamManager }, { ensureStreams }, { natsInboxPrefix }] =
    await Promise.all([
      import('@nats-io/transport-node'),
      import('@nats-io/jetstream'),
      import(pathToFileURL(path.join(ROOT, 'libs/nest-kit/dist/events/event-stream.js')).href),
      import('@classhub/contracts'),
    ]);
  const nc = await connect({
    servers: url,
    name: 'classhub-setup',
    authenticator: nkeyAuthenticator(new TextEncoder().encode(setupSeed)),
    inboxPrefix: natsInboxPrefix('setup'),
  });
  try {
    await ensureStreams(await jetstreamManager(nc), namespace, limits);
  } finally {
    await nc.close();
  }
}

/** The streams' limits from the environment (NATS_EVENTS_* / NATS_DLQ_*, docs/configuration.md). */
export async function streamLimitsFromEnv(env = process.env) {
  const limits = await import(pathToFileURL(path.join(ROOT, 'libs/nest-kit/dist/events/stream-limits.js')).href);
  return limits.streamLimitsFromEnv(env);
}

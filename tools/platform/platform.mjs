// Starts ClassHub's back end (identity, classes, payments) and the gateway from their built output,
// waits until the gateway reports every service healthy, and stops them all on demand.
// Used by `npm start`, `npm run dev` and the e2e suite, so all three run the platform the same way.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const SERVICES = [
  { name: 'identity', dir: 'services/identity', port: 4101, urlVar: 'IDENTITY_URL' },
  { name: 'classes', dir: 'services/classes', port: 4102, urlVar: 'CLASSES_URL' },
  { name: 'payments', dir: 'services/payments', port: 4103, urlVar: 'PAYMENTS_URL' },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A child killed by a signal keeps exitCode null and sets signalCode instead.
const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/**
 * @param {object} options
 * @param {number} [options.gatewayPort]
 * @param {Record<string, number>} [options.servicePorts]  per service name
 * @param {(service: string) => string} [options.databaseUrl]  per service name; default: the service's own default
 * @param {string} [options.natsNamespace]
 * @param {boolean} [options.seed]
 * @param {string} options.logDir
 * @param {Record<string, string>} [options.gatewayEnv]
 * @param {Record<string, Record<string, string>>} [options.serviceEnv]  extra variables per service name
 * @param {string[]} [options.nodeArgs]  e.g. ['--watch'] for dev
 */
export async function startPlatform(options) {
  const { gatewayPort = 3000, servicePorts = {}, natsNamespace, seed = false, logDir, gatewayEnv = {}, nodeArgs = [] } = options;
  mkdirSync(logDir, { recursive: true });
  const children = [];

  const launch = (name, dir, env) => {
    const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, [...nodeArgs, 'dist/main.js'], {
      cwd: path.join(ROOT, dir),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.name = name;
    child.launch = () => launch(name, dir, env);
    children.push(child);
    return child;
  };

  const serviceUrls = Object.fromEntries(
    SERVICES.map((service) => [service.urlVar, `http://127.0.0.1:${servicePorts[service.name] ?? service.port}`]),
  );
  for (const service of SERVICES) {
    const port = servicePorts[service.name] ?? service.port;
    // Every service checks tokens against identity's public keys, wherever identity listens.
    const env = { PORT: String(port), HOST: '127.0.0.1', SEED_DEMO_DATA: String(seed), IDENTITY_JWKS_URL: `${serviceUrls.IDENTITY_URL}/.well-known/jwks.json` };
    if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl(service.name);
    if (natsNamespace) env.NATS_NAMESPACE = natsNamespace;
    launch(service.name, service.dir, { ...env, ...options.serviceEnv?.[service.name] });
  }
  launch('gateway', 'services/gateway', { PORT: String(gatewayPort), ...serviceUrls, ...gatewayEnv });

  const url = `http://localhost:${gatewayPort}`;
  const stop = () => stopAll(children);
  const running = (name) => children.find((child) => child.name === name && isRunning(child));
  /** Stops one service (fault tests); the gateway then answers 503 for it. */
  const stopService = async (name) => {
    const child = running(name);
    if (child) await stopAll([child]);
  };
  /** Starts a stopped service again with the same settings and waits until the platform is healthy. */
  const startService = async (name) => {
    if (running(name)) return;
    const last = children.findLast((child) => child.name === name);
    if (!last) throw new Error(`Unknown service ${name}`);
    last.launch();
    await waitForHealthy(`http://127.0.0.1:${gatewayPort}/health`, children.filter(isRunning), logDir);
  };
  try {
    await waitForHealthy(`http://127.0.0.1:${gatewayPort}/health`, children, logDir);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, stopService, startService, children };
}

async function waitForHealthy(healthUrl, children, logDir, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const dead = children.find((child) => !isRunning(child));
    if (dead) throw new Error(`${dead.name} exited with code ${dead.exitCode}; see ${path.join(logDir, `${dead.name}.log`)}`);
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(3000) });
      last = await response.text();
      if (response.ok) return;
    } catch (error) {
      last = String(error);
    }
    await sleep(500);
  }
  throw new Error(`The platform did not become healthy within ${timeoutMs / 1000} s (last answer: ${last}); logs are in ${logDir}`);
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

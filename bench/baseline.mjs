// What the framework and the gateway cost: the same two reads answered by a raw Fastify + pg server (the floor, see
// support/raw-baseline-server.mjs), by the service directly and through the gateway, in interleaved rounds so a busy
// moment of the machine hits every target alike. Prints req/s, p50 and p99 per round, the medians and the ratios.
// Measures a platform of its own (bench/support/bench-platform.mjs; after `npm run build`), or with --running the one
// `npm start` runs (its addresses overridable below). Loopback only, ROUNDS × 6 targets × DURATION seconds of load.
//   node bench/baseline.mjs [--rounds 3] [--duration 10] [--connections 100] [--running]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { API_PREFIX, ROUTES, routePath } from '@classhub/contracts';
import { assertLoopback, gatewayClient } from '../tools/platform/gateway-client.mjs';
import { benchPlatform } from './support/bench-platform.mjs';
import { printMachineSpeed } from './support/machine-speed.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    running: { type: 'boolean', default: false },
    gateway: { type: 'string', default: 'http://127.0.0.1:3000' },
    classes: { type: 'string', default: 'http://127.0.0.1:4102' },
    payments: { type: 'string', default: 'http://127.0.0.1:4103' },
    identity: { type: 'string', default: 'http://127.0.0.1:4101' },
    database: { type: 'string', default: process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const ROUNDS = Number(options.rounds);
const DURATION = Number(options.duration);
const CONNECTIONS = Number(options.connections);
if (!(ROUNDS >= 1 && ROUNDS <= 9 && DURATION >= 1 && DURATION <= 60 && CONNECTIONS >= 1 && CONNECTIONS <= 500)) {
  throw new Error('rounds 1–9, duration 1–60 s, connections 1–500');
}

/** The databases of the platform `npm start` runs, by service. */
const runningDatabaseUrl = (service) => {
  const url = new URL(options.database);
  url.pathname = `/classhub_${service}`;
  return url.toString();
};

printMachineSpeed();
const platform = await benchPlatform(
  'baseline',
  options.running
    ? {
        gateway: assertLoopback(options.gateway),
        services: { classes: assertLoopback(options.classes), payments: assertLoopback(options.payments), identity: assertLoopback(options.identity) },
        databaseUrl: runningDatabaseUrl,
      }
    : undefined,
);
const { gateway, databaseUrl } = platform;
const { classes, payments, identity } = platform.services;

/** Starts the raw server as its own process (its own event loop, like a service) and answers its URL. */
async function startRawServer() {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'support/raw-baseline-server.mjs')], {
    env: {
      ...process.env,
      CLASSES_DATABASE_URL: databaseUrl('classes'),
      PAYMENTS_DATABASE_URL: databaseUrl('payments'),
      JWKS_URL: `${identity}/.well-known/jwks.json`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the raw server exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      const match = /listening (\S+)/.exec(String(chunk));
      if (match) resolve(match[1]);
    });
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

async function measure(url, headers) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests of ${result.requests.total}`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let raw;
let succeeded = false;
try {
  const student = await gatewayClient(gateway).signIn('student1@classhub.test');
  raw = await startRawServer();
  const auth = { authorization: `Bearer ${student.token}` };
  const catalogPath = ROUTES.listApprovedClasses.path;
  const selectedPath = routePath(ROUTES.listSelectedClasses, { email: student.email });
  const reads = [
    {
      name: 'GET approvedclass (public)',
      targets: [
        ['raw', `${raw.url}${catalogPath}`],
        ['service', `${classes}${catalogPath}`],
        ['gateway', `${gateway}${API_PREFIX}${catalogPath}`],
      ],
    },
    {
      name: 'GET selected/{email} (authenticated)',
      headers: auth,
      targets: [
        ['raw', `${raw.url}${selectedPath}`],
        ['service', `${payments}${selectedPath}`],
        ['gateway', `${gateway}${API_PREFIX}${selectedPath}`],
      ],
    },
  ];

  console.log(`${ROUNDS} interleaved rounds, ${CONNECTIONS} connections, ${DURATION} s per target`);
  const samples = new Map();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const read of reads) {
      for (const [target, url] of read.targets) {
        const figures = await measure(url, read.headers);
        const key = `${read.name}|${target}`;
        samples.set(key, [...(samples.get(key) ?? []), figures]);
        console.log(
          `round ${round}  ${read.name.padEnd(38)} ${target.padEnd(8)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms`,
        );
      }
    }
  }

  console.log('\nmedian of the rounds');
  for (const read of reads) {
    const medians = Object.fromEntries(
      read.targets.map(([target]) => {
        const runs = samples.get(`${read.name}|${target}`);
        return [target, { rps: median(runs.map((run) => run.rps)), p50: median(runs.map((run) => run.p50)), p99: median(runs.map((run) => run.p99)) }];
      }),
    );
    for (const [target, figures] of Object.entries(medians)) {
      console.log(`${read.name.padEnd(38)} ${target.padEnd(8)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms`);
    }
    console.log(
      `${read.name.padEnd(38)} service/raw ${(medians.service.rps / medians.raw.rps).toFixed(2)}×  gateway/service ${(medians.gateway.rps / medians.service.rps).toFixed(2)}×  gateway p99 ${medians.gateway.p99} ms\n`,
    );
  }
  succeeded = true;
} finally {
  raw?.stop();
  await platform.remove(succeeded);
}

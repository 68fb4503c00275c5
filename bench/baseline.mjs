// What the framework and the gateway cost: two reads, each answered by the floor (node:http replaying the service's
// bytes from memory: support/floor-server.mjs), by a raw Fastify + pg server doing the service's work with the
// service's caches (support/raw-baseline-server.mjs), by the service directly and through the gateway; each without
// Accept-Encoding and with a browser's, in interleaved rounds so a busy moment of the machine hits every target alike.
// The cart read is a fresh student's with three classes in it. After an uncounted second of load on each target,
// prints req/s, p50, p99, bytes per answer and the CPU µs per request of each server process involved (from /proc),
// the medians and the ratios. Measures a platform of its own (bench/support/bench-platform.mjs; after
// `npm run build`), or with --running the one `npm start` runs (its addresses overridable below; a student is
// registered there). Loopback only, ROUNDS × 16 runs × DURATION seconds of load.
// --targets measures some of floor, raw, service and gateway only (e.g. service,gateway for what tracing costs:
// docs/tracing.md).
//   node bench/baseline.mjs [--rounds 3] [--duration 10] [--connections 100] [--running] [--targets service,gateway]
/* global Buffer */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_PREFIX, ROUTES, routePath } from '@classhub/contracts';
import { assertLoopback, gatewayClient } from '../tools/platform/gateway-client.mjs';
import { benchPlatform } from './support/bench-platform.mjs';
import { printMachineSpeed } from './support/machine-speed.mjs';
import { measure } from './support/measure.mjs';
import { startServerProcess } from './support/server-process.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    running: { type: 'boolean', default: false },
    targets: { type: 'string', default: 'floor,raw,service,gateway' },
    gateway: { type: 'string', default: 'http://127.0.0.1:3000' },
    classes: { type: 'string', default: 'http://127.0.0.1:4102' },
    payments: { type: 'string', default: 'http://127.0.0.1:4103' },
    identity: { type: 'string', default: 'http://127.0.0.1:4101' },
    database: {
      type: 'string',
      default: process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const ROUNDS = Number(options.rounds);
const LOAD = { duration: Number(options.duration), connections: Number(options.connections) };
if (!(
  ROUNDS >= 1 &&
  ROUNDS <= 9 &&
  LOAD.duration >= 1 &&
  LOAD.duration <= 60 &&
  LOAD.connections >= 1 &&
  LOAD.connections <= 500
)) {
  throw new Error('rounds 1–9, duration 1–60 s, connections 1–500');
}
const TARGETS = new Set(options.targets.split(','));
const CART_ITEMS = 3;
const ENCODINGS = [
  ['no Accept-Encoding', {}],
  ['browser Accept-Encoding', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
];
// Headers about the connection or the moment, not the answer: the floor sets its own.
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'date', 'content-length', 'transfer-encoding']);

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
        services: {
          classes: assertLoopback(options.classes),
          payments: assertLoopback(options.payments),
          identity: assertLoopback(options.identity),
        },
        databaseUrl: runningDatabaseUrl,
      }
    : undefined,
);
const { gateway, databaseUrl, pidOf } = platform;
const { classes, payments, identity } = platform.services;
const api = gatewayClient(gateway);

/** A new student with the first CART_ITEMS approved classes that have seats in the cart, so the cart read has items. */
async function studentWithCart() {
  const student = await api.registerStudent('bench');
  const catalogue = await api.call(ROUTES.listApprovedClasses);
  const open = catalogue.body.filter((cls) => cls.availableSeats > 0).slice(0, CART_ITEMS);
  if (open.length < CART_ITEMS) throw new Error(`only ${open.length} approved classes with seats`);
  for (const cls of open) await api.selectForAll([student], cls._id);
  return student;
}

/** The service's answer (headers and bytes), which the floor repeats. */
async function answerOf(url, headers) {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { headers: Object.fromEntries([...response.headers].filter(([name]) => !NOT_REPLAYED.has(name))), body };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuText = (cpu) =>
  Object.entries(cpu)
    .map(([name, micros]) => `${name} ${Number.isNaN(micros) ? '?' : micros.toFixed(0)}`)
    .join(' + ');
const row = (target, figures) =>
  `${target.padEnd(8)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ` +
  `${figures.bytes.toFixed(0).padStart(6)} B/answer  CPU µs/req ${cpuText(figures.cpu)}`;

const servers = [];
let succeeded = false;
try {
  const student = await studentWithCart();
  const auth = { authorization: `Bearer ${student.token}` };
  const catalogPath = ROUTES.listApprovedClasses.path;
  const selectedPath = routePath(ROUTES.listSelectedClasses, { email: student.email });
  const catalogAnswer = await answerOf(`${classes}${catalogPath}`);
  const cartAnswer = await answerOf(`${payments}${selectedPath}`, auth);
  for (const [name, answer] of [
    ['catalogue', catalogAnswer],
    ['cart', cartAnswer],
  ]) {
    console.log(`${name}: ${JSON.parse(answer.body).length} items, ${answer.body.length} B of JSON`);
  }

  const edgeHeaders = Object.fromEntries(
    Object.entries(catalogAnswer.headers).filter(([name]) => name.startsWith('surrogate-')),
  );
  const raw = TARGETS.has('raw')
    ? await startServerProcess(path.join(import.meta.dirname, 'support/raw-baseline-server.mjs'), {
        env: {
          CLASSES_DATABASE_URL: databaseUrl('classes'),
          PAYMENTS_DATABASE_URL: databaseUrl('payments'),
          JWKS_URL: `${identity}/.well-known/jwks.json`,
          EDGE_HEADERS: JSON.stringify(edgeHeaders),
        },
      })
    : undefined;
  if (raw) servers.push(raw);
  const answers = [
    [catalogPath, catalogAnswer],
    [selectedPath, cartAnswer],
  ].map(([answerPath, { headers, body }]) => ({ path: answerPath, headers, body: body.toString('base64') }));
  const floor = await startServerProcess(path.join(import.meta.dirname, 'support/floor-server.mjs'), {
    message: { answers },
  });
  servers.push(floor);
  for (const [url, headers, expected] of raw
    ? [
        [`${raw.url}${catalogPath}`, {}, catalogAnswer],
        [`${raw.url}${selectedPath}`, auth, cartAnswer],
      ]
    : []) {
    if (!(await answerOf(url, headers)).body.equals(expected.body))
      throw new Error(`${url} does not answer the service's bytes`);
  }

  const targetsOf = (routePathText, service) =>
    [
      { name: 'floor', url: `${floor.url}${routePathText}`, processes: [['floor', floor.pid]] },
      { name: 'raw', url: `${raw?.url}${routePathText}`, processes: [['raw', raw?.pid]] },
      { name: 'service', url: `${platform.services[service]}${routePathText}`, processes: [[service, pidOf(service)]] },
      {
        name: 'gateway',
        url: `${gateway}${API_PREFIX}${routePathText}`,
        processes: [
          ['gateway', pidOf('gateway')],
          [service, pidOf(service)],
        ],
      },
    ].filter((target) => TARGETS.has(target.name));
  const reads = [
    { name: 'GET approvedclass (public)', targets: targetsOf(catalogPath, 'classes') },
    { name: 'GET selected/{email} (authenticated)', headers: auth, targets: targetsOf(selectedPath, 'payments') },
  ];
  if (reads.some((read) => read.targets.some((target) => target.processes.some(([, pid]) => !pid)))) {
    console.log('note: a process id was not found (ss -ltnp), its CPU shows as ?');
  }

  // Each target's first load pays for code being compiled, connections opened, statements prepared: not counted.
  for (const read of reads) {
    for (const target of read.targets) await measure({ ...target, headers: read.headers }, { ...LOAD, duration: 1 });
  }
  console.log(
    `${ROUNDS} interleaved rounds, ${LOAD.connections} connections, ${LOAD.duration} s per target; CPU µs/req of each server process, then of this one (the load)`,
  );
  const samples = new Map();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const read of reads) {
      for (const [encoding, encodingHeaders] of ENCODINGS) {
        for (const target of read.targets) {
          const figures = await measure({ ...target, headers: { ...read.headers, ...encodingHeaders } }, LOAD);
          const key = `${read.name}|${encoding}|${target.name}`;
          samples.set(key, [...(samples.get(key) ?? []), figures]);
          console.log(
            `round ${round}  ${read.name}, ${encoding}  ${row(target.name, figures)}; load ${figures.clientCpu.toFixed(0)}`,
          );
        }
      }
    }
  }

  console.log('\nmedian of the rounds');
  for (const read of reads) {
    for (const [encoding] of ENCODINGS) {
      const medians = Object.fromEntries(
        read.targets.map(({ name }) => {
          const runs = samples.get(`${read.name}|${encoding}|${name}`);
          const of = (pick) => median(runs.map(pick));
          const cpu = Object.fromEntries(
            Object.keys(runs[0].cpu).map((process) => [process, of((run) => run.cpu[process])]),
          );
          return [
            name,
            {
              rps: of((run) => run.rps),
              p50: of((run) => run.p50),
              p99: of((run) => run.p99),
              bytes: of((run) => run.bytes),
              cpu,
            },
          ];
        }),
      );
      console.log(`${read.name}, ${encoding}`);
      for (const [target, figures] of Object.entries(medians)) console.log(`  ${row(target, figures)}`);
      const ownCpu = (target) => Object.values(medians[target].cpu)[0];
      if (medians.raw && medians.gateway)
        console.log(
          `  service/raw ${(medians.service.rps / medians.raw.rps).toFixed(2)}× req/s, ${(ownCpu('service') / ownCpu('raw')).toFixed(2)}× CPU per request;` +
            `  gateway/service ${(medians.gateway.rps / medians.service.rps).toFixed(2)}× req/s\n`,
        );
    }
  }
  succeeded = true;
} finally {
  for (const server of servers) server.stop();
  await platform.remove(succeeded);
}

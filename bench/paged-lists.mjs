// The admins' and instructors' long lists at scale (decision 0044): 10 000 users and 2 000 classes of generated data
// are written straight into the databases of a platform of its own (one INSERT … SELECT generate_series each, then
// ANALYZE), and each list's first page is asked through the gateway, signed in as the demo admin (or instructor):
// plain, with a search, with a filter, and a search that matches nothing (every row looked at). After WARMUP uncounted
// requests per list, REQUESTS sequential ones (the lists taking turns) give the median and the p95 of the whole answer
// (headers and body, as a browser waits for it). Prints PostgreSQL's EXPLAIN ANALYZE times of the searches too: an index is only worth adding
// where they are a real share of the answer. Fails when a first page's median is not under 100 ms.
//   node bench/paged-lists.mjs [--requests 50] [--running http://127.0.0.1:3000 --database postgres://…]
/* global performance */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { API_PREFIX } from '@classhub/contracts';
import { assertLoopback, gatewayClient } from '../tools/platform/gateway-client.mjs';
import { benchPlatform } from './support/bench-platform.mjs';
import { printMachineSpeed } from './support/machine-speed.mjs';

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '50' },
    running: { type: 'string' },
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
  },
});
const REQUESTS = Number(options.requests);
if (!(Number.isInteger(REQUESTS) && REQUESTS >= 10 && REQUESTS <= 1000)) throw new Error('requests: 10–1000');
const WARMUP = 10;
const USERS = 10_000;
const CLASSES = 2_000;
const LIMIT_MS = 100;
const INSTRUCTOR = { email: 'instructor1@classhub.test', name: 'Amelia Hart' };

// Three users or classes share each creation instant, so the id's tie-break is part of every page read.
const GENERATED_USERS = `
  INSERT INTO users (name, email, role, join_year, created_at)
  SELECT 'Bench ' || (ARRAY['Ada','Grace','Alan','Edsger','Barbara','Donald','Frances','Ken'])[1 + i % 8] || ' ' || i,
         'bench.user' || i || '@bench.test',
         CASE WHEN i % 100 = 0 THEN 'admin' WHEN i % 7 = 0 THEN 'instructor' ELSE 'student' END,
         2020 + i % 6,
         now() - make_interval(mins => i / 3)
  FROM generate_series(1, ${USERS}) AS i`;
const GENERATED_CLASSES = `
  INSERT INTO classes (class_name, class_image, instructor_name, instructor_email, available_seats, price_cents, status,
                       created_at)
  SELECT (ARRAY['Watercolour','Pottery','Guitar','Chess','Python','Yoga','Baking','Spanish'])[1 + i % 8] || ' class ' || i,
         '/api/media/classes/piano.svg',
         CASE WHEN i % 10 = 0 THEN $1 ELSE 'Bench Teacher ' || i % 300 END,
         CASE WHEN i % 10 = 0 THEN $2 ELSE 'bench.teacher' || i % 300 || '@bench.test' END,
         5 + i % 20, 1000 + i % 5000,
         (ARRAY['pending','approved','approved','denied'])[1 + i % 4],
         now() - make_interval(mins => i / 3)
  FROM generate_series(1, ${CLASSES}) AS i`;

async function withDatabase(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL's own execution time of `sql`, in ms. */
async function executionMs(client, sql, values) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, values);
  return rows[0]['QUERY PLAN'][0]['Execution Time'];
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** One GET of `path` as `token`'s holder: the ms until the whole body is read, and the body. */
async function timedGet(gateway, token, path) {
  const started = performance.now();
  const answer = await fetch(`${gateway}${API_PREFIX}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await answer.json();
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

/**
 * Median and p95 (ms) of each case's REQUESTS GETs, after WARMUP uncounted ones, and its page's rows and total. The
 * cases take turns, one request each, so a busy moment of the machine hits every case alike.
 */
async function timeLists(gateway, cases) {
  for (let i = 0; i < WARMUP; i += 1) for (const [, caller, path] of cases) await timedGet(gateway, caller.token, path);
  const times = cases.map(() => []);
  const bodies = [];
  for (let i = 0; i < REQUESTS; i += 1)
    for (const [index, [, caller, path]] of cases.entries()) {
      const { ms, body } = await timedGet(gateway, caller.token, path);
      times[index].push(ms);
      bodies[index] = body;
    }
  return cases.map(([name], index) => {
    const sorted = times[index].sort((a, b) => a - b);
    const body = bodies[index];
    const rows = Array.isArray(body) ? body.length : body.items.length;
    return { name, median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), rows, total: body.total ?? rows };
  });
}

printMachineSpeed();
const platform = await benchPlatform(
  'paged_lists',
  options.running
    ? {
        gateway: assertLoopback(options.running),
        databaseUrl: (service) => `${options.database}/classhub_${service}`,
      }
    : undefined,
);
let succeeded = false;
try {
  const { signIn } = gatewayClient(platform.gateway, { mailUrl: platform.mailUrl });
  const started = performance.now();
  await withDatabase(platform.databaseUrl('identity'), async (client) => {
    await client.query(GENERATED_USERS);
    await client.query('ANALYZE users');
  });
  await withDatabase(platform.databaseUrl('classes'), async (client) => {
    await client.query(GENERATED_CLASSES, [INSTRUCTOR.name, INSTRUCTOR.email]);
    await client.query('ANALYZE classes');
  });
  console.log(
    `${USERS} users and ${CLASSES} classes written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const admin = await signIn('admin@classhub.test');
  const instructor = await signIn(INSTRUCTOR.email);
  const cases = [
    ['Manage Users, first page', admin, '/users?page=1&pageSize=20'],
    ['Manage Users, search "grace 7"', admin, '/users?q=grace%207&page=1&pageSize=20'],
    ['Manage Users, role instructor', admin, '/users?role=instructor&page=1&pageSize=20'],
    ['Manage Users, search matching nobody', admin, '/users?q=nobody-at-all&page=1&pageSize=20'],
    ['Manage Users, page 400 (past the end)', admin, '/users?page=400&pageSize=100'],
    ['Manage Classes, first page', admin, '/classes?page=1&pageSize=12'],
    ['Manage Classes, status pending', admin, '/classes?status=pending&page=1&pageSize=12'],
    ['Manage Classes, search "pottery"', admin, '/classes?q=pottery&page=1&pageSize=12'],
    ['Manage Classes, search + status', admin, '/classes?q=teacher%2042&status=approved&page=1&pageSize=12'],
    ['My Classes (instructor), status approved', instructor, `/classes/${INSTRUCTOR.email}?status=approved`],
  ];
  const results = await timeLists(platform.gateway, cases);
  // Not a first page: the spec's whole array, for comparison.
  const [whole] = await timeLists(platform.gateway, [['whole', admin, '/users']]);

  const searchPlans = await withDatabase(platform.databaseUrl('identity'), async (client) => ({
    page: await executionMs(
      client,
      `SELECT * FROM users WHERE name ILIKE $1 OR email ILIKE $1 ORDER BY created_at, id LIMIT 20`,
      ['%nobody-at-all%'],
    ),
    count: await executionMs(client, `SELECT count(*) FROM users WHERE name ILIKE $1 OR email ILIKE $1`, [
      '%nobody-at-all%',
    ]),
  }));

  console.log(`\nFirst pages through the gateway, ${REQUESTS} sequential requests each after ${WARMUP} warm-up ones:`);
  console.log(
    'list'.padEnd(44),
    'median ms'.padStart(10),
    'p95 ms'.padStart(8),
    'rows'.padStart(6),
    'total'.padStart(7),
  );
  for (const { name, median, p95, rows, total } of results)
    console.log(
      name.padEnd(44),
      median.toFixed(1).padStart(10),
      p95.toFixed(1).padStart(8),
      String(rows).padStart(6),
      String(total).padStart(7),
    );
  console.log(
    `${'(whole GET /users, not a page)'.padEnd(44)} ${whole.median.toFixed(1).padStart(10)} ${whole.p95
      .toFixed(1)
      .padStart(8)} ${String(whole.rows).padStart(6)}`,
  );
  console.log(
    `\nPostgreSQL, a search matching nobody among ${USERS} users (sequential scan): page ${searchPlans.page.toFixed(
      1,
    )} ms, count ${searchPlans.count.toFixed(1)} ms`,
  );
  const slow = results.filter(({ median }) => median >= LIMIT_MS);
  if (slow.length > 0) {
    console.error(`FAILED: ${slow.map(({ name }) => name).join(', ')}: median at or over ${LIMIT_MS} ms`);
    process.exitCode = 1;
  } else {
    console.log(`Every first page under ${LIMIT_MS} ms (median).`);
    succeeded = true;
  }
} finally {
  await platform.remove(succeeded);
}

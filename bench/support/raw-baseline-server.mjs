// What the services are measured against: plain Fastify and `pg`, no Nest, answering two of their routes with the
// same SQL, the same mapping to JSON, the same answers and the same caches, so service/raw is the framework's cost
// and not caching against no caching. What it keeps, as the services keep it:
// - the catalogue (classes' CatalogCache): each query form's answer serialized once with its ETag (nest-kit's own
//   LoadingCache and toCachedJson, 256 entries, keyed by the parsed query), emptied on every notification of
//   `classes_catalog_changed`, answered by nest-kit's replyCachedJson (304 on a matching If-None-Match) with the edge
//   headers the service sent (EDGE_HEADERS);
// - the caller (nest-kit's AuthGuard): tokens verified once and remembered until they expire (nest-kit's own
//   AccessTokenVerifier), roles remembered per user until `user_roles_changed` (UserRolesResolver: 10 000 users),
//   read on a miss by the same named prepared statement;
// - the cart (payments' SelectionsService): read every time by a named prepared statement, as the service does.
// Left out: the services' access log line and input check, which are part of what the ratio measures.
// Started by bench/baseline.mjs (support/server-process.mjs); tells its URL over IPC. Loopback only.
import Fastify from 'fastify';
import { createRemoteJWKSet } from 'jose';
import pg from 'pg';
import { approvedClassesQuerySchema, nextSession, normalizeEmail, ratingAverageOf } from '@classhub/contracts';
import {
  AccessTokenVerifier,
  bearerToken,
  DEFAULT_MAX_TOKEN_LIFETIME_SECONDS,
} from '../../libs/nest-kit/dist/auth/access-token.verifier.js';
import { toCachedJson } from '../../libs/nest-kit/dist/caching/cached-json.js';
import { PUBLIC_CATALOGUE_CACHE_CONTROL, replyCachedJson } from '../../libs/nest-kit/dist/caching/conditional-reply.js';
import { LoadingCache } from '../../libs/nest-kit/dist/caching/loading-cache.js';
import { reportListening } from './server-process.mjs';

// The services' pool size (nest-kit DEFAULT_POOL_LIMITS).
const POOL_SIZE = 10;
const classesDb = new pg.Pool({
  connectionString: process.env.CLASSES_DATABASE_URL,
  max: POOL_SIZE,
  idleTimeoutMillis: 0,
});
const paymentsDb = new pg.Pool({
  connectionString: process.env.PAYMENTS_DATABASE_URL,
  max: POOL_SIZE,
  idleTimeoutMillis: 0,
});
const JWKS_COOLDOWN_MS = 30_000;
const tokens = new AccessTokenVerifier(
  createRemoteJWKSet(new URL(process.env.JWKS_URL), { cooldownDuration: JWKS_COOLDOWN_MS }),
  DEFAULT_MAX_TOKEN_LIFETIME_SECONDS,
);
const edgeHeaders = JSON.parse(process.env.EDGE_HEADERS ?? '{}');
const catalogue = new LoadingCache(256);
const roles = new LoadingCache(10_000);

/** Empties `cache` on every notification of `channel`, as nest-kit's NotifiedCache does. */
async function emptyOnChange(url, channel, cache) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on('notification', () => cache.invalidate());
  await client.query(`LISTEN ${channel}`);
  return client;
}
const listeners = await Promise.all([
  emptyOnChange(process.env.CLASSES_DATABASE_URL, 'classes_catalog_changed', catalogue),
  emptyOnChange(process.env.PAYMENTS_DATABASE_URL, 'user_roles_changed', roles),
]);

const ROLE_OF = {
  name: 'user_roles_role_of',
  text: 'select "role" from "user_roles" where "user_roles"."user_id" = $1 limit 1',
};
const CART_OF = {
  name: 'selections_cart_of_student',
  text: `select s.id, s.student_id, s.student_email, s.student_name, s.class_id, s.created_at, l.class_name, l.class_image,
           l.instructor_name, l.instructor_email, l.status, l.available_seats, l.enrolled, l.price_cents, l.occurred_at
         from selections s inner join class_listings l on l.class_id = s.class_id
         where s.student_id = $1 order by s.created_at asc, s.id asc`,
};

// classes' toPublicClassDto: spec field names, price in dollars, no feedback.
// classes' toPublicClassDto: the card's figures, its rating, its description and schedule (decisions 0040, 0043).
const toPublicClass = (row, sessions) => {
  const next = nextSession(sessions);
  return {
    _id: row.id,
    className: row.class_name,
    classImage: row.class_image,
    instructorName: row.instructor_name,
    instructorEmail: row.instructor_email,
    availableSeats: row.available_seats,
    price: row.price_cents / 100,
    enrolled: row.enrolled,
    status: row.status,
    ratingAverage: ratingAverageOf(row.rating_count, row.rating_total),
    ratingCount: row.rating_count,
    description: row.description,
    learningOutcomes: row.learning_outcomes,
    timeZone: row.time_zone,
    sessions,
    ...(row.starts_at ? { startsAt: row.starts_at.toISOString() } : {}),
    ...(row.ends_at ? { endsAt: row.ends_at.toISOString() } : {}),
    ...(next ? { nextSessionAt: next.startsAt } : {}),
  };
};

// payments' toSelectedClassDto.
const toSelectedClass = (row) => ({
  _id: row.id,
  classId: row.class_id,
  classImage: row.class_image,
  className: row.class_name,
  availableSeats: row.available_seats,
  enrolled: row.enrolled,
  price: row.price_cents / 100,
  instructorName: row.instructor_name,
  instructorEmail: row.instructor_email,
  status: row.status,
  email: row.student_email,
  name: row.student_name,
});

/**
 * The plain list only (no page, search or sort), the form the benchmark reads: approved classes not cancelled and not
 * over, then their sessions in one more query, as classes' loadApproved and withSessions do.
 */
async function loadApproved() {
  const { rows } = await classesDb.query(
    `select * from "classes" where "status" = $1 and "cancelled_at" is null and ("ends_at" is null or "ends_at" > now())
     order by enrolled desc, created_at asc, id asc`,
    ['approved'],
  );
  const sessions = new Map();
  const { rows: sessionRows } = await classesDb.query(
    'select class_id, starts_at, duration_minutes from class_sessions where class_id = any($1) order by class_id, starts_at',
    [rows.map((row) => row.id)],
  );
  for (const row of sessionRows) {
    const list = sessions.get(row.class_id) ?? [];
    list.push({ startsAt: row.starts_at.toISOString(), durationMinutes: row.duration_minutes });
    sessions.set(row.class_id, list);
  }
  return toCachedJson(rows.map((row) => toPublicClass(row, sessions.get(row.id) ?? [])));
}

// The services' limit: emails travel as path parameters.
const app = Fastify({ logger: false, routerOptions: { maxParamLength: 320 } });

app.get('/approvedclass', (request, reply) => {
  const query = approvedClassesQuerySchema.parse(request.query);
  return catalogue
    .get(`approved:${JSON.stringify(query)}`, loadApproved)
    .then((json) => replyCachedJson(request, reply, json, PUBLIC_CATALOGUE_CACHE_CONTROL, edgeHeaders));
});

app.get('/selected/:email', async (request, reply) => {
  const token = bearerToken(request.headers.authorization);
  if (!token) return reply.code(401).send({ message: 'Unauthorized' });
  let claims;
  try {
    claims = await tokens.verify(token);
  } catch {
    return reply.code(401).send({ message: 'Unauthorized' });
  }
  await roles.get(
    claims.sub,
    async () => (await paymentsDb.query({ ...ROLE_OF, values: [claims.sub] })).rows[0]?.role ?? 'student',
  );
  if (normalizeEmail(request.params.email) !== claims.email) return reply.code(403).send({ message: 'Forbidden' });
  const { rows } = await paymentsDb.query({ ...CART_OF, values: [claims.sub] });
  return rows.map(toSelectedClass);
});

reportListening(await app.listen({ host: '127.0.0.1', port: 0 }));

const stop = async () => {
  await app.close();
  await Promise.all([classesDb.end(), paymentsDb.end(), ...listeners.map((client) => client.end())]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

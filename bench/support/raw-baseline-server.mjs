// The floor the services are measured against: plain Fastify and `pg`, no framework, answering two of the services'
// routes with the same SQL and the same mapping to JSON. It keeps the guarantees that cost time on the real routes
// (the access token's ES256 signature, the caller's role read from the database) and drops everything else.
// Started by bench/baseline.mjs; prints `listening <url>` when ready. Loopback only.
//   CLASSES_DATABASE_URL=… PAYMENTS_DATABASE_URL=… JWKS_URL=… node bench/support/raw-baseline-server.mjs
import Fastify from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import pg from 'pg';

const POOL_SIZE = Number(process.env.POOL_SIZE ?? 10);
const classesDb = new pg.Pool({ connectionString: process.env.CLASSES_DATABASE_URL, max: POOL_SIZE });
const paymentsDb = new pg.Pool({ connectionString: process.env.PAYMENTS_DATABASE_URL, max: POOL_SIZE });
const keys = createRemoteJWKSet(new URL(process.env.JWKS_URL));

// The classes service's public mapping (class.mapper.ts): spec field names, price in dollars, no feedback.
const toPublicClass = (row) => ({
  _id: row.id,
  className: row.class_name,
  classImage: row.class_image,
  instructorName: row.instructor_name,
  instructorEmail: row.instructor_email,
  availableSeats: row.available_seats,
  price: row.price_cents / 100,
  enrolled: row.enrolled,
  status: row.status,
});

// payments' cart mapping (selections.service.ts).
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

const app = Fastify({ logger: false });

app.get('/approvedclass', async () => {
  const { rows } = await classesDb.query(
    `SELECT * FROM classes WHERE status = 'approved' ORDER BY enrolled DESC, created_at ASC, id ASC`,
  );
  return rows.map(toPublicClass);
});

app.get('/selected/:email', async (request, reply) => {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return reply.code(401).send({ message: 'Unauthorized' });
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keys, { algorithms: ['ES256'], issuer: 'classhub-identity', audience: 'classhub' }));
  } catch {
    return reply.code(401).send({ message: 'Unauthorized' });
  }
  if (String(request.params.email).toLowerCase() !== payload.email) return reply.code(403).send({ message: 'Forbidden' });
  await paymentsDb.query('SELECT role FROM user_roles WHERE user_id = $1 LIMIT 1', [payload.sub]);
  const { rows } = await paymentsDb.query(
    `SELECT s.*, l.* FROM selections s JOIN class_listings l ON l.class_id = s.class_id
      WHERE s.student_id = $1 ORDER BY s.created_at ASC, s.id ASC`,
    [payload.sub],
  );
  return rows.map(toSelectedClass);
});

const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening ${url}`);

const stop = async () => {
  await app.close();
  await Promise.all([classesDb.end(), paymentsDb.end()]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

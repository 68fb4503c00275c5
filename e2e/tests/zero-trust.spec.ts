import { expect, test } from '@playwright/test';
import {
  createEventEnvelope,
  deadLetterSubject,
  eventWireSubject,
  natsInboxPrefix,
  PAYMENT_COMPLETED_V1,
  ROUTES,
  USER_ROLE_CHANGED_V1,
} from '@classhub/contracts';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import {
  apiClient,
  createApprovedClass,
  eventually,
  registerStudentApi,
  signInApi,
  type ApiClient,
  type ApiUser,
} from '../support/api-client.js';
import { DEMO } from '../support/session.js';
import { startTestPlatform, type RunningPlatform } from '../support/test-platform.js';

// The attacks of a zero-trust review, against the running platform (its own NATS with the repository's permissions,
// a PostgreSQL role per service): forged events from a client with no credentials or with another service's key.
let platform: RunningPlatform;
let admin: ApiUser;
let student: ApiUser;
const connections: NatsConnection[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  platform = await startTestPlatform('trust');
  admin = await signInApi(platform.baseUrl, DEMO.admin);
  student = await registerStudentApi(platform.baseUrl, 'trust', platform.mail.webUrl);
});

test.afterAll(async () => {
  await Promise.all(connections.map((nc) => nc.close()));
  await platform?.remove();
});

const connectAs = async (user: 'identity' | 'classes' | 'payments') => {
  const nc = await connect({
    servers: platform.natsUrl.split(','),
    authenticator: nkeyAuthenticator(new TextEncoder().encode(platform.natsUsers[user].seed)),
    // Each user hears its replies only on its own inbox (decision 0030).
    inboxPrefix: natsInboxPrefix(user),
  });
  connections.push(nc);
  return nc;
};
/** Publishes an event as `nc` would to JetStream; true when the stream took it. */
const publishes = (nc: NatsConnection, subject: string, body: string) =>
  jetstream(nc, { timeout: 3000 })
    .publish(eventWireSubject(platform.natsNamespace, subject), body)
    .then(
      () => true,
      () => false,
    );
const call: ApiClient['call'] = (route, ...options) => apiClient(platform.baseUrl).call(route, ...options);

test('NATS refuses a client without credentials', async () => {
  await expect(connect({ servers: platform.natsUrl.split(','), reconnect: false })).rejects.toThrow(/Authorization/i);
});

test('a forged role change from another service’s key is refused: the student stays a student everywhere', async () => {
  const forged = JSON.stringify(
    createEventEnvelope(USER_ROLE_CHANGED_V1, {
      userId: student.id,
      name: student.name,
      email: student.email,
      photo: '',
      role: 'admin',
      joinedYear: 2026,
    } as never),
  );
  for (const service of ['payments', 'classes'] as const)
    expect(await publishes(await connectAs(service), USER_ROLE_CHANGED_V1.subject, forged)).toBe(false);
  expect((await call(ROUTES.listAllPayments, { token: student.token })).status).toBe(403);
  expect((await call(ROUTES.listClasses, { token: student.token })).status).toBe(403);
});

test('a forged payment for an unpaid seat hold enrols nobody, whether from classes’ key or from payments’ own', async () => {
  const instructor = await signInApi(platform.baseUrl, DEMO.instructor);
  const classId = await createApprovedClass(platform.baseUrl, instructor, admin, {
    className: 'Trust: Unpaid Seat',
    availableSeats: 3,
    price: 40,
  });
  let selectionId = '';
  await eventually(async () => {
    const answer = await call(ROUTES.selectClass, { token: student.token, body: { classId } });
    selectionId = answer.body.insertedId;
    return answer.status === 201;
  }, 'payments to list the class');
  expect(
    (await call(ROUTES.createPaymentIntent, { token: student.token, body: { selecteItemId: selectionId } })).status,
  ).toBe(200);

  const payments = new pg.Client({ connectionString: platform.databaseUrl('payments') });
  const classes = new pg.Client({ connectionString: platform.databaseUrl('classes') });
  await Promise.all([payments.connect(), classes.connect()]);
  try {
    const { rows } = await payments.query<{ hold_id: string }>(
      'SELECT hold_id FROM checkouts WHERE selection_id = $1',
      [selectionId],
    );
    const holdId = rows[0]?.hold_id as string;
    const forged = JSON.stringify(
      createEventEnvelope(PAYMENT_COMPLETED_V1, {
        paymentId: crypto.randomUUID(),
        holdId,
        classId,
        studentId: student.id,
        studentEmail: student.email,
        transactionId: 'pi_forged',
        amountCents: 4000,
      }),
    );
    expect(await publishes(await connectAs('classes'), PAYMENT_COMPLETED_V1.subject, forged)).toBe(false);
    // Even payments' own key (a compromised payments) cannot make classes enrol for a transaction it never attached.
    expect(await publishes(await connectAs('payments'), PAYMENT_COMPLETED_V1.subject, forged)).toBe(true);
    // classes dead-letters it: the transaction is not the intent payments attached to the seat.
    const jsm = await jetstreamManager(await connectAs('classes'));
    const dlq = deadLetterSubject(platform.natsNamespace, 'classes', PAYMENT_COMPLETED_V1.subject);
    await eventually(async () => {
      const info = await jsm.streams.info(`${platform.natsNamespace.toUpperCase()}_DLQ_CLASSES`, {
        subjects_filter: dlq,
      });
      return (info.state.subjects?.[dlq] ?? 0) >= 1;
    }, 'the forged payment to be dead-lettered');
    const hold = await classes.query<{ status: string }>('SELECT status FROM seat_holds WHERE id = $1', [holdId]);
    expect(hold.rows[0]?.status).toBe('held');
    const cls = await classes.query<{ enrolled: number }>('SELECT enrolled FROM classes WHERE id = $1', [classId]);
    expect(cls.rows[0]?.enrolled).toBe(0);
  } finally {
    await Promise.all([payments.end(), classes.end()]);
  }
});

test('each service’s PostgreSQL role opens its own database and no other', async () => {
  const asRole = (role: string, service: string) => {
    const url = new URL(platform.databaseUrl(service));
    url.username = role;
    return new pg.Client({ connectionString: url.toString() });
  };
  const own = asRole('classhub_payments', 'payments');
  await own.connect();
  await own.end();
  for (const [role, foreign] of [
    ['classhub_payments', 'identity'],
    ['classhub_classes', 'payments'],
    ['classhub_identity', 'classes'],
  ] as const) {
    await expect(asRole(role, foreign).connect()).rejects.toThrow(/permission denied for database/);
  }
});

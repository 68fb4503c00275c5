// A three-node NATS JetStream cluster (decision 0050) loses its event stream's leader while an outbox relay publishes:
// every event must reach the stream exactly once and be applied exactly once by a durable consumer. Real nats-servers
// (Debian's) on free loopback ports with fresh stores, the repository's cluster configuration and permissions, and a
// database of its own on the machine's PostgreSQL; all removed afterwards.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { durableConsumerName, natsInboxPrefix, USER_REGISTERED_V1 } from '@classhub/contracts';
import { Logger } from '@nestjs/common';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  EventBus,
  eventStreamName,
  OutboxRelay,
  OutboxWriter,
  PUBLISH_RETRY_GUARANTEE_MS,
} from '../src/events/index.js';
import { startNatsCluster, type NatsCluster } from './support/nats-cluster.js';

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NS = `cluster-${RUN}`;
const STREAM = eventStreamName(NS);
const DATABASE = `classhub_test_cluster_${RUN}`;
const EVENTS = 300;

/** One row per application of an event by the consumer. */
const applied = pgTable('applied', { eventId: uuid('event_id').notNull() });

let cluster: NatsCluster;
let admin: pg.Pool;
let pool: pg.Pool;
let db: NodePgDatabase;
const connections: NatsConnection[] = [];
const running: Array<{ stop(): Promise<unknown> }> = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection as `user`, to every node, the way the services connect (nest-kit's NatsModule). */
async function connectAs(user: 'identity' | 'classes' | 'setup'): Promise<NatsConnection> {
  const nc = await connect({
    servers: cluster.url.split(','),
    authenticator: nkeyAuthenticator(new TextEncoder().encode(cluster.users[user].seed)),
    inboxPrefix: natsInboxPrefix(user),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
  });
  connections.push(nc);
  return nc;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  if (!process.env.EVENTS_TEST_LOGS) Logger.overrideLogger(false);
  cluster = await startNatsCluster(NS);
  admin = new pg.Pool({ ...PG, database: 'postgres', max: 1 });
  await admin.query(`create database ${DATABASE}`);
  pool = new pg.Pool({ ...PG, database: DATABASE, max: 10 });
  db = drizzle(pool);
  await migrate(db, { migrationsFolder: fileURLToPath(new URL('./fixtures/events-migrations', import.meta.url)) });
  await db.execute(sql`create table applied (event_id uuid not null)`);
}, 60_000);

afterAll(async () => {
  await Promise.allSettled(running.map((part) => part.stop()));
  await Promise.allSettled(connections.map((nc) => nc.close()));
  await pool?.end();
  await admin?.query(`drop database if exists ${DATABASE} with (force)`);
  await admin?.end();
  await cluster?.remove();
}, 30_000);

describe('a three-node JetStream cluster losing its stream leader', () => {
  it(`keeps every one of ${EVENTS} events exactly once, in the stream and applied`, async () => {
    const setup = await jetstreamManager(await connectAs('setup'));
    expect((await setup.streams.info(STREAM)).config.num_replicas).toBe(3);

    // classes applies identity.user.registered.v1 through its durable, as the service does.
    const classes = await connectAs('classes');
    const bus = new EventBus(classes, db, { service: 'classes', namespace: NS });
    running.push(bus);
    bus.subscribe(USER_REGISTERED_V1, async (_data, tx, envelope) => {
      await tx.insert(applied).values({ eventId: envelope.id });
    });
    await bus.start();
    const durable = durableConsumerName('classes', USER_REGISTERED_V1.subject);
    // A durable's replicas follow its stream's (num_replicas 0): a leader and two others.
    const classesJsm = await jetstreamManager(classes);
    const consumer = await classesJsm.consumers.info(STREAM, durable);
    expect(consumer.cluster?.replicas).toHaveLength(2);

    // identity's relay, each publish's outcome timed; the client's own timeout stays at its default.
    const js = jetstream(await connectAs('identity'));
    const outcomes: Array<{ sent: number; at: number; ok: boolean }> = [];
    const timed: Pick<JetStreamClient, 'publish'> = {
      publish: async (...args) => {
        const sent = Date.now();
        try {
          const ack = await js.publish(...args);
          outcomes.push({ sent, at: Date.now(), ok: true });
          return ack;
        } catch (error) {
          outcomes.push({ sent, at: Date.now(), ok: false });
          throw error;
        }
      },
    };
    const relay = new OutboxRelay(db, timed, { namespace: NS, batchSize: 10, intervalMs: 20, retryDelayMs: 200 });
    running.push(relay);
    relay.start();

    // Events keep coming while the leader dies: 10 every 50 ms, as a busy service writes them.
    const writer = new OutboxWriter();
    const writing = (async () => {
      for (let n = 0; n < EVENTS; n += 10) {
        await db.transaction(async (tx) => {
          for (let index = n; index < n + 10; index++)
            await writer.enqueue(tx, USER_REGISTERED_V1, {
              userId: crypto.randomUUID(),
              name: `Student ${index}`,
              email: `student${index}@classhub.test`,
              photo: '',
              role: 'student',
            });
        });
        await sleep(50);
      }
    })();

    await until('the first events to be published', async () => outcomes.some((outcome) => outcome.ok), 10_000);
    const leader = await cluster.streamLeader(STREAM);
    const consumerLeader = (await classesJsm.consumers.info(STREAM, durable)).cluster?.leader;
    const node = cluster.nodes.find((candidate) => candidate.name === leader);
    if (!node) throw new Error(`No node named ${leader}`);
    const killedAt = Date.now();
    await node.kill('SIGKILL');
    await until(
      'a publish to succeed after the leader died',
      async () => outcomes.some((o) => o.ok && o.sent > killedAt),
      30_000,
    );
    const stallMs = Math.min(...outcomes.filter((o) => o.ok && o.sent > killedAt).map((o) => o.at)) - killedAt;
    const failed = outcomes.filter((o) => !o.ok && o.sent > killedAt).length;
    const ledConsumer = consumerLeader === leader ? ' and the durable' : '';
    console.log(
      `${leader}, leading the stream${ledConsumer}, killed: publishes stalled ${stallMs} ms (${failed} failed attempts, retried)`,
    );
    // The stall must end well within the time the outbox goes on retrying with the same message id.
    expect(stallMs).toBeLessThan(PUBLISH_RETRY_GUARANTEE_MS);
    await node.start();
    console.log(`new leader ${await cluster.streamLeader(STREAM)}; ${leader} is back`);

    await writing;
    await until(
      'every event to be published',
      async () =>
        (await pool.query('select count(*)::int as left from outbox where published_at is null')).rows[0].left === 0,
      30_000,
    );
    const appliedFrom = Date.now();
    await until(
      'every event to be applied',
      async () => (await pool.query('select count(*)::int as n from applied')).rows[0].n >= EVENTS,
      30_000,
    );
    console.log(`the last events were applied ${Date.now() - appliedFrom} ms after the last was published`);
    // The setup connection may still be moving off the node that died: ask until a node answers.
    let messages: number | undefined;
    await until(
      'the stream to answer',
      async () => {
        messages = (await setup.streams.info(STREAM).catch(() => undefined))?.state.messages;
        return messages !== undefined;
      },
      10_000,
    );
    expect(messages).toBe(EVENTS);
    const counts = await pool.query(
      'select count(*)::int as rows, count(distinct event_id)::int as events from applied',
    );
    expect(counts.rows[0]).toEqual({ rows: EVENTS, events: EVENTS });
    const ids = await pool.query('select count(*)::int as n from outbox o join applied a on a.event_id = o.id');
    expect(ids.rows[0].n).toBe(EVENTS);
  }, 60_000);
});

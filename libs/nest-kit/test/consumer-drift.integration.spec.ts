// Decision 0031: a durable consumer re-configured by hand (or by a bug) is brought back to what the code declares,
// without losing an event or applying one twice. Real PostgreSQL (127.0.0.1:5432) and NATS JetStream (127.0.0.1:4222),
// on a database and namespace of this run's own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEventEnvelope, defineEvent, durableConsumerName, eventWireSubject } from '@classhub/contracts';
import { Logger } from '@nestjs/common';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { dropDatabase, freshDatabaseUrl } from '@classhub/testing';
import pg from 'pg';
import { ensureDatabase } from '../src/database/ensure-database.js';
import { EventBus, ensureStream, eventStreamName } from '../src/events/index.js';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NS = `drift-${RUN}`;
const STREAM = eventStreamName(NS);
const SERVICE = 'drift-svc';
const EVENT = defineEvent('tests.drift.happened.v1', z.object({ n: z.number().int() }));
const DURABLE = durableConsumerName(SERVICE, EVENT.subject);

let databaseUrl: string;
let pool: pg.Pool;
let nc: NatsConnection;
let jsm: JetStreamManager;
let bus: EventBus;
/** Every call of the handler, by the event's `n`. */
const calls: number[] = [];

async function publish(n: number): Promise<void> {
  const envelope = createEventEnvelope(EVENT, { n });
  await jetstream(nc).publish(eventWireSubject(NS, EVENT.subject), JSON.stringify(envelope), { msgID: envelope.id });
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  if (!process.env.EVENTS_TEST_LOGS) Logger.overrideLogger(false);
  databaseUrl = await freshDatabaseUrl('classhub_test_drift');
  await ensureDatabase(databaseUrl);
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = drizzle(pool);
  await migrate(db, { migrationsFolder: fileURLToPath(new URL('./fixtures/events-migrations', import.meta.url)) });
  nc = await connect({ servers: '127.0.0.1:4222', name: `drift-test-${RUN}` });
  jsm = await jetstreamManager(nc);
  await ensureStream(jsm, NS);
  bus = new EventBus(nc, db, { service: SERVICE, namespace: NS });
  bus.subscribe(EVENT, (data) => void calls.push(data.n));
  await bus.start();
});

afterAll(async () => {
  await bus?.stop();
  await jsm?.streams.delete(STREAM).catch(() => undefined);
  await nc?.drain();
  await pool?.end();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

describe('durable consumers that drifted', () => {
  it('re-creates a consumer whose filter was changed, and applies what was published meanwhile once', async () => {
    await publish(1);
    await waitFor('the first event', () => calls.includes(1));

    await jsm.consumers.update(STREAM, DURABLE, { filter_subject: eventWireSubject(NS, 'tests.other.happened.v1') });
    await publish(2);
    expect(await bus.repairConsumers()).toEqual([`${DURABLE} recreated`]);

    await waitFor('the event published while the filter was wrong', () => calls.includes(2));
    const info = await jsm.consumers.info(STREAM, DURABLE);
    expect(info.config).toMatchObject({
      filter_subject: eventWireSubject(NS, EVENT.subject),
      deliver_policy: DeliverPolicy.All,
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(5000),
      max_deliver: -1,
    });
    // The re-created consumer delivered the first event again; the inbox did not apply it twice.
    await waitFor(
      'the consumer to catch up',
      async () => (await jsm.consumers.info(STREAM, DURABLE)).num_pending === 0,
    );
    expect(calls).toEqual([1, 2]);
  });

  it('re-creates a consumer someone replaced with one that only takes new messages, losing nothing', async () => {
    await bus.stop();
    await jsm.consumers.delete(STREAM, DURABLE);
    await jsm.consumers.add(STREAM, {
      durable_name: DURABLE,
      filter_subject: eventWireSubject(NS, EVENT.subject),
      deliver_policy: DeliverPolicy.New,
      ack_policy: AckPolicy.None,
    });
    await publish(3); // while the service is down: a consumer delivering only new messages never gets it
    await bus.start();
    await waitFor('the event published while the service was down', () => calls.includes(3));
    expect((await jsm.consumers.info(STREAM, DURABLE)).config).toMatchObject({
      deliver_policy: DeliverPolicy.All,
      ack_policy: AckPolicy.Explicit,
    });
    expect(calls).toEqual([1, 2, 3]);
  });

  it('updates an ack wait or max deliver changed by hand in place, and leaves a consumer as declared alone', async () => {
    await jsm.consumers.update(STREAM, DURABLE, { ack_wait: nanos(60_000), max_deliver: 3 });
    expect(await bus.repairConsumers()).toEqual([`${DURABLE} updated`]);
    expect((await jsm.consumers.info(STREAM, DURABLE)).config).toMatchObject({
      ack_wait: nanos(5000),
      max_deliver: -1,
    });
    expect(await bus.repairConsumers()).toEqual([]);
  });
});

// Runs against the real PostgreSQL (127.0.0.1:5432) and NATS JetStream (127.0.0.1:4222) of this machine.
// Each run has its own event namespace (so its own stream and consumers) and its own database, and removes both.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  createEventEnvelope,
  deadLetterSubject,
  deadLetterWildcard,
  defineEvent,
  durableConsumerName,
  eventWireSubject,
  type EventEnvelope,
} from '@classhub/contracts';
import { Global, Inject, Injectable, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  AckPolicy,
  jetstream,
  jetstreamManager,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { z } from 'zod';
import { DRIZZLE } from '../src/database/database.tokens.js';
import {
  DEAD_LETTER_HEADERS,
  EventBus,
  EventsModule,
  Inbox,
  OnEvent,
  OutboxRelay,
  OutboxWriter,
  deadLetterStreamName,
  ensureStream,
  eventStreamName,
  outbox,
  processedEvents,
  type EventBusOptions,
  type EventHandler,
  type EventsTransaction,
} from '../src/events/index.js';
import { NATS_CONNECTION } from '../src/nats/nats.tokens.js';

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const NATS_URL = '127.0.0.1:4222';
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NS = `test-${RUN}`;
const DATABASE = `classhub_test_events_${RUN}`;
const STREAM = eventStreamName(NS);

/** What the test handlers write: one row per application of an event. */
const applied = pgTable('applied', {
  consumer: text('consumer').notNull(),
  eventId: uuid('event_id').notNull(),
  n: integer('n').notNull(),
});

const payload = z.object({ n: z.number().int() });
const event = (name: string) => defineEvent(`tests.${name}.happened.v1`, payload);
type TestEvent = ReturnType<typeof event>;

let admin: pg.Pool;
let pool: pg.Pool;
let db: NodePgDatabase;
let nc: NatsConnection;
let js: JetStreamClient;
let jsm: JetStreamManager;
const writer = new OutboxWriter();
const running: Array<{ stop(): Promise<unknown> }> = [];

beforeAll(async () => {
  if (!process.env.EVENTS_TEST_LOGS) Logger.overrideLogger(false);
  admin = new pg.Pool({ ...PG, database: 'postgres', max: 1 });
  await admin.query(`drop database if exists ${DATABASE}`);
  await admin.query(`create database ${DATABASE}`);
  pool = new pg.Pool({ ...PG, database: DATABASE, max: 10 });
  db = drizzle(pool);
  // The drizzle-kit output of src/events/outbox.schema.ts, i.e. what each service's migrations will contain.
  await migrate(db, { migrationsFolder: fileURLToPath(new URL('./fixtures/events-migrations', import.meta.url)) });
  await db.execute(sql`create table applied (consumer text not null, event_id uuid not null, n integer not null)`);

  nc = await connect({ servers: NATS_URL, name: `events-test-${RUN}` });
  js = jetstream(nc);
  jsm = await jetstreamManager(nc);
  await ensureStream(jsm, NS);
});

afterAll(async () => {
  await Promise.allSettled(running.map((r) => r.stop()));
  await jsm?.streams.delete(STREAM).catch(() => undefined);
  // The dead-letter streams each test service created for itself.
  if (jsm) for await (const name of jsm.streams.names(deadLetterWildcard(NS))) await jsm.streams.delete(name);
  await nc?.drain();
  await pool?.end();
  if (admin) await dropDatabase(admin);
  await admin?.end();
});

/**
 * pool.end() resolves before the server has seen every connection close; forcing the drop then would kill
 * them and make pg throw from the ended clients, so wait for them to go first.
 */
async function dropDatabase(server: pg.Pool): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await server.query(`drop database if exists ${DATABASE}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // object_in_use
      await sleep(50);
    }
  }
  await server.query(`drop database if exists ${DATABASE} with (force)`);
}

function startBus(service: string, options: Partial<EventBusOptions> = {}): EventBus {
  const bus = new EventBus(nc, db, { service, namespace: NS, ...options });
  running.push(bus);
  return bus;
}

/** A handler that records each call and writes one `applied` row through the consumer's transaction. */
function recorder(service: string, calls: string[]): EventHandler<TestEvent> {
  return async (data, tx, envelope) => {
    calls.push(envelope.id);
    await tx.insert(applied).values({ consumer: service, eventId: envelope.id, n: data.n });
  };
}

async function appliedCount(eventId: string): Promise<number> {
  const rows = await db.select().from(applied).where(eq(applied.eventId, eventId));
  return rows.length;
}

async function processedCount(consumer: string, eventId: string): Promise<number> {
  const rows = await db
    .select()
    .from(processedEvents)
    .where(and(eq(processedEvents.consumer, consumer), eq(processedEvents.eventId, eventId)));
  return rows.length;
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** Every message of the durable has been delivered and acked (or terminated). */
async function waitForIdle(service: string, def: TestEvent): Promise<void> {
  const durable = durableConsumerName(service, def.subject);
  await waitFor(`${durable} to be idle`, async () => {
    const info = await jsm.consumers.info(STREAM, durable);
    return info.num_pending === 0 && info.num_ack_pending === 0;
  });
}

async function streamCount(subject: string, stream = STREAM): Promise<number> {
  const info = await jsm.streams.info(stream, { subjects_filter: subject });
  return info.state.subjects?.[subject] ?? 0;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function enqueue(def: TestEvent, n: number): Promise<EventEnvelope<{ n: number }>> {
  return db.transaction((tx) => writer.enqueue(tx, def, { n }));
}

describe('event stream', () => {
  it('captures only the namespace and keeps its settings when ensured again', async () => {
    const info = await ensureStream(jsm, NS);
    expect(info.config).toMatchObject({
      name: STREAM,
      subjects: [`${NS}.>`],
      storage: 'file',
      duplicate_window: nanos(120_000),
      // Bounded, and full it refuses new events (the outboxes keep them) instead of dropping old ones (decision 0030).
      max_bytes: 4 * 1024 ** 3,
      max_msg_size: 1024 ** 2,
      discard: 'new',
    });

    const before = (await jsm.streams.info(STREAM)).state.messages;
    nc.publish('classes.seat.hold.v1', '{}'); // a core request-reply subject
    nc.publish(`other-${RUN}.tests.x.happened.v1`, '{}');
    await nc.flush();
    expect((await jsm.streams.info(STREAM)).state.messages).toBe(before);
  });

  it("is left as the setup made it when a service starts, and the service's dead-letter stream is created", async () => {
    const namespace = `${NS}-setup`;
    await ensureStream(jsm, namespace, { maxBytes: 1024 ** 2 });
    const bus = new EventBus(nc, db, { service: 'svc-start', namespace });
    try {
      await bus.start();
      expect((await jsm.streams.info(eventStreamName(namespace))).config.max_bytes).toBe(1024 ** 2);
      expect((await jsm.streams.info(deadLetterStreamName(namespace, 'svc-start'))).config.subjects).toEqual([
        deadLetterWildcard(namespace).replace('>', 'svc-start.>'),
      ]);
    } finally {
      await bus.stop();
      await jsm.streams.delete(eventStreamName(namespace));
      await jsm.streams.delete(deadLetterStreamName(namespace, 'svc-start'));
    }
  });
});

describe('OutboxWriter', () => {
  it('refuses to write outside a transaction and rejects data that fails the schema', async () => {
    const def = event('writer');
    await expect(writer.enqueue(db as unknown as EventsTransaction, def, { n: 1 })).rejects.toThrow(/transaction/);
    await expect(db.transaction((tx) => writer.enqueue(tx, def, { n: 1.5 }))).rejects.toThrow(z.ZodError);
    expect(await db.select().from(outbox).where(eq(outbox.subject, def.subject))).toEqual([]);
  });
});

describe('events end to end', () => {
  it('applies an outbox event published while its consumer was stopped exactly once when the consumer starts', async () => {
    const def = event('offline');
    const calls: string[] = [];
    const bus = startBus('svc-offline');
    bus.subscribe(def, recorder('svc-offline', calls));
    await bus.start(); // creates the durable...
    await bus.stop(); // ...and nobody pulls from it now

    const relay = new OutboxRelay(db, js, { namespace: NS, intervalMs: 50 });
    running.push(relay);
    relay.start();
    const envelope = await enqueue(def, 1);
    relay.kick();
    await waitFor('the outbox row to be published', async () => {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, envelope.id));
      return row?.publishedAt != null;
    });
    await relay.stop();

    expect(await streamCount(eventWireSubject(NS, def.subject))).toBe(1);
    const durable = durableConsumerName('svc-offline', def.subject);
    expect((await jsm.consumers.info(STREAM, durable)).num_pending).toBe(1);
    expect(calls).toEqual([]);

    // A service that subscribes for the first time only now still gets the event (deliver policy all).
    const lateCalls: string[] = [];
    const lateBus = startBus('svc-late');
    lateBus.subscribe(def, recorder('svc-late', lateCalls));

    await Promise.all([bus.start(), lateBus.start()]);
    await waitFor('the event to be applied twice', async () => (await appliedCount(envelope.id)) === 2);
    await waitForIdle('svc-offline', def);
    await waitForIdle('svc-late', def);
    await Promise.all([bus.stop(), lateBus.stop()]);
    expect(calls).toEqual([envelope.id]);
    expect(lateCalls).toEqual([envelope.id]);
    expect(await appliedCount(envelope.id)).toBe(2);
    expect(await processedCount(durable, envelope.id)).toBe(1);
  });

  it('never publishes an outbox row whose transaction rolled back', async () => {
    const def = event('rolledback');
    let id = '';
    await expect(
      db.transaction(async (tx) => {
        id = (await writer.enqueue(tx, def, { n: 2 })).id;
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');

    const relay = new OutboxRelay(db, js, { namespace: NS });
    expect(await relay.drain()).toBe(0);
    expect(id).not.toBe('');
    expect(await db.select().from(outbox).where(eq(outbox.id, id))).toEqual([]);
    expect(await streamCount(eventWireSubject(NS, def.subject))).toBe(0);
  });

  it('applies a redelivered duplicate once', async () => {
    const def = event('duplicate');
    const calls: string[] = [];
    const bus = startBus('svc-dup');
    bus.subscribe(def, recorder('svc-dup', calls));
    await bus.start();

    const envelope = createEventEnvelope(def, { n: 3 });
    const body = JSON.stringify(envelope);
    // Different msgIDs, so JetStream stores both copies and the consumer sees the event twice.
    const acks = [
      await js.publish(eventWireSubject(NS, def.subject), body, { msgID: `${envelope.id}-a` }),
      await js.publish(eventWireSubject(NS, def.subject), body, { msgID: `${envelope.id}-b` }),
    ];
    expect(acks.map((ack) => ack.duplicate)).toEqual([false, false]);

    await waitForIdle('svc-dup', def);
    await bus.stop();
    expect(calls).toEqual([envelope.id]);
    expect(await appliedCount(envelope.id)).toBe(1);
  });

  it('lets JetStream drop a re-publish with the same msgID, so a relay retry after a lost mark is harmless', async () => {
    const def = event('dedupe');
    const subject = eventWireSubject(NS, def.subject);
    const envelope = createEventEnvelope(def, { n: 4 });
    const first = await js.publish(subject, JSON.stringify(envelope), { msgID: envelope.id });
    const second = await js.publish(subject, JSON.stringify(envelope), { msgID: envelope.id });
    expect(first.duplicate).toBe(false);
    expect(second).toMatchObject({ duplicate: true, seq: first.seq });

    // The relay published the row but crashed before marking it: the row is still pending.
    await db.insert(outbox).values({ id: envelope.id, subject: def.subject, payload: envelope });
    expect(await new OutboxRelay(db, js, { namespace: NS }).drain()).toBe(1);
    expect(await streamCount(subject)).toBe(1);
  });

  it('dead-letters malformed messages and keeps consuming', async () => {
    const def = event('malformed');
    const other = event('other');
    const subject = eventWireSubject(NS, def.subject);
    const calls: string[] = [];
    const bus = startBus('svc-dlq');
    bus.subscribe(def, recorder('svc-dlq', calls));
    await bus.start();

    const badJson = 'not json{';
    const badData = JSON.stringify({ ...createEventEnvelope(def, { n: 5 }), data: { n: 'five' } });
    const wrongType = JSON.stringify(createEventEnvelope(other, { n: 5 }));
    for (const body of [badJson, badData, wrongType]) await js.publish(subject, body);
    const valid = createEventEnvelope(def, { n: 6 });
    await js.publish(subject, JSON.stringify(valid), { msgID: valid.id });

    await waitFor('the valid event to be applied', async () => (await appliedCount(valid.id)) === 1);
    await waitForIdle('svc-dlq', def);
    await bus.stop();
    expect(calls).toEqual([valid.id]);

    const dead = await readSubject(
      deadLetterSubject(NS, 'svc-dlq', def.subject),
      3,
      deadLetterStreamName(NS, 'svc-dlq'),
    );
    expect(dead.map((m) => m.string())).toEqual([badJson, badData, wrongType]);
    expect(dead.map((m) => m.headers?.get(DEAD_LETTER_HEADERS.reason))).toEqual([
      'invalid-json',
      'invalid-data',
      'wrong-type',
    ]);
    for (const m of dead) {
      expect(m.headers?.get(DEAD_LETTER_HEADERS.consumer)).toBe(durableConsumerName('svc-dlq', def.subject));
      expect(m.headers?.get(DEAD_LETTER_HEADERS.subject)).toBe(subject);
    }
  });

  it('retries a handler that throws and applies the event once', async () => {
    const def = event('flaky');
    let attempts = 0;
    const bus = startBus('svc-retry', { consumer: { retryDelayMs: () => 200 } });
    bus.subscribe(def, async (data, tx, envelope) => {
      attempts += 1;
      // Written before the throw: the failed attempt must roll it back along with its processed_events mark.
      await tx.insert(applied).values({ consumer: 'svc-retry', eventId: envelope.id, n: data.n });
      if (attempts === 1) throw new Error('transient failure');
    });
    await bus.start();

    const envelope = await enqueue(def, 7);
    expect(await new OutboxRelay(db, js, { namespace: NS }).drain()).toBe(1);

    await waitFor('the retry to succeed', () => attempts === 2);
    await waitForIdle('svc-retry', def);
    await bus.stop();
    expect(attempts).toBe(2);
    expect(await appliedCount(envelope.id)).toBe(1);
    expect(await processedCount(durableConsumerName('svc-retry', def.subject), envelope.id)).toBe(1);
  });

  it('dead-letters an event whose handler keeps failing once maxDeliver is reached', async () => {
    const def = event('hopeless');
    let attempts = 0;
    const bus = startBus('svc-hopeless', { consumer: { maxDeliver: 2, retryDelayMs: () => 50 } });
    const hopeless = [
      deadLetterSubject(NS, 'svc-hopeless', def.subject),
      deadLetterStreamName(NS, 'svc-hopeless'),
    ] as const;
    bus.subscribe(def, () => {
      attempts += 1;
      throw new Error(`broken handler ${attempts}`);
    });
    await bus.start();

    const envelope = await enqueue(def, 10);
    expect(await new OutboxRelay(db, js, { namespace: NS }).drain()).toBe(1);
    await waitFor('the event to be dead-lettered', async () => (await streamCount(...hopeless)) === 1);
    await waitForIdle('svc-hopeless', def);
    await bus.stop();

    expect(attempts).toBe(2);
    const [dead] = await readSubject(hopeless[0], 1, hopeless[1]);
    expect(dead?.json()).toEqual(envelope);
    expect(dead?.headers?.get(DEAD_LETTER_HEADERS.reason)).toBe('handler-failed');
    expect(dead?.headers?.get(DEAD_LETTER_HEADERS.error)).toBe('broken handler 2');
  });

  it('keeps retrying a handler that fails for a transient reason, past maxDeliver, and applies the event once the cause is gone', async () => {
    const def = event('database-restarting');
    let attempts = 0;
    const bus = startBus('svc-transient', { consumer: { maxDeliver: 2, transientRetryDelayMs: () => 50 } });
    bus.subscribe(def, async (data, tx, envelope) => {
      attempts += 1;
      if (attempts <= 5)
        throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
      await tx.insert(applied).values({ consumer: 'svc-transient', eventId: envelope.id, n: data.n });
    });
    await bus.start();

    const envelope = await enqueue(def, 11);
    expect(await new OutboxRelay(db, js, { namespace: NS }).drain()).toBe(1);
    await waitFor('the event to be applied', async () => (await appliedCount(envelope.id)) === 1);
    await waitForIdle('svc-transient', def);
    await bus.stop();
    expect(attempts).toBe(6);
    expect(
      await streamCount(deadLetterSubject(NS, 'svc-transient', def.subject), deadLetterStreamName(NS, 'svc-transient')),
    ).toBe(0);
  });

  it('applies a message that a replica took and died with as soon as the ack wait runs out, not minutes later', async () => {
    const def = event('orphaned');
    const ackWaitMs = 1000;
    const options = { consumer: { ackWaitMs } };
    // The durable exists (as after a first start), then a replica pulls the message and dies without acking it.
    const first = startBus('svc-orphan', options);
    first.subscribe(def, () => undefined);
    await first.start();
    await first.stop();
    const envelope = await enqueue(def, 12);
    expect(await new OutboxRelay(db, js, { namespace: NS }).drain()).toBe(1);
    const dead = await (
      await js.consumers.get(STREAM, durableConsumerName('svc-orphan', def.subject))
    ).next({ expires: 5000 });
    expect(dead?.json()).toEqual(envelope);

    const calls: string[] = [];
    const replica = startBus('svc-orphan', options);
    replica.subscribe(def, recorder('svc-orphan', calls));
    await replica.start();
    // Well within a few ack waits (the previous settings waited 30 s and then backed off further).
    await waitFor(
      'the orphaned message to be applied',
      async () => (await appliedCount(envelope.id)) === 1,
      4 * ackWaitMs,
    );
    await replica.stop();
    expect(calls).toEqual([envelope.id]);
  });

  it('tells JetStream a slow handler is still working, so the message is not delivered twice meanwhile', async () => {
    const def = event('slow');
    const calls: string[] = [];
    const bus = startBus('svc-slow', { consumer: { ackWaitMs: 600 } });
    bus.subscribe(def, async (data, tx, envelope) => {
      calls.push(envelope.id);
      await sleep(2000);
      await tx.insert(applied).values({ consumer: 'svc-slow', eventId: envelope.id, n: data.n });
    });
    await bus.start();
    const envelope = await enqueue(def, 13);
    expect(await new OutboxRelay(db, js, { namespace: NS }).drain()).toBe(1);
    await waitFor('the slow handler to finish', async () => (await appliedCount(envelope.id)) === 1);
    await waitForIdle('svc-slow', def);
    const info = await jsm.consumers.info(STREAM, durableConsumerName('svc-slow', def.subject));
    await bus.stop();
    expect(calls).toEqual([envelope.id]);
    // One delivery in all: the consumer sequence counts redeliveries too.
    expect(info.delivered.consumer_seq).toBe(1);
  });

  it('publishes each outbox row once when two relays run at the same time', async () => {
    const def = event('relayed');
    const ids = await db.transaction(async (tx) => {
      const out: string[] = [];
      for (let n = 0; n < 40; n += 1) out.push((await writer.enqueue(tx, def, { n })).id);
      return out;
    });

    const published: Record<'a' | 'b', string[]> = { a: [], b: [] };
    let inFlight = 0;
    let maxInFlight = 0;
    // A slow publish keeps each batch's rows locked long enough for the other relay to run alongside it.
    const recording = (label: 'a' | 'b'): Pick<JetStreamClient, 'publish'> => ({
      publish: async (subject, data, options) => {
        published[label].push(options?.msgID ?? '');
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        await sleep(5);
        inFlight -= 1;
        return js.publish(subject, data, options);
      },
    });
    const relays = [
      new OutboxRelay(db, recording('a'), { namespace: NS, batchSize: 5, intervalMs: 20 }),
      new OutboxRelay(db, recording('b'), { namespace: NS, batchSize: 5, intervalMs: 20 }),
    ];
    running.push(...relays);
    relays.forEach((relay) => relay.start());
    await waitFor('the outbox to empty', async () => {
      const [row] = await db
        .select({ pending: sql<number>`count(*)::int` })
        .from(outbox)
        .where(sql`published_at is null`);
      return row?.pending === 0;
    });
    await Promise.all(relays.map((relay) => relay.stop()));

    const all = [...published.a, ...published.b];
    // Both relays were publishing at the same moment: the second skipped the rows the first had locked.
    expect(maxInFlight).toBe(2);
    expect(published.a.length).toBeGreaterThan(0);
    expect(published.b.length).toBeGreaterThan(0);
    expect([...all].sort()).toEqual([...ids].sort());
    expect(await streamCount(eventWireSubject(NS, def.subject))).toBe(40);
  });

  it('prunes rows published longer ago than the retention, never pending ones', async () => {
    const published = await enqueue(event('prunable'), 1);
    const pending = await enqueue(event('still-pending'), 2);
    await db
      .update(outbox)
      .set({ publishedAt: new Date(Date.now() - 8 * 24 * 3_600_000) })
      .where(eq(outbox.id, published.id));
    await db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 30 * 24 * 3_600_000) })
      .where(eq(outbox.id, pending.id));

    expect(await new OutboxRelay(db, js, { namespace: NS }).prunePublished()).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(outbox).where(eq(outbox.id, published.id))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.id, pending.id))).toHaveLength(1);
    expect(await new OutboxRelay(db, js, { namespace: NS }).drain()).toBeGreaterThanOrEqual(1);
  });

  it('keeps a row pending with its error when publishing fails, and publishes it later', async () => {
    const def = event('unpublishable');
    const envelope = await enqueue(def, 8);
    const down: Pick<JetStreamClient, 'publish'> = { publish: () => Promise.reject(new Error('nats is down')) };

    expect(await new OutboxRelay(db, down, { namespace: NS }).publishBatch()).toEqual({
      locked: 1,
      published: 0,
      failed: true,
    });
    const [failed] = await db.select().from(outbox).where(eq(outbox.id, envelope.id));
    expect(failed).toMatchObject({ publishedAt: null, attempts: 1, lastError: 'nats is down' });

    expect(await new OutboxRelay(db, js, { namespace: NS }).drain()).toBe(1);
    const [sent] = await db.select().from(outbox).where(eq(outbox.id, envelope.id));
    expect(sent?.publishedAt).toBeInstanceOf(Date);
  });
});

describe('Inbox', () => {
  it('runs the effect once per consumer and event', async () => {
    const inbox = new Inbox(db);
    const id = crypto.randomUUID();
    let effects = 0;
    const effect = () => {
      effects += 1;
    };
    expect(await inbox.applyOnce('inbox-a', { id }, effect)).toBe(true);
    // E.g. the ack of the first delivery was lost and the message came again.
    expect(await inbox.applyOnce('inbox-a', { id }, effect)).toBe(false);
    expect(effects).toBe(1);
    expect(await inbox.applyOnce('inbox-b', { id }, effect)).toBe(true);
    expect(effects).toBe(2);
  });
});

describe('EventsModule', () => {
  it('publishes through OutboxWriter and delivers to an @OnEvent method inside a Nest app', async () => {
    const def = event('nested');

    @Injectable()
    class ClassesService {
      constructor(
        @Inject(OutboxWriter) private readonly events: OutboxWriter,
        @Inject(DRIZZLE) private readonly database: NodePgDatabase,
      ) {}

      create(n: number) {
        return this.database.transaction((tx) => this.events.enqueue(tx, def, { n }));
      }
    }

    @Injectable()
    class NestedHandler {
      calls: string[] = [];

      @OnEvent(def)
      async onNested(data: z.infer<typeof payload>, tx: EventsTransaction, envelope: EventEnvelope) {
        this.calls.push(envelope.id);
        await tx.insert(applied).values({ consumer: 'svc-nest', eventId: envelope.id, n: data.n });
      }
    }

    @Global()
    @Module({
      providers: [
        { provide: DRIZZLE, useValue: db },
        { provide: NATS_CONNECTION, useValue: nc },
      ],
      exports: [DRIZZLE, NATS_CONNECTION],
    })
    class InfraModule {}

    @Module({
      imports: [InfraModule, EventsModule.forRoot({ service: 'svc-nest', namespace: NS, relay: { intervalMs: 50 } })],
      providers: [ClassesService, NestedHandler],
    })
    class AppModule {}

    const app = await NestFactory.createApplicationContext(AppModule, { logger: false });
    running.push({ stop: () => app.close() });
    const envelope = await app.get(ClassesService).create(9);
    await waitFor('the @OnEvent handler to apply the event', async () => (await appliedCount(envelope.id)) === 1);
    expect(app.get(NestedHandler).calls).toEqual([envelope.id]);
    expect(app.get(EventBus).durableNames).toEqual([durableConsumerName('svc-nest', def.subject)]);
    await app.close();
    expect(nc.isClosed()).toBe(false); // the shared connection belongs to its own module
  });
});

/** Reads up to `count` messages of `subject` from the start of the stream with a throwaway consumer. */
async function readSubject(subject: string, count: number, stream = STREAM): Promise<JsMsg[]> {
  const { name } = await jsm.consumers.add(stream, {
    filter_subject: subject,
    ack_policy: AckPolicy.None,
    inactive_threshold: nanos(60_000),
  });
  const consumer = await js.consumers.get(stream, name);
  const out: JsMsg[] = [];
  for await (const msg of await consumer.fetch({ max_messages: count, expires: 2000 })) out.push(msg);
  await jsm.consumers.delete(stream, name);
  return out;
}

// Runs Debian's nats-server (installed by .ci/run) with the repository's configuration on a free port, and checks
// what each identity may and may not do: the forged events of a zero-trust review must be refused by the server, and
// no key may read or steer another's traffic or fill the disk (decision 0030).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASS_CREATED_V1,
  createEventEnvelope,
  deadLetterSubject,
  durableConsumerName,
  edgePurgeSubject,
  edgePurgeWildcard,
  eventWireSubject,
  liveSeatsSubject,
  natsInboxPrefix,
  PAYMENT_COMPLETED_V1,
  USER_REGISTERED_V1,
  USER_ROLE_CHANGED_V1,
} from '@classhub/contracts';
import { jetstream, jetstreamManager, AckPolicy, type JsMsg } from '@nats-io/jetstream';
import { connect, nanos, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { natsServerConfig, natsUsers } from '../nats/nats-config.mjs';
import { createEventStream, freePort, NATS_CONFIG, startNatsServer } from './support/nats-server.js';

const NAMESPACE = 'perm-test';
const STREAM = 'PERM-TEST_EVENTS';

const forgedRoleChange = () =>
  JSON.stringify(
    createEventEnvelope(USER_ROLE_CHANGED_V1, {
      userId: crypto.randomUUID(),
      name: 'Mallory',
      email: 'mallory@classhub.test',
      photo: '',
      role: 'admin',
      joinedYear: 2026,
    } as never),
  );

describe('deploy/nats/nats-server.conf', () => {
  it('is what the messaging contracts generate (run `npm run nats:config -w deploy` after changing them)', () => {
    expect(readFileSync(NATS_CONFIG, 'utf8')).toBe(natsServerConfig());
  });

  it("lets every user subscribe to its own inbox and to no other's, nor to the shared _INBOX", () => {
    for (const [user, { subscribe }] of natsUsers() as Array<[string, { subscribe: string[] }]>) {
      expect(subscribe).toContain(`${natsInboxPrefix(user)}.>`);
      const inboxes = subscribe.filter((subject) => subject.startsWith('_INBOX') || subject.startsWith('>'));
      expect(inboxes).toEqual([`${natsInboxPrefix(user)}.>`]);
    }
  });
});

type User = 'identity' | 'classes' | 'payments' | 'notifications' | 'setup' | 'gateway';

describe('NATS permissions on a real server', () => {
  let server: Awaited<ReturnType<typeof startNatsServer>>;
  let storeDir: string;
  const open: NatsConnection[] = [];

  /** Connects with `user`'s key and, unless told otherwise, its own inbox prefix (as every ClassHub process does). */
  const as = async (user: User, inboxPrefix = natsInboxPrefix(user)) => {
    const nc = await connect({
      servers: server.url,
      authenticator: nkeyAuthenticator(new TextEncoder().encode(server.users[user].seed)),
      inboxPrefix,
    });
    open.push(nc);
    return nc;
  };
  /** Subscribes `nc` to each pattern and records what it hears; a refused subscription only records its error. */
  const eavesdrop = (nc: NatsConnection, patterns: string[]) => {
    const heard: string[] = [];
    const refused: string[] = [];
    for (const pattern of patterns)
      nc.subscribe(pattern, {
        callback: (error, message) => {
          if (error) refused.push(pattern);
          else heard.push(message.subject);
        },
      });
    return { heard, refused };
  };
  /** Publishes `body` on a raw subject through JetStream; true when a stream stored it. */
  const storedRaw = (nc: NatsConnection, subject: string, body: string) =>
    jetstream(nc, { timeout: 2000 })
      .publish(subject, body)
      .then(
        () => true,
        () => false,
      );
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Publishes to JetStream and answers whether the stream stored it. */
  const stored = async (nc: NatsConnection, subject: string, body: string) =>
    jetstream(nc, { timeout: 2000 })
      .publish(eventWireSubject(NAMESPACE, subject), body)
      .then(
        () => true,
        () => false,
      );

  beforeAll(async () => {
    storeDir = await mkdtemp(path.join(tmpdir(), 'nats-perm-'));
    server = await startNatsServer({
      port: await freePort(),
      storeDir,
      logFile: path.join(storeDir, 'nats.log'),
      namespace: NAMESPACE,
    });
  });

  afterAll(async () => {
    await Promise.all(open.map((nc) => nc.close()));
    await server?.stop();
    await rm(storeDir, { recursive: true, force: true });
  });

  it('refuses a client without credentials or with a key it does not know', async () => {
    await expect(connect({ servers: server.url, reconnect: false })).rejects.toThrow(/Authorization/i);
    const stranger = new TextEncoder().encode('SUAIBDPBAUTWCWBKIO6XHQNINK5FWJW4OHLXC3HQ2KFE4PEJUA44CNHTC4');
    await expect(
      connect({ servers: server.url, reconnect: false, authenticator: nkeyAuthenticator(stranger) }),
    ).rejects.toThrow(/Authorization/i);
  });

  it('lets identity publish its own events and refuses them from payments and classes', async () => {
    expect(await stored(await as('identity'), USER_ROLE_CHANGED_V1.subject, forgedRoleChange())).toBe(true);
    expect(await stored(await as('payments'), USER_ROLE_CHANGED_V1.subject, forgedRoleChange())).toBe(false);
    expect(await stored(await as('classes'), USER_ROLE_CHANGED_V1.subject, forgedRoleChange())).toBe(false);
  });

  it('lets only payments publish payment.completed', async () => {
    const completed = JSON.stringify(
      createEventEnvelope(PAYMENT_COMPLETED_V1, {
        paymentId: crypto.randomUUID(),
        holdId: crypto.randomUUID(),
        classId: crypto.randomUUID(),
        studentId: crypto.randomUUID(),
        studentEmail: 'mallory@classhub.test',
        transactionId: 'pi_forged',
        amountCents: 100,
      }),
    );
    expect(await stored(await as('classes'), PAYMENT_COMPLETED_V1.subject, completed)).toBe(false);
    expect(await stored(await as('identity'), PAYMENT_COMPLETED_V1.subject, completed)).toBe(false);
    expect(await stored(await as('payments'), PAYMENT_COMPLETED_V1.subject, completed)).toBe(true);
  });

  it('lets a service create and pull only its own durable consumers, and change no stream', async () => {
    const classesJsm = await jetstreamManager(await as('classes'));
    const own = {
      durable_name: 'classes__payments_payment_completed_v1',
      filter_subject: eventWireSubject(NAMESPACE, PAYMENT_COMPLETED_V1.subject),
      ack_policy: AckPolicy.Explicit,
    };
    await expect(classesJsm.consumers.add(STREAM, own)).resolves.toMatchObject({ name: own.durable_name });
    const paymentsJsm = await jetstreamManager(await as('payments'));
    await expect(
      paymentsJsm.consumers.add(STREAM, { ...own, durable_name: 'payments__payments_payment_completed_v1' }),
    ).rejects.toThrow();
    await expect(paymentsJsm.consumers.info(STREAM, own.durable_name)).rejects.toThrow();
    // Only its owner may delete a durable, to re-create it when it drifted (decision 0031).
    await expect(paymentsJsm.consumers.delete(STREAM, own.durable_name)).rejects.toThrow();
    await expect(classesJsm.consumers.delete(STREAM, own.durable_name)).resolves.toBe(true);
    await expect(classesJsm.streams.update(STREAM, { max_age: 1 })).rejects.toThrow();
    await expect(classesJsm.streams.delete(STREAM)).rejects.toThrow();
    await expect(classesJsm.streams.purge(STREAM)).rejects.toThrow();
  });

  it('lets notifications publish no event, and pull only its own durables, as a consumer of the mail events', async () => {
    const notifications = await as('notifications');
    expect(await stored(notifications, USER_ROLE_CHANGED_V1.subject, forgedRoleChange())).toBe(false);
    expect(await storedRaw(notifications, `${NAMESPACE}.notifications.mail.sent.v1`, '{}')).toBe(false);
    const jsm = await jetstreamManager(notifications);
    const own = {
      durable_name: 'notifications__identity_user_registered_v1',
      filter_subject: eventWireSubject(NAMESPACE, 'identity.user.registered.v1'),
      ack_policy: AckPolicy.Explicit,
    };
    await expect(jsm.consumers.add(STREAM, own)).resolves.toMatchObject({ name: own.durable_name });
    await expect(jsm.consumers.delete(STREAM, own.durable_name)).resolves.toBe(true);
    await expect(
      jsm.consumers.add(STREAM, { ...own, durable_name: 'classes__identity_user_registered_v1' }),
    ).rejects.toThrow();
    await expect(jsm.streams.purge(STREAM)).rejects.toThrow();
  });

  it('lets only payments ask classes for a seat, and only classes answer', async () => {
    const subject = `classes.seat.hold.v1.${NAMESPACE}`;
    const classes = await as('classes');
    classes.subscribe(subject, { callback: (_error, message) => void message.respond('{"ok":true,"data":{}}') });
    await classes.flush();
    await expect((await as('payments')).request(subject, '{}', { timeout: 2000 })).resolves.toBeDefined();
    await expect((await as('identity')).request(subject, '{}', { timeout: 2000 })).rejects.toThrow();
    // Another service cannot listen in on the questions either.
    const eavesdropper = await as('identity');
    const heard: string[] = [];
    eavesdropper.subscribe(subject, { callback: (_error, message) => void heard.push(message.subject) });
    await (await as('payments')).request(subject, '{}', { timeout: 2000 });
    expect(heard).toEqual([]);
  });

  it("lets the gateway hear each service's cache purges, and publish nothing", async () => {
    const gateway = await as('gateway');
    const heard: string[] = [];
    gateway.subscribe(edgePurgeWildcard(NAMESPACE), {
      callback: (error, message) => void (error || heard.push(`${message.subject} ${message.string()}`)),
    });
    await gateway.flush();
    const classes = await as('classes');
    classes.publish(edgePurgeSubject(NAMESPACE, 'classes'), 'catalog');
    // A service cannot purge another's answers; the gateway cannot purge, publish events or listen to them.
    classes.publish(edgePurgeSubject(NAMESPACE, 'identity'), 'forged');
    gateway.publish(edgePurgeSubject(NAMESPACE, 'classes'), 'forged');
    await classes.flush();
    await expect(stored(gateway, USER_ROLE_CHANGED_V1.subject, forgedRoleChange())).resolves.toBe(false);
    const listener = await as('gateway');
    const events: string[] = [];
    listener.subscribe(eventWireSubject(NAMESPACE, '>'), {
      callback: (error, message) => void (error || events.push(message.subject)),
    });
    await expect(stored(await as('identity'), USER_ROLE_CHANGED_V1.subject, forgedRoleChange())).resolves.toBe(true);
    await gateway.flush();
    expect(heard).toEqual([`${edgePurgeSubject(NAMESPACE, 'classes')} catalog`]);
    expect(events).toEqual([]);
  });

  it('lets classes publish the live seat figures and the gateway hear them, and nobody else publish them', async () => {
    const gateway = await as('gateway');
    const heard: string[] = [];
    gateway.subscribe(liveSeatsSubject(NAMESPACE), {
      callback: (error, message) => void (error || heard.push(message.string())),
    });
    await gateway.flush();
    for (const user of ['identity', 'payments', 'notifications', 'gateway'] as const) {
      const other = await as(user);
      other.publish(liveSeatsSubject(NAMESPACE), `forged by ${user}`);
      await other.flush().catch(() => undefined);
    }
    const classes = await as('classes');
    classes.publish(liveSeatsSubject(NAMESPACE), 'figures');
    await classes.flush();
    await gateway.flush();
    expect(heard).toEqual(['figures']);
  });

  it("does not let one service hear another's pull deliveries or request replies", async () => {
    const everyInbox = ['_INBOX.>', '_INBOX_identity.>', '_INBOX_payments.>', '_INBOX_classes.>', '>'];
    // (A user may hear its own inbox: every connection of one service shares it, as its replicas share one key.)
    const othersOf = (user: User) => everyInbox.filter((pattern) => pattern !== `${natsInboxPrefix(user)}.>`);
    const classesSpy = eavesdrop(await as('classes', '_INBOX'), othersOf('classes'));
    const identitySpy = eavesdrop(await as('identity'), othersOf('identity'));
    await Promise.all(open.map((nc) => nc.flush().catch(() => undefined)));

    // payments pulls identity's user events (names and emails) from its own durable, on its own inbox.
    const payments = await as('payments');
    const durable = durableConsumerName('payments', USER_REGISTERED_V1.subject);
    await (
      await jetstreamManager(payments)
    ).consumers.add(STREAM, {
      durable_name: durable,
      filter_subject: eventWireSubject(NAMESPACE, USER_REGISTERED_V1.subject),
      ack_policy: AckPolicy.Explicit,
    });
    // (Any body will do: only where it is delivered matters here.)
    expect(await stored(await as('identity'), USER_REGISTERED_V1.subject, forgedRoleChange())).toBe(true);
    const delivered: string[] = [];
    const consumer = await jetstream(payments).consumers.get(STREAM, durable);
    for await (const msg of await consumer.fetch({ max_messages: 1, expires: 2000 })) {
      delivered.push(msg.subject);
      msg.ack();
    }
    expect(delivered).toEqual([eventWireSubject(NAMESPACE, USER_REGISTERED_V1.subject)]);

    // payments asks classes for a seat; the answer comes back to payments only.
    const subject = `classes.seat.hold.v1.${NAMESPACE}`;
    const classes = await as('classes');
    classes.subscribe(subject, { callback: (_error, message) => void message.respond('{"ok":true,"data":{}}') });
    await classes.flush();
    await expect(payments.request(subject, '{}', { timeout: 2000 })).resolves.toBeDefined();
    await sleep(200);

    expect(classesSpy.heard).toEqual([]);
    expect(identitySpy.heard).toEqual([]);
    // Each spy may subscribe only to its own inbox: every other pattern is refused by the server.
    expect(classesSpy.refused.sort()).toEqual(othersOf('classes').sort());
    expect(identitySpy.refused.sort()).toEqual(othersOf('identity').sort());
  });

  it("does not let classes ack, nak, +WPI or +TERM a delivery of payments' consumer", async () => {
    const payments = await as('payments');
    const durable = durableConsumerName('payments', CLASS_CREATED_V1.subject);
    const paymentsJsm = await jetstreamManager(payments);
    await paymentsJsm.consumers.add(STREAM, {
      durable_name: durable,
      filter_subject: eventWireSubject(NAMESPACE, CLASS_CREATED_V1.subject),
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(60_000),
    });
    // classes listens where deliveries used to be visible to every key and answers whatever it hears with +TERM.
    const classes = await as('classes');
    for (const pattern of ['_INBOX.>', '_INBOX_payments.>'])
      classes.subscribe(pattern, { callback: (error, message) => void (error || message.respond('+TERM')) });
    await classes.flush().catch(() => undefined);
    expect(await stored(classes, CLASS_CREATED_V1.subject, '{}')).toBe(true);

    const taken: JsMsg[] = [];
    const consumer = await jetstream(payments).consumers.get(STREAM, durable);
    for await (const msg of await consumer.fetch({ max_messages: 1, expires: 2000 })) taken.push(msg);
    expect(taken).toHaveLength(1);
    const ackSubject = taken[0]?.reply as string;
    expect(ackSubject).toMatch(new RegExp(`^\\$JS\\.ACK\\.${STREAM}\\.${durable}\\.`));
    // Knowing the ack subject (it is no secret) is not enough either.
    for (const verb of ['+WPI', '+TERM', '+ACK', '-NAK']) classes.publish(ackSubject, verb);
    await classes.flush().catch(() => undefined);
    await sleep(200);

    const held = await paymentsJsm.consumers.info(STREAM, durable);
    expect({ ackPending: held.num_ack_pending, redelivered: held.num_redelivered, waiting: held.num_pending }).toEqual({
      ackPending: 1,
      redelivered: 0,
      waiting: 0,
    });
    // payments' own ack is taken: the check above would have seen one from classes.
    await taken[0]?.ackAck();
    expect((await paymentsJsm.consumers.info(STREAM, durable)).num_ack_pending).toBe(0);
  });

  it('lets a service write its own dead letters only, into its own stream', async () => {
    const classes = await as('classes');
    const own = deadLetterSubject(NAMESPACE, 'classes', PAYMENT_COMPLETED_V1.subject);
    expect(await storedRaw(classes, own, '{}')).toBe(true);
    expect(
      (await (await jetstreamManager(classes)).streams.info(`${STREAM.replace('_EVENTS', '')}_DLQ_CLASSES`)).state
        .messages,
    ).toBe(1);
    // payments' dead letters, a dead letter of an event classes does not consume, and the old shared dead letters.
    for (const subject of [
      deadLetterSubject(NAMESPACE, 'payments', CLASS_CREATED_V1.subject),
      deadLetterSubject(NAMESPACE, 'classes', CLASS_CREATED_V1.subject),
      `${NAMESPACE}.dlq.${PAYMENT_COMPLETED_V1.subject}`,
    ])
      expect(await storedRaw(classes, subject, '{}')).toBe(false);
  });

  it("refuses events beyond the stream's limits, keeps the ones it has, and stays up", async () => {
    const FILL = 'perm-fill';
    const FILL_STREAM = 'PERM-FILL_EVENTS';
    await createEventStream(server.url, server.users.setup.seed, FILL, {
      maxBytes: 16 * 1024,
      maxMessageBytes: 2048,
      deadLetters: { maxBytes: 8 * 1024, maxPerSubject: 3 },
    });
    const identity = await as('identity');
    const js = jetstream(identity, { timeout: 2000 });
    const event = eventWireSubject(FILL, USER_ROLE_CHANGED_V1.subject);
    const body = 'x'.repeat(1000);
    let accepted = 0;
    let refusal = '';
    for (let attempt = 0; attempt < 40 && !refusal; attempt += 1) {
      await js.publish(event, body).then(
        () => (accepted += 1),
        (error: unknown) => (refusal = String(error)),
      );
    }
    expect(refusal).toMatch(/maximum bytes/i);
    expect(accepted).toBeGreaterThan(5);
    expect(accepted).toBeLessThan(16);
    await expect(js.publish(event, 'x'.repeat(4096))).rejects.toThrow(/maximum/i);
    const jsm = await jetstreamManager(identity);
    const state = (await jsm.streams.info(FILL_STREAM)).state;
    // Discard new: the first events are still there for consumers that have not applied them yet.
    expect({ first: state.first_seq, messages: state.messages }).toEqual({ first: 1, messages: accepted });
    expect(state.bytes).toBeLessThanOrEqual(16 * 1024);

    // A service's dead letters keep only the latest few per event, within their own bytes.
    const classes = await as('classes');
    const dead = deadLetterSubject(FILL, 'classes', PAYMENT_COMPLETED_V1.subject);
    for (let n = 0; n < 6; n += 1) expect(await storedRaw(classes, dead, 'y'.repeat(1024))).toBe(true);
    const dlq = (await jsm.streams.info('PERM-FILL_DLQ_CLASSES')).state;
    expect(dlq.messages).toBe(3);
    expect(dlq.bytes).toBeLessThanOrEqual(8 * 1024);

    // The server and the other namespace's stream carry on.
    expect(await stored(await as('identity'), USER_ROLE_CHANGED_V1.subject, forgedRoleChange())).toBe(true);
  });
});

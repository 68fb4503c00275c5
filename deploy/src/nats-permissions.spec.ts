// Runs Debian's nats-server (installed by .ci/run) with the repository's configuration on a free port, and checks
// what each identity may and may not do: the forged events of a zero-trust review must be refused by the server.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  createEventEnvelope,
  edgePurgeSubject,
  edgePurgeWildcard,
  eventWireSubject,
  PAYMENT_COMPLETED_V1,
  USER_ROLE_CHANGED_V1,
} from '@classhub/contracts';
import { jetstream, jetstreamManager, AckPolicy } from '@nats-io/jetstream';
import { connect, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { natsServerConfig } from '../nats/nats-config.mjs';
import { freePort, NATS_CONFIG, startNatsServer } from './support/nats-server.js';

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
});

describe('NATS permissions on a real server', () => {
  let server: Awaited<ReturnType<typeof startNatsServer>>;
  let storeDir: string;
  const open: NatsConnection[] = [];

  const as = async (user: 'identity' | 'classes' | 'payments' | 'setup' | 'gateway') => {
    const nc = await connect({
      servers: server.url,
      authenticator: nkeyAuthenticator(new TextEncoder().encode(server.users[user].seed)),
    });
    open.push(nc);
    return nc;
  };
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
    await expect(classesJsm.streams.update(STREAM, { max_age: 1 })).rejects.toThrow();
    await expect(classesJsm.streams.delete(STREAM)).rejects.toThrow();
    await expect(classesJsm.streams.purge(STREAM)).rejects.toThrow();
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
});

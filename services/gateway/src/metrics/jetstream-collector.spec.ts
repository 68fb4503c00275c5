import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gatewayMetrics } from './gateway-metrics.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('gave up waiting');
}

/** Against a real nats-server (Debian's) with JetStream and its monitoring endpoint, as npm start runs it. */
describe('the JetStream collector: NATS monitoring read at each scrape', () => {
  let server: ChildProcess;
  let nc: NatsConnection;
  let monitorUrl: string;

  beforeAll(async () => {
    const [port, monitorPort] = [await freePort(), await freePort()];
    const store = await mkdtemp(path.join(tmpdir(), 'jsz-'));
    server = spawn('/usr/sbin/nats-server', [
      '-a',
      '127.0.0.1',
      '-p',
      `${port}`,
      '-js',
      '-sd',
      store,
      '-m',
      `${monitorPort}`,
    ]);
    monitorUrl = `http://127.0.0.1:${monitorPort}`;
    await until(() =>
      fetch(`${monitorUrl}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      ),
    );
    nc = await connect({ servers: `nats://127.0.0.1:${port}` });
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: 'events', subjects: ['probe.>'] });
    await jsm.consumers.add('events', { durable_name: 'classes__probe', ack_policy: AckPolicy.Explicit });
    for (let index = 0; index < 3; index++) await jetstream(nc).publish('probe.happened', '{}');
  });

  afterAll(async () => {
    await nc?.close();
    server?.kill();
  });

  it('exports each stream’s messages and each durable’s lag, and says NATS is up', async () => {
    const { registry } = gatewayMetrics(monitorUrl);
    const text = await registry.metrics();
    expect(text).toContain('nats_up{service="gateway"} 1');
    expect(text).toContain('nats_stream_messages{stream="events",service="gateway"} 3');
    expect(text).toContain(
      'nats_consumer_pending_messages{stream="events",consumer="classes__probe",service="gateway"} 3',
    );
    expect(text).toContain(
      'nats_consumer_ack_pending_messages{stream="events",consumer="classes__probe",service="gateway"} 0',
    );
  });

  it('says NATS is down when its monitoring endpoint does not answer, without failing the scrape', async () => {
    const { registry } = gatewayMetrics('http://127.0.0.1:9');
    const text = await registry.metrics();
    expect(text).toContain('nats_up{service="gateway"} 0');
    expect(text).toContain('http_requests_total');
  });
});

/** Canned /jsz answers of a three-node cluster (decision 0050): every node holds a copy of each stream and consumer. */
describe('the JetStream collector on a NATS cluster', () => {
  const servers: Server[] = [];
  const copy = (leader: string, others: string[]) => ({ leader, replicas: others.map((name) => ({ name })) });
  /** A node's /jsz: its copy of the stream (led by nats-1) and of its consumer (led by nats-2). */
  const jsz = (node: string, messages: number, pending: number) => ({
    account_details: [
      {
        stream_detail: [
          {
            name: 'EVENTS',
            state: { messages, bytes: messages * 100 },
            cluster: copy(
              'nats-1',
              ['nats-1', 'nats-2', 'nats-3'].filter((name) => name !== node),
            ),
            consumer_detail: [
              {
                name: 'classes__probe',
                num_pending: pending,
                num_ack_pending: 0,
                num_redelivered: 0,
                num_waiting: node === 'nats-2' ? 1 : 0,
                cluster: copy(
                  'nats-2',
                  ['nats-1', 'nats-2', 'nats-3'].filter((name) => name !== node),
                ),
              },
            ],
          },
        ],
      },
    ],
  });
  const serve = (body: unknown) =>
    new Promise<string>((resolve) => {
      const server = createHttpServer((_, response) => response.end(JSON.stringify(body)));
      servers.push(server);
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`));
    });

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it("reads each stream and consumer from its leader's copy and counts the nodes that answered", async () => {
    // nats-3 lags behind; a fourth address names a node that is down.
    const urls = [
      await serve(jsz('nats-3', 7, 9)),
      await serve(jsz('nats-1', 10, 8)),
      await serve(jsz('nats-2', 9, 6)),
    ];
    const { registry } = gatewayMetrics([...urls, 'http://127.0.0.1:9'].join(', '));
    const text = await registry.metrics();
    expect(text).toContain('nats_up{service="gateway"} 1');
    expect(text).toContain('nats_nodes_up{service="gateway"} 3');
    expect(text).toContain('nats_stream_messages{stream="EVENTS",service="gateway"} 10');
    expect(text).toContain(
      'nats_consumer_pending_messages{stream="EVENTS",consumer="classes__probe",service="gateway"} 6',
    );
    expect(text).toContain(
      'nats_consumer_waiting_pulls{stream="EVENTS",consumer="classes__probe",service="gateway"} 1',
    );
  });

  it('falls back to another copy while a leader does not answer', async () => {
    const { registry } = gatewayMetrics(await serve(jsz('nats-3', 7, 9)));
    const text = await registry.metrics();
    expect(text).toContain('nats_nodes_up{service="gateway"} 1');
    expect(text).toContain('nats_stream_messages{stream="EVENTS",service="gateway"} 7');
    expect(text).toContain(
      'nats_consumer_pending_messages{stream="EVENTS",consumer="classes__probe",service="gateway"} 9',
    );
  });
});

// Runs three Debian nats-servers with deploy/nats/nats-cluster.conf on free loopback ports, as the platform does with
// NATS_CLUSTER_NODES=3 (decision 0050), and checks that they form one JetStream cluster with three-replica streams, that
// every node enforces the single node's NKeys and permissions, and that no server without the route password joins.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventWireSubject, natsInboxPrefix, PAYMENT_COMPLETED_V1, USER_ROLE_CHANGED_V1 } from '@classhub/contracts';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, NATS_CLUSTER_CONFIG, startNatsServer } from './support/nats-server.js';

const NAMESPACE = 'cluster-test';
const STREAM = 'CLUSTER-TEST_EVENTS';
const NATS_SERVER = '/usr/sbin/nats-server';

type User = 'identity' | 'classes' | 'payments' | 'notifications' | 'setup' | 'gateway';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const threePorts = async () => [await freePort(), await freePort(), await freePort()];

describe('deploy/nats/nats-cluster.conf', () => {
  it("includes the single node's users and permissions, and asks every route for a password", () => {
    const config = readFileSync(NATS_CLUSTER_CONFIG, 'utf8');
    expect(config).toMatch(/^include \.\/nats-server\.conf$/m);
    expect(config).toMatch(/cluster \{[\s\S]*authorization \{[\s\S]*password: \$NATS_CLUSTER_PASSWORD/);
  });
});

describe('a three-node NATS cluster on real servers', () => {
  let cluster: Awaited<ReturnType<typeof startNatsServer>>;
  let storeDir: string;
  let clusterPorts: number[];
  const open: NatsConnection[] = [];

  /** Connects with `user`'s key to one node only. */
  const at = async (node: number, user: User) => {
    const nc = await connect({
      servers: cluster.nodes[node].url,
      authenticator: nkeyAuthenticator(new TextEncoder().encode(cluster.users[user].seed)),
      inboxPrefix: natsInboxPrefix(user),
    });
    open.push(nc);
    return nc;
  };
  const stored = (nc: NatsConnection, subject: string) =>
    jetstream(nc, { timeout: 3000 })
      .publish(eventWireSubject(NAMESPACE, subject), '{}')
      .then(
        () => true,
        () => false,
      );
  const routes = async (node: number) =>
    ((await (await fetch(`${cluster.nodes[node].monitorUrl}/routez`)).json()) as { num_routes: number }).num_routes;

  beforeAll(async () => {
    storeDir = await mkdtemp(path.join(tmpdir(), 'nats-cluster-'));
    clusterPorts = await threePorts();
    cluster = await startNatsServer({
      nodes: 3,
      port: await threePorts(),
      monitorPort: await threePorts(),
      clusterPort: clusterPorts,
      storeDir,
      logFile: path.join(storeDir, 'nats.log'),
      namespace: NAMESPACE,
    });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(open.map((nc) => nc.close()));
    await cluster?.stop();
    await rm(storeDir, { recursive: true, force: true });
  });

  it('forms one JetStream cluster whose streams keep a copy on every node', async () => {
    const jsz = (await (await fetch(`${cluster.nodes[0].monitorUrl}/jsz`)).json()) as {
      meta_cluster: { cluster_size: number };
    };
    expect(jsz.meta_cluster.cluster_size).toBe(3);
    const info = await (await jetstreamManager(await at(1, 'setup'))).streams.info(STREAM);
    expect(info.config.num_replicas).toBe(3);
    expect([info.cluster?.leader, ...(info.cluster?.replicas ?? []).map((replica) => replica.name)].sort()).toEqual(
      cluster.nodes.map((node) => node.name),
    );
    expect(cluster.nodes.map((node) => node.name)).toContain(await cluster.streamLeader(STREAM));
  });

  it('refuses a client without credentials on every node', async () => {
    for (const node of cluster.nodes)
      await expect(connect({ servers: node.url, reconnect: false })).rejects.toThrow(/Authorization/i);
  });

  it("holds every service to its own events on every node, the stream's leader or not", async () => {
    for (const node of [0, 1, 2]) {
      expect(await stored(await at(node, 'identity'), USER_ROLE_CHANGED_V1.subject)).toBe(true);
      expect(await stored(await at(node, 'payments'), USER_ROLE_CHANGED_V1.subject)).toBe(false);
      expect(await stored(await at(node, 'classes'), PAYMENT_COMPLETED_V1.subject)).toBe(false);
    }
    const classesJsm = await jetstreamManager(await at(2, 'classes'));
    await expect(classesJsm.streams.delete(STREAM)).rejects.toThrow();
  });

  it('keeps out a server that knows the routes but not their password', async () => {
    expect(await routes(0)).toBe(2);
    const rogueStore = await mkdtemp(path.join(tmpdir(), 'nats-rogue-'));
    const rogue = spawn(
      NATS_SERVER,
      [
        ...['-a', '127.0.0.1', '-p', String(await freePort()), '-n', 'rogue', '--cluster_name', 'classhub'],
        ...['--cluster', `nats://127.0.0.1:${await freePort()}`],
        ...['--routes', clusterPorts.map((port) => `nats://route:guess@127.0.0.1:${port}`).join(',')],
        ...['-js', '-sd', rogueStore],
      ],
      { stdio: 'ignore' },
    );
    const gone = new Promise((resolve) => rogue.once('exit', resolve));
    try {
      // Routes are tried at once and again every second; the nodes would have taken it within this.
      await sleep(2500);
      expect(rogue.exitCode).toBeNull();
      for (const node of [0, 1, 2]) expect(await routes(node)).toBe(2);
    } finally {
      rogue.kill('SIGKILL');
      // Waited for: a child still running (or its pipes) would keep jest from ever exiting.
      await gone;
      await rm(rogueStore, { recursive: true, force: true });
    }
  });
});

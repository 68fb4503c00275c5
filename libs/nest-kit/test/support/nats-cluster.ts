// A three-node NATS JetStream cluster on free loopback ports, started by the platform's own launcher
// (tools/platform/nats-server.mjs: the repository's cluster configuration, a fresh NKey per user, the namespace's
// streams with three replicas). It is imported by path, as the launcher imports nest-kit's build: neither is a
// dependency of the other.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PLATFORM = fileURLToPath(new URL('../../../../tools/platform/', import.meta.url));

type NatsUser = 'identity' | 'classes' | 'payments' | 'notifications' | 'setup' | 'gateway';

export interface NatsClusterNode {
  name: string;
  url: string;
  /** Kills the node (SIGKILL: a crash) and waits until it is gone. */
  kill(signal?: string): Promise<void>;
  /** Starts it again on its store and waits until its JetStream caught up. */
  start(): Promise<void>;
}

export interface NatsCluster {
  /** Every node, comma-separated (NATS_URL). */
  url: string;
  users: Record<NatsUser, { seed: string }>;
  nodes: NatsClusterNode[];
  /** The node leading the namespace's event stream (or `stream`) now. */
  streamLeader(stream?: string): Promise<string | undefined>;
  /** Stops every node and removes their stores. */
  remove(): Promise<void>;
}

const freePorts = async (freePort: () => Promise<number>) => [await freePort(), await freePort(), await freePort()];

/** Starts the cluster with the event and dead-letter streams of `namespace`. */
export async function startNatsCluster(namespace: string): Promise<NatsCluster> {
  const load = (file: string) => import(pathToFileURL(path.join(PLATFORM, file)).href);
  const [{ startNatsServer }, { freePort }] = await Promise.all([load('nats-server.mjs'), load('free-port.mjs')]);
  const storeDir = await mkdtemp(path.join(tmpdir(), 'nats-cluster-'));
  const nats = (await startNatsServer({
    nodes: 3,
    port: await freePorts(freePort),
    monitorPort: await freePorts(freePort),
    clusterPort: await freePorts(freePort),
    storeDir,
    logFile: path.join(storeDir, 'nats.log'),
    namespace,
  }).catch(async (error: unknown) => {
    await rm(storeDir, { recursive: true, force: true });
    throw error;
  })) as Omit<NatsCluster, 'remove'> & { stop(): Promise<void> };
  return {
    url: nats.url,
    users: nats.users,
    nodes: nats.nodes,
    streamLeader: (stream) => nats.streamLeader(stream),
    async remove() {
      await nats.stop();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}

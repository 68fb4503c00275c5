import { scrapeReading } from '@classhub/telemetry';
import { Gauge, type Registry } from 'prom-client';

/** Where a stream's or consumer's copies live in a cluster: the leader and the other nodes (this one left out). */
interface ClusterInfo {
  leader?: string;
  replicas?: { name: string }[];
}

interface ConsumerDetail {
  name: string;
  num_pending: number;
  num_ack_pending: number;
  num_redelivered: number;
  num_waiting: number;
  cluster?: ClusterInfo;
}

interface StreamDetail {
  name: string;
  state: { messages: number; bytes: number };
  cluster?: ClusterInfo;
  consumer_detail?: ConsumerDetail[];
}

/** The parts of nats-server's `GET /jsz?consumers=true` this reads (NATS 2.9). */
interface Jsz {
  account_details?: { stream_detail?: StreamDetail[] }[];
}

type ConsumerFigures = Omit<ConsumerDetail, 'name' | 'cluster'>;

/** What the nodes that answered say, one copy of each stream and consumer: the leader's where it answered. */
interface JetStreamView {
  nodesUp: number;
  streams: StreamDetail[];
  consumers: { stream: string; consumer: ConsumerDetail }[];
}

const FETCH_TIMEOUT_MS = 2000;

/**
 * NATS's view of the event streams, read from the monitoring endpoint of every node at each scrape, since no NATS
 * exporter is packaged: per stream its messages and bytes (the dead-letter streams' messages are the dead letters), per
 * durable consumer its pending (lag), ack-pending, redelivered and waiting pulls, `nats_up` and how many nodes
 * answered. `monitorUrls` is one URL or a comma-separated list, one per node of a cluster (decision 0050): every node
 * holds a copy of every three-replica stream and consumer, and only the leader's figures are current (waiting pulls
 * are the leader's alone), so each is read from its leader, or from another copy while its leader does not answer. One
 * gateway replica is enough to scrape; several report the same figures under their own `instance`.
 */
export function collectJetStream(registry: Registry, monitorUrls: string): void {
  const nodes = monitorUrls
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const read = scrapeReading(async () => jetStreamView(await Promise.all(nodes.map(readJsz))));
  new Gauge({
    name: 'nats_up',
    help: "1 when NATS's monitoring endpoint answered this scrape (one node of a cluster is enough)",
    registers: [registry],
    async collect() {
      this.set((await read()).nodesUp > 0 ? 1 : 0);
    },
  });
  new Gauge({
    name: 'nats_nodes_up',
    help: 'NATS nodes whose monitoring endpoint answered this scrape, of those NATS_MONITOR_URL names',
    registers: [registry],
    async collect() {
      this.set((await read()).nodesUp);
    },
  });
  const streamGauge = (name: string, help: string, value: (state: StreamDetail['state']) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['stream'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const stream of (await read()).streams) this.set({ stream: stream.name }, value(stream.state));
      },
    });
  streamGauge('nats_stream_messages', 'Messages kept in a JetStream stream', (state) => state.messages);
  streamGauge('nats_stream_bytes', 'Bytes kept in a JetStream stream', (state) => state.bytes);
  const consumerGauge = (name: string, help: string, field: keyof ConsumerFigures) =>
    new Gauge({
      name,
      help,
      labelNames: ['stream', 'consumer'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const { stream, consumer } of (await read()).consumers)
          this.set({ stream, consumer: consumer.name }, consumer[field]);
      },
    });
  consumerGauge(
    'nats_consumer_pending_messages',
    'Messages of the stream a durable has not been delivered yet (lag)',
    'num_pending',
  );
  consumerGauge(
    'nats_consumer_ack_pending_messages',
    'Messages delivered to a durable and not acknowledged yet',
    'num_ack_pending',
  );
  consumerGauge(
    'nats_consumer_redelivered_messages',
    'Messages a durable has had delivered more than once',
    'num_redelivered',
  );
  consumerGauge('nats_consumer_waiting_pulls', 'Pull requests of a durable waiting for messages', 'num_waiting');
}

function readJsz(monitorUrl: string): Promise<Jsz | undefined> {
  return fetch(`${monitorUrl}/jsz?consumers=true`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    .then((response) => (response.ok ? (response.json() as Promise<Jsz>) : undefined))
    .catch(() => undefined);
}

/**
 * A node's copy is the leader's when the leader is not among the other copies it lists (a single node lists none, and
 * its copy is the only one).
 */
function isLeaderCopy(cluster: ClusterInfo | undefined): boolean {
  return !cluster?.replicas?.some((replica) => replica.name === cluster.leader);
}

/** Keeps one copy per key: the first seen, replaced by the leader's. */
function pickCopies<T>(copies: Iterable<[key: string, copy: T, leader: boolean]>): T[] {
  const picked = new Map<string, { copy: T; leader: boolean }>();
  for (const [key, copy, leader] of copies) {
    if (!picked.has(key) || (leader && !picked.get(key)?.leader)) picked.set(key, { copy, leader });
  }
  return [...picked.values()].map(({ copy }) => copy);
}

function jetStreamView(answers: (Jsz | undefined)[]): JetStreamView {
  const answered = answers.filter((jsz): jsz is Jsz => jsz !== undefined);
  const streams = answered.flatMap((jsz) =>
    (jsz.account_details ?? []).flatMap((account) => account.stream_detail ?? []),
  );
  return {
    nodesUp: answered.length,
    streams: pickCopies(streams.map((stream) => [stream.name, stream, isLeaderCopy(stream.cluster)])),
    consumers: pickCopies(
      streams.flatMap((stream) =>
        (stream.consumer_detail ?? []).map(
          (consumer) =>
            [`${stream.name}/${consumer.name}`, { stream: stream.name, consumer }, isLeaderCopy(consumer.cluster)] as [
              string,
              { stream: string; consumer: ConsumerDetail },
              boolean,
            ],
        ),
      ),
    ),
  };
}

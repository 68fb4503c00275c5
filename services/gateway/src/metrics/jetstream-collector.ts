import { scrapeReading } from '@classhub/telemetry';
import { Gauge, type Registry } from 'prom-client';

/** The parts of nats-server's `GET /jsz?consumers=true` this reads (NATS 2.9). */
interface Jsz {
  account_details?: {
    stream_detail?: {
      name: string;
      state: { messages: number; bytes: number };
      consumer_detail?: {
        name: string;
        num_pending: number;
        num_ack_pending: number;
        num_redelivered: number;
        num_waiting: number;
      }[];
    }[];
  }[];
}

const FETCH_TIMEOUT_MS = 2000;

/**
 * NATS's view of the event streams, read from the server's monitoring endpoint at each scrape, since no NATS exporter
 * is packaged: per stream its messages and bytes (the dead-letter streams' messages are the dead letters), per durable
 * consumer its pending (lag), ack-pending, redelivered and waiting pulls, and `nats_up`. One gateway replica is enough
 * to scrape; several report the same figures under their own `instance`.
 */
export function collectJetStream(registry: Registry, monitorUrl: string): void {
  const read = scrapeReading(() =>
    fetch(`${monitorUrl}/jsz?consumers=true`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
      .then((response) => (response.ok ? (response.json() as Promise<Jsz>) : undefined))
      .catch(() => undefined),
  );
  new Gauge({
    name: 'nats_up',
    help: "1 when NATS's monitoring endpoint answered this scrape",
    registers: [registry],
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  const streamGauge = (name: string, help: string, value: (state: { messages: number; bytes: number }) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['stream'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const stream of streamsOf(await read())) this.set({ stream: stream.name }, value(stream.state));
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
        for (const stream of streamsOf(await read()))
          for (const consumer of stream.consumer_detail ?? [])
            this.set({ stream: stream.name, consumer: consumer.name }, consumer[field]);
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

type StreamDetail = NonNullable<NonNullable<Jsz['account_details']>[number]['stream_detail']>[number];
type ConsumerFigures = Omit<NonNullable<StreamDetail['consumer_detail']>[number], 'name'>;

function streamsOf(jsz: Jsz | undefined): StreamDetail[] {
  return (jsz?.account_details ?? []).flatMap((account) => account.stream_detail ?? []);
}

import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { uniqueSuffix } from './fresh-database.js';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** A NATS namespace of its own for one test run (see docs/decisions/0004-event-namespace.md). */
export function testNamespace(): string {
  return `test-${uniqueSuffix()}`;
}

/** Deletes the streams a test run created under its namespace, so repeated runs leave nothing behind. */
export async function removeNamespaceStreams(namespace: string): Promise<void> {
  const nc = await connect({ servers: NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    // The event stream, and the services' dead-letter streams (`dlq.<namespace>.<service>.>`, decision 0030).
    for (const subjects of [`${namespace}.>`, `dlq.${namespace}.>`])
      for await (const name of jsm.streams.names(subjects)) await jsm.streams.delete(name);
  } finally {
    await nc.close();
  }
}

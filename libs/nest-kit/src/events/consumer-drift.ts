import type { ConsumerConfig } from '@nats-io/jetstream';

/** What this code declares for one durable consumer: every setting the drift check holds the server's copy to. */
export type DeclaredConsumer = Required<
  Pick<ConsumerConfig, 'durable_name' | 'description' | 'filter_subject' | 'deliver_policy' | 'ack_policy' | 'ack_wait'>
> & { max_deliver: number };

/** How a consumer found on the server differs from its declaration, split by how it is repaired. */
export interface ConsumerDrift {
  /**
   * Settings JetStream will not change in place (deliver and ack policy), or that nats-server 2.9 accepts to change
   * but then stops delivering (the filter): the consumer must be deleted and created again.
   */
  recreate: string[];
  /** Settings an update changes in place. */
  update: string[];
}

const describe = (field: string, declared: unknown, actual: unknown) =>
  `${field} is ${JSON.stringify(actual ?? null)}, declared ${JSON.stringify(declared)}`;

/** The differences between `declared` and the configuration the server reports; both lists empty when none. */
export function consumerDrift(declared: DeclaredConsumer, actual: Partial<ConsumerConfig>): ConsumerDrift {
  const drift: ConsumerDrift = { recreate: [], update: [] };
  const filters = actual.filter_subjects?.length ? actual.filter_subjects : [actual.filter_subject];
  if (filters.length !== 1 || filters[0] !== declared.filter_subject)
    drift.recreate.push(describe('filter', declared.filter_subject, filters));
  for (const field of ['deliver_policy', 'ack_policy'] as const) {
    if (actual[field] !== declared[field]) drift.recreate.push(describe(field, declared[field], actual[field]));
  }
  for (const field of ['ack_wait', 'max_deliver', 'description'] as const) {
    if (actual[field] !== declared[field]) drift.update.push(describe(field, declared[field], actual[field]));
  }
  return drift;
}

import {
  createEventEnvelope,
  type EventData,
  type EventDefinition,
  type EventEnvelope,
  type EventInput,
} from '@classhub/contracts';
import { activeTraceContext } from '@classhub/telemetry/tracing';
import { is, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { preparedIn } from '../database/prepared-in.js';
import type { EventsTransaction } from './events.types.js';
import { outbox } from './outbox.schema.js';

function prepareInsert(tx: EventsTransaction) {
  return tx
    .insert(outbox)
    .values({
      id: sql.placeholder('id'),
      subject: sql.placeholder('subject'),
      payload: sql.placeholder('payload'),
      traceContext: sql.placeholder('traceContext'),
    })
    .prepare('outbox_enqueue');
}

/** Records events in the outbox table; the `OutboxRelay` publishes them once the transaction has committed. */
export class OutboxWriter {
  // Prepared on the first transaction that records an event, then run on each caller's own.
  private insert: ReturnType<typeof prepareInsert> | undefined;

  /**
   * Validates `data` against the event's schema and inserts the event into the outbox inside `tx`,
   * the caller's transaction, so the event exists if and only if the caller's change commits.
   */
  async enqueue<E extends EventDefinition>(
    tx: EventsTransaction,
    event: E,
    data: EventInput<E>,
    options?: { id?: string; occurredAt?: Date },
  ): Promise<EventEnvelope<EventData<E>>> {
    if (!is(tx, PgTransaction)) {
      throw new TypeError(
        `OutboxWriter.enqueue(${event.subject}) needs the caller's transaction (db.transaction(async (tx) => …)), not the database`,
      );
    }
    const envelope = createEventEnvelope(event, data, options);
    this.insert ??= prepareInsert(tx);
    await preparedIn(tx, this.insert).execute({
      id: envelope.id,
      subject: envelope.type,
      payload: envelope,
      traceContext: activeTraceContext(),
    });
    return envelope;
  }
}

/**
 * The INSERT that writes `envelope` to the outbox once per row of `source`, for one statement that makes a change and
 * records its event together: a data-modifying WITH whose `source` is the change's RETURNING. A single statement is
 * all or nothing by itself, where `enqueue` needs a transaction around the change and the event.
 */
export function outboxInsertFrom(envelope: EventEnvelope, source: SQL): SQL {
  const traceContext = activeTraceContext();
  return sql`INSERT INTO ${outbox} (id, subject, payload, trace_context) SELECT ${envelope.id}::uuid, ${envelope.type}, ${JSON.stringify(envelope)}::jsonb, ${traceContext && JSON.stringify(traceContext)}::jsonb FROM ${source}`;
}

import { createEventEnvelope, type EventData, type EventDefinition, type EventEnvelope, type EventInput } from '@classhub/contracts';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { EventsTransaction } from './events.types.js';
import { outbox } from './outbox.schema.js';

/** Records events in the outbox table; the `OutboxRelay` publishes them once the transaction has committed. */
export class OutboxWriter {
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
      throw new TypeError(`OutboxWriter.enqueue(${event.subject}) needs the caller's transaction (db.transaction(async (tx) => …)), not the database`);
    }
    const envelope = createEventEnvelope(event, data, options);
    await tx.insert(outbox).values({ id: envelope.id, subject: envelope.type, payload: envelope });
    return envelope;
  }
}

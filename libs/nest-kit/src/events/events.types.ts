import type { EventData, EventDefinition, EventEnvelope } from '@classhub/contracts';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

/* eslint-disable @typescript-eslint/no-explicit-any -- any drizzle pg database or transaction, whatever the service's schema generics */
/** A drizzle PostgreSQL database (e.g. the `DRIZZLE` provider), with or without a schema. */
export type EventsDatabase = PgDatabase<PgQueryResultHKT, any, any>;
/** A drizzle PostgreSQL transaction, as `db.transaction(async (tx) => …)` hands it out. */
export type EventsTransaction = PgTransaction<PgQueryResultHKT, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Applies one event. It runs inside the consumer's transaction: write through `tx` only, so the
 * effect and the processed-event mark commit together. Throwing rolls both back and retries later.
 */
export type EventHandler<E extends EventDefinition> = (
  data: EventData<E>,
  tx: EventsTransaction,
  envelope: EventEnvelope<EventData<E>>,
) => Promise<void> | void;

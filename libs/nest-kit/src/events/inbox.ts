import type { EventsDatabase, EventsTransaction } from './events.types.js';
import { processedEvents } from './outbox.schema.js';

/** Applies each event at most once per consumer, however often it is delivered. */
export class Inbox {
  constructor(private readonly db: EventsDatabase) {}

  /**
   * In one transaction: marks `event` as processed by `consumer` and runs `effect`. When the mark already
   * exists the effect is skipped and this returns false. A concurrent attempt waits on the first one's row lock.
   */
  async applyOnce(consumer: string, event: { id: string }, effect: (tx: EventsTransaction) => Promise<void> | void): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const marked = await tx
        .insert(processedEvents)
        .values({ consumer, eventId: event.id })
        .onConflictDoNothing()
        .returning({ eventId: processedEvents.eventId });
      if (marked.length === 0) return false;
      await effect(tx);
      return true;
    });
  }
}

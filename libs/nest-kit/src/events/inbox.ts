import { sql } from 'drizzle-orm';
import { preparedIn } from '../database/prepared-in.js';
import type { EventsDatabase, EventsTransaction } from './events.types.js';
import { processedEvents } from './outbox.schema.js';

/** Applies each event at most once per consumer, however often it is delivered. */
export class Inbox {
  // Every event delivered runs it: built and planned once.
  private readonly mark;

  constructor(private readonly db: EventsDatabase) {
    this.mark = db
      .insert(processedEvents)
      .values({ consumer: sql.placeholder('consumer'), eventId: sql.placeholder('eventId') })
      .onConflictDoNothing()
      .returning({ eventId: processedEvents.eventId })
      .prepare('inbox_mark_processed');
  }

  /**
   * In one transaction: marks `event` as processed by `consumer` and runs `effect`. When the mark already
   * exists the effect is skipped and this returns false. A concurrent attempt waits on the first one's row lock.
   */
  async applyOnce(
    consumer: string,
    event: { id: string },
    effect: (tx: EventsTransaction) => Promise<void> | void,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const marked = await preparedIn(tx, this.mark).execute({ consumer, eventId: event.id });
      if (marked.length === 0) return false;
      await effect(tx);
      return true;
    });
  }
}

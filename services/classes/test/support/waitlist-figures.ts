import {
  createEventEnvelope,
  eventWireSubject,
  type EventDefinition,
  type EventEnvelope,
  type EventInput,
} from '@classhub/contracts';
import { NATS_CONNECTION, outbox, processedEvents } from '@classhub/nest-kit';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { waitlistEntries } from '../../src/waitlist/waitlist-entry.entity.js';
import type { RunningClasses } from './classes-app.js';

/** A class's seats as decision 0038 counts them, read in one statement (one snapshot, so a sample is never torn). */
export interface SeatFigures {
  available: number;
  enrolled: number;
  held: number;
  offered: number;
}

/** The seat figures, the waitlist and the events of the waitlist's specs. */
export function waitlistFigures(service: RunningClasses) {
  return {
    async seats(classId: string): Promise<SeatFigures> {
      const { rows } = await service.db.execute<{ available: number; enrolled: number; held: number; offered: number }>(
        sql`SELECT c.available_seats AS available, c.enrolled,
              (SELECT count(*)::int FROM seat_holds h WHERE h.class_id = c.id AND h.status = 'held') AS held,
              (SELECT count(*)::int FROM waitlist_entries w WHERE w.class_id = c.id AND w.status = 'offered') AS offered
            FROM classes c WHERE c.id = ${classId}`,
      );
      const [figures] = rows;
      if (!figures) throw new Error(`class ${classId} not found`);
      return figures;
    },
    /** Students put in the class's line in this order (a millisecond apart), as if each had joined. */
    async inLine(classId: string, studentIds: readonly string[]): Promise<void> {
      const start = Date.now() - 60_000;
      await service.db
        .insert(waitlistEntries)
        .values(studentIds.map((studentId, index) => ({ classId, studentId, joinedAt: new Date(start + index) })));
    },
    entries(classId: string) {
      return service.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.classId, classId))
        .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
    },
    async entryOf(classId: string, studentId: string) {
      return (await this.entries(classId)).filter((entry) => entry.studentId === studentId);
    },
    /** Events of `subject` in the outbox whose data matches. */
    async events(subject: string, match: (data: Record<string, unknown>) => boolean) {
      const rows = await service.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, subject))
        .orderBy(asc(outbox.createdAt));
      return rows.map((row) => (row.payload as EventEnvelope<Record<string, unknown>>).data).filter(match);
    },
    /** Publishes an event to the service as its producer would, and waits until it is applied. */
    async deliver<E extends EventDefinition>(event: E, data: EventInput<E>): Promise<void> {
      const envelope = createEventEnvelope(event, data);
      const js = jetstream(service.app.get<NatsConnection>(NATS_CONNECTION));
      await js.publish(eventWireSubject(service.config.NATS_NAMESPACE, event.subject), JSON.stringify(envelope), {
        msgID: envelope.id,
      });
      for (let waited = 0; waited < 10_000; waited += 50) {
        const done = await service.db
          .select()
          .from(processedEvents)
          .where(inArray(processedEvents.eventId, [envelope.id]));
        if (done.length > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`event ${envelope.id} was not applied`);
    },
  };
}

import { Injectable } from '@nestjs/common';
import { normalizeEmail, type ClassSnapshot, type EventEnvelope } from '@classhub/contracts';
import { ClassSnapshotProjection, type EventsTransaction } from '@classhub/nest-kit';
import { sql } from 'drizzle-orm';
import { classEnrolments } from './class-enrolment.entity.js';

/**
 * Keeps `class_enrolments` in step with the classes service's events. Every class event carries the class's whole
 * snapshot, so each one is an upsert; the inbox applies an event once, and an older snapshot never replaces a newer.
 */
@Injectable()
export class ClassEnrolmentsProjection extends ClassSnapshotProjection {
  /** Upserts the snapshot unless the stored one comes from a later event. */
  override async apply(
    data: ClassSnapshot,
    tx: EventsTransaction,
    envelope: Pick<EventEnvelope, 'occurredAt'>,
  ): Promise<void> {
    const row = {
      classId: data.classId,
      instructorEmail: normalizeEmail(data.instructorEmail),
      status: data.status,
      enrolled: data.enrolled,
      occurredAt: new Date(envelope.occurredAt),
    };
    await tx
      .insert(classEnrolments)
      .values(row)
      .onConflictDoUpdate({
        target: classEnrolments.classId,
        set: {
          instructorEmail: row.instructorEmail,
          status: row.status,
          enrolled: row.enrolled,
          occurredAt: row.occurredAt,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${classEnrolments.occurredAt} <= excluded.occurred_at`,
      });
  }
}

import { Injectable } from '@nestjs/common';
import { normalizeEmail, toCents, type ClassSnapshot, type EventEnvelope } from '@classhub/contracts';
import { ClassSnapshotProjection, type EventsTransaction } from '@classhub/nest-kit';
import { sql } from 'drizzle-orm';
import { SeatRequestQueue } from '../checkout-saga/seat-requests/seat-request-queue.js';
import { classListings, type ClassListingRow } from './class-listings-read-model.entity.js';

/** The listing a class snapshot describes, as of `occurredAt`. */
export function toListingRow(data: ClassSnapshot, occurredAt: Date): ClassListingRow {
  return {
    classId: data.classId,
    className: data.className,
    classImage: data.classImage ?? '',
    instructorName: data.instructorName,
    instructorEmail: normalizeEmail(data.instructorEmail),
    status: data.status,
    availableSeats: data.availableSeats,
    enrolled: data.enrolled,
    priceCents: toCents(data.price),
    startsAt: data.startsAt ? new Date(data.startsAt) : null,
    endsAt: data.endsAt ? new Date(data.endsAt) : null,
    // Decision 0041: a cancelled class is never sold again.
    cancelledAt: data.cancelledAt ? new Date(data.cancelledAt) : null,
    occurredAt,
  };
}

/**
 * Keeps `class_listings` in step with the classes service: every class event carries the whole class. A class with
 * free seats again lets checkout ask classes for one again (SeatRequestQueue).
 */
@Injectable()
export class ClassListingsProjection extends ClassSnapshotProjection {
  constructor(private readonly seatRequests: SeatRequestQueue) {
    super();
  }

  override async apply(
    data: ClassSnapshot,
    tx: EventsTransaction,
    envelope: Pick<EventEnvelope, 'occurredAt'>,
  ): Promise<void> {
    const { classId, ...changes } = toListingRow(data, new Date(envelope.occurredAt));
    await tx
      .insert(classListings)
      .values({ classId, ...changes })
      .onConflictDoUpdate({
        target: classListings.classId,
        set: changes,
        setWhere: sql`${classListings.occurredAt} <= excluded.occurred_at`,
      });
    if (data.status === 'approved' && !data.cancelledAt && data.availableSeats > 0)
      this.seatRequests.seatsBack(data.classId, { availableSeats: data.availableSeats, asOf: changes.occurredAt });
  }
}

import {
  CLASS_APPROVED_V1,
  CLASS_CREATED_V1,
  CLASS_DENIED_V1,
  CLASS_ENROLMENT_CHANGED_V1,
  CLASS_UPDATED_V1,
  type ClassSnapshot,
  type EventEnvelope,
} from '@classhub/contracts';
import type { EventsTransaction } from './events.types.js';
import { OnEvent } from './on-event.decorator.js';

/**
 * A read model of the classes service's classes. Every class event carries the class's whole snapshot, so a
 * projection only says how to upsert one (`apply`); this base subscribes it to all five class events.
 */
export abstract class ClassSnapshotProjection {
  abstract apply(
    data: ClassSnapshot,
    tx: EventsTransaction,
    envelope: Pick<EventEnvelope, 'occurredAt'>,
  ): Promise<void>;

  @OnEvent(CLASS_CREATED_V1)
  onCreated(data: ClassSnapshot, tx: EventsTransaction, envelope: EventEnvelope<ClassSnapshot>): Promise<void> {
    return this.apply(data, tx, envelope);
  }

  @OnEvent(CLASS_APPROVED_V1)
  onApproved(data: ClassSnapshot, tx: EventsTransaction, envelope: EventEnvelope<ClassSnapshot>): Promise<void> {
    return this.apply(data, tx, envelope);
  }

  @OnEvent(CLASS_DENIED_V1)
  onDenied(data: ClassSnapshot, tx: EventsTransaction, envelope: EventEnvelope<ClassSnapshot>): Promise<void> {
    return this.apply(data, tx, envelope);
  }

  @OnEvent(CLASS_UPDATED_V1)
  onUpdated(data: ClassSnapshot, tx: EventsTransaction, envelope: EventEnvelope<ClassSnapshot>): Promise<void> {
    return this.apply(data, tx, envelope);
  }

  @OnEvent(CLASS_ENROLMENT_CHANGED_V1)
  onEnrolmentChanged(
    data: ClassSnapshot,
    tx: EventsTransaction,
    envelope: EventEnvelope<ClassSnapshot>,
  ): Promise<void> {
    return this.apply(data, tx, envelope);
  }
}

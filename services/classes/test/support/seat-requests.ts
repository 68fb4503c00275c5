import {
  CLASSES_SEAT_EXTEND,
  CLASSES_SEAT_HOLD,
  CLASSES_SEAT_RELEASE,
  CLASSES_SEAT_WAITING,
  type RequestData,
} from '@classhub/contracts';
import { NATS_CONNECTION, RequestClient } from '@classhub/nest-kit';
import type { NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { classes, type ClassRow } from '../../src/classes/class.entity.js';
import type { RunningClasses } from './classes-app.js';

type ReleaseReason = RequestData<typeof CLASSES_SEAT_RELEASE>['reason'];

/** A class of its own for each test, and the seat questions payments asks, asked as payments does. */
export function seatRequests(service: RunningClasses) {
  /** Over the service's NATS connection, with payments' name (the only service that may ask). */
  const payments = () =>
    new RequestClient(service.app.get<NatsConnection>(NATS_CONNECTION), {
      ...service.config,
      SERVICE_NAME: 'payments',
    });
  return {
    payments,
    async newClass(seats: number, status: ClassRow['status'] = 'approved'): Promise<ClassRow> {
      const [row] = await service.db
        .insert(classes)
        .values({
          className: `Seats ${randomUUID().slice(0, 8)}`,
          classImage: '/api/media/classes/piano.svg',
          instructorName: 'Ada Teacher',
          instructorEmail: 'ada@example.com',
          availableSeats: seats,
          priceCents: 1999,
          status,
        })
        .returning();
      return row!;
    },
    hold: (classId: string, studentId: string = randomUUID(), holdId: string = randomUUID()) =>
      payments().request(CLASSES_SEAT_HOLD, { holdId, classId, studentId }, 15_000),
    release: async (holdId: string, reason?: ReleaseReason) =>
      (await payments().request(CLASSES_SEAT_RELEASE, { holdId, reason })).released,
    extend: (holdId: string) => payments().request(CLASSES_SEAT_EXTEND, { holdId }),
    waiting: (classId: string, studentIds: string[]) =>
      payments().request(CLASSES_SEAT_WAITING, { classId, studentIds }),
  };
}

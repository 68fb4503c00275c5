import {
  nextSession,
  ratingAverageOf,
  type ClassDto,
  type ClassSessionTimes,
  type ClassSnapshot,
} from '@classhub/contracts';
import type { ClassRow } from './class.entity.js';

/** A class as its instructor and admins see it: the spec's field names, price in dollars, the admin's feedback. */
export function toClassDto(row: ClassRow, sessions?: readonly ClassSessionTimes[]): ClassDto {
  return {
    ...toPublicClassDto(row, sessions),
    ...(row.feedback ? { feedback: row.feedback } : {}),
    ...(row.cancelledAt ? { cancelledAt: row.cancelledAt.toISOString() } : {}),
    ...(row.cancelReason ? { cancelReason: row.cancelReason } : {}),
  };
}

/**
 * A class as the public catalogue shows it: the admin's feedback is between the admin and the instructor, and the
 * joining link is only for those who may join (GET /classes/{id}/joining). `sessions` are the class's, when loaded
 * (class_sessions); the next one is the first not yet over when the answer is made.
 */
export function toPublicClassDto(row: ClassRow, sessions?: readonly ClassSessionTimes[]): ClassDto {
  const next = sessions && nextSession(sessions);
  return {
    _id: row.id,
    className: row.className,
    classImage: row.classImage,
    instructorName: row.instructorName,
    instructorEmail: row.instructorEmail,
    availableSeats: row.availableSeats,
    price: row.priceCents / 100,
    enrolled: row.enrolled,
    status: row.status,
    ratingAverage: ratingAverageOf(row.ratingCount, row.ratingTotal),
    ratingCount: row.ratingCount,
    description: row.description,
    learningOutcomes: row.learningOutcomes,
    timeZone: row.timeZone,
    ...(sessions ? { sessions: [...sessions] } : {}),
    ...(row.startsAt ? { startsAt: row.startsAt.toISOString() } : {}),
    ...(row.endsAt ? { endsAt: row.endsAt.toISOString() } : {}),
    ...(next ? { nextSessionAt: next.startsAt } : {}),
  };
}

/** The class as the classes service's events carry it (price in dollars, like the API). */
export function toClassSnapshot(row: ClassRow): ClassSnapshot {
  return {
    classId: row.id,
    className: row.className,
    instructorEmail: row.instructorEmail,
    instructorName: row.instructorName,
    status: row.status,
    enrolled: row.enrolled,
    availableSeats: row.availableSeats,
    price: row.priceCents / 100,
    classImage: row.classImage,
    ...(row.startsAt ? { startsAt: row.startsAt.toISOString() } : {}),
    ...(row.endsAt ? { endsAt: row.endsAt.toISOString() } : {}),
    ...(row.cancelledAt ? { cancelledAt: row.cancelledAt.toISOString() } : {}),
  };
}

import type { ClassDto, ClassSnapshot } from '@classhub/contracts';
import type { ClassRow } from './class.entity.js';

/** The public shape of a class: the spec's field names, price in dollars. */
export function toClassDto(row: ClassRow): ClassDto {
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
    ...(row.feedback ? { feedback: row.feedback } : {}),
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
  };
}

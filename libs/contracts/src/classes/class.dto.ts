import type * as z from 'zod/mini';
import type { classSchema } from './class.responses.js';

export const CLASS_STATUSES = ['pending', 'approved', 'denied'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/** How a review status is shown to people. */
export const CLASS_STATUS_LABELS: Readonly<Record<ClassStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};

/** A class as the public API returns it (the spec's Class entity; field names are the contract). */
export interface ClassDto extends z.output<typeof classSchema> {}

/** A class is full when fewer than one seat is left (docs/product.md#class-status). */
export function isClassFull(cls: Pick<ClassDto, 'availableSeats'>): boolean {
  return cls.availableSeats < 1;
}

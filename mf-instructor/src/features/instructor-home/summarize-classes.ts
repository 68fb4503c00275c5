import type { ClassDto, ClassStatus } from '@classhub/contracts';

export interface ClassSummary {
  total: number;
  byStatus: Record<ClassStatus, number>;
  /** Students enrolled across all of the instructor's classes. */
  enrolled: number;
}

/** The figures of the Total Classes card, from the instructor's class list. */
export function summarizeClasses(classes: readonly ClassDto[]): ClassSummary {
  const byStatus: Record<ClassStatus, number> = { approved: 0, pending: 0, denied: 0 };
  let enrolled = 0;
  for (const cls of classes) {
    // Anything the server might add later counts as pending, as the status rule has it (docs/product.md#class-status).
    byStatus[cls.status in byStatus ? cls.status : 'pending'] += 1;
    enrolled += cls.enrolled;
  }
  return { total: classes.length, byStatus, enrolled };
}

import { Inject, Injectable } from '@nestjs/common';
import type { LiveSeatFigures } from '@classhub/contracts';
import { DRIZZLE } from '@classhub/nest-kit';
import { and, eq, inArray } from 'drizzle-orm';
import { classes } from '../classes/class.entity.js';
import type { ClassesDb } from '../db/classes-db.js';

/**
 * The public seat figures of approved classes (decision 0039): what GET /seats answers and what the live stream
 * carries. A pending or denied class is as unknown as a missing one, so its figures are never read out.
 */
@Injectable()
export class SeatFiguresReader {
  constructor(@Inject(DRIZZLE) private readonly db: ClassesDb) {}

  /** The figures of the approved classes among `ids`, in one query; the others are left out. */
  async of(ids: readonly string[]): Promise<LiveSeatFigures[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        classId: classes.id,
        availableSeats: classes.availableSeats,
        enrolled: classes.enrolled,
        status: classes.status,
      })
      .from(classes)
      .where(and(inArray(classes.id, [...ids]), eq(classes.status, 'approved')));
    return rows.map(({ status, ...figures }) => ({ ...figures, open: status === 'approved' }));
  }
}

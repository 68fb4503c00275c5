import { Inject, Injectable } from '@nestjs/common';
import type { ClassDto } from '@classhub/contracts';
import { DRIZZLE } from '@classhub/nest-kit';
import { asc, desc, eq } from 'drizzle-orm';
import type { ClassesDb } from '../db/classes-db.js';
import { classes } from './class.entity.js';
import { toClassDto } from './class.mapper.js';

@Injectable()
export class ClassesService {
  constructor(@Inject(DRIZZLE) private readonly db: ClassesDb) {}

  /** Approved classes, most enrolled first (ties: oldest first, so the order is stable). */
  async listApproved(): Promise<ClassDto[]> {
    const rows = await this.db
      .select()
      .from(classes)
      .where(eq(classes.status, 'approved'))
      .orderBy(desc(classes.enrolled), asc(classes.createdAt), asc(classes.id));
    return rows.map(toClassDto);
  }
}

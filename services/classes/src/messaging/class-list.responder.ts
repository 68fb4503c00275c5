import { Inject, Injectable } from '@nestjs/common';
import { CLASSES_CLASS_LIST, type ReplyInput, type RequestData } from '@classhub/contracts';
import { DRIZZLE, nextAfter, OnRequest, snapshotAsOf } from '@classhub/nest-kit';
import { asc, gt } from 'drizzle-orm';
import { classes } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import type { ClassesDb } from '../db/classes-db.js';

/** Every class as its events carry it, a page at a time, for the read models other services repair from (0031). */
@Injectable()
export class ClassListResponder {
  constructor(@Inject(DRIZZLE) private readonly db: ClassesDb) {}

  @OnRequest(CLASSES_CLASS_LIST)
  async page({ after, limit }: RequestData<typeof CLASSES_CLASS_LIST>): Promise<ReplyInput<typeof CLASSES_CLASS_LIST>> {
    // Taken before the read: whatever committed before it is in the page.
    const asOf = snapshotAsOf();
    const rows = await this.db
      .select()
      .from(classes)
      .where(after ? gt(classes.id, after) : undefined)
      .orderBy(asc(classes.id))
      .limit(limit);
    return { classes: rows.map(toClassSnapshot), next: nextAfter(rows, limit, (row) => row.id), asOf };
  }
}

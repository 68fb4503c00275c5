import { Inject, Injectable } from '@nestjs/common';
import { requestedPage, type ClassDto, type ClassListPage, type ListClassesQuery } from '@classhub/contracts';
import { containsPattern, DRIZZLE, listOrPage } from '@classhub/nest-kit';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { classes, type ClassRow } from '../classes/class.entity.js';
import type { ClassesDb } from '../db/classes-db.js';

/** How a list shows its rows (the admin's and the instructor's lists add the waitlists' lengths). */
export type ClassRowsPresenter = (rows: ClassRow[]) => Promise<ClassDto[]>;

/**
 * Manage Classes' and My Classes' lists (decision 0044): one status, a search in the class's name and its
 * instructor's name and email, pages. Newest first; both keys descend so the (status,) created_at, id indexes are
 * read backwards, and the id keeps classes created in the same instant in one place across pages.
 */
@Injectable()
export class ClassSearch {
  constructor(@Inject(DRIZZLE) private readonly db: ClassesDb) {}

  /** The classes matching `query` within `scope` (e.g. one instructor's), shown by `present`. */
  list(query: ListClassesQuery, present: ClassRowsPresenter, scope?: SQL): Promise<ClassDto[] | ClassListPage> {
    const where = and(scope, matching(query));
    return listOrPage(
      requestedPage(query),
      async (range) => {
        const rows = this.db
          .select()
          .from(classes)
          .where(where)
          .orderBy(desc(classes.createdAt), desc(classes.id))
          .$dynamic();
        return present(await (range ? rows.limit(range.limit).offset(range.offset) : rows));
      },
      async () => (await this.db.select({ total: count() }).from(classes).where(where))[0]?.total ?? 0,
    );
  }
}

function matching({ q, status }: ListClassesQuery): SQL | undefined {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    status ? eq(classes.status, status) : undefined,
    pattern
      ? or(
          ilike(classes.className, pattern),
          ilike(classes.instructorName, pattern),
          ilike(classes.instructorEmail, pattern),
        )
      : undefined,
  );
}

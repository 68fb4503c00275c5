import { Inject, Injectable } from '@nestjs/common';
import { requestedPage, type ListUsersQuery, type AdminUserDto, type UserPage } from '@classhub/contracts';
import { containsPattern, DRIZZLE, listOrPage } from '@classhub/nest-kit';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { IdentityDb } from '../db/identity-db.js';
import { users } from './user.entity.js';
import { toAdminUserDto } from './user.mapper.js';

/**
 * Manage Users' list (decision 0044): search by part of the name or email, one role, pages. Oldest account first, as
 * the spec's list always was; the id breaks ties, so accounts created in the same instant never move between pages.
 */
@Injectable()
export class UserSearch {
  constructor(@Inject(DRIZZLE) private readonly db: IdentityDb) {}

  list(query: ListUsersQuery = {}): Promise<AdminUserDto[] | UserPage> {
    const where = matching(query);
    return listOrPage(
      requestedPage(query),
      async (range) => {
        const rows = this.db.select().from(users).where(where).orderBy(asc(users.createdAt), asc(users.id)).$dynamic();
        return (await (range ? rows.limit(range.limit).offset(range.offset) : rows)).map(toAdminUserDto);
      },
      async () => (await this.db.select({ total: count() }).from(users).where(where))[0]?.total ?? 0,
    );
  }
}

function matching({ q, role }: ListUsersQuery): SQL | undefined {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    role ? eq(users.role, role) : undefined,
  );
}

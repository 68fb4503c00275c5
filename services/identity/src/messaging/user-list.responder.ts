import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_USER_LIST, type ReplyInput, type RequestData } from '@classhub/contracts';
import { DRIZZLE, nextAfter, OnRequest, snapshotAsOf } from '@classhub/nest-kit';
import { asc, gt, sql } from 'drizzle-orm';
import type { IdentityDb } from '../db/identity-db.js';
import { users } from '../users/user.entity.js';

/** Every user's current role and name, a page at a time, for the read models other services repair from (0031). */
@Injectable()
export class UserListResponder {
  constructor(@Inject(DRIZZLE) private readonly db: IdentityDb) {}

  @OnRequest(IDENTITY_USER_LIST)
  async page({ after, limit }: RequestData<typeof IDENTITY_USER_LIST>): Promise<ReplyInput<typeof IDENTITY_USER_LIST>> {
    // Taken before the read: whatever committed before it is in the page.
    const asOf = snapshotAsOf();
    const rows = await this.db
      .select({
        userId: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        suspended: sql<boolean>`${users.suspendedAt} is not null`,
      })
      .from(users)
      .where(after ? gt(users.id, after) : undefined)
      .orderBy(asc(users.id))
      .limit(limit);
    return { users: rows, next: nextAfter(rows, limit, (row) => row.userId), asOf };
  }
}

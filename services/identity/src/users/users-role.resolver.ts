import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, type RoleResolver } from '@classhub/nest-kit';
import type { UserRole } from '@classhub/contracts';
import { eq } from 'drizzle-orm';
import type { IdentityDb } from '../db/identity-db.js';
import { users } from './user.entity.js';

/**
 * Identity's own answer to "what is this user's role now": its users table, read on every guarded request. A suspended
 * account has no role (decision 0045): its access tokens get 401 here at once.
 */
@Injectable()
export class UsersRoleResolver implements RoleResolver {
  constructor(@Inject(DRIZZLE) private readonly db: IdentityDb) {}

  async roleOf(userId: string): Promise<UserRole | undefined> {
    const [row] = await this.db
      .select({ role: users.role, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.suspendedAt ? undefined : row?.role;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { UserRole } from '@classhub/contracts';
import { eq, sql } from 'drizzle-orm';
import type { RoleResolver } from '../auth/auth.constants.js';
import { DRIZZLE } from '../database/database.tokens.js';
import type { EventsDatabase } from '../events/events.types.js';
import { userRoles } from './user-role.entity.js';

/**
 * The role of a token's user as this service last heard from identity. A user it has not heard of yet is a student:
 * identity signed the token, so the user exists, every account starts as a student, and promotions arrive as events
 * (decision 0008). An unknown user thus never gets more than a student may do.
 */
@Injectable()
export class UserRolesResolver implements RoleResolver {
  // Asked on every authenticated request: a named prepared statement, built and planned once per connection.
  private readonly roleQuery;

  constructor(@Inject(DRIZZLE) db: EventsDatabase) {
    this.roleQuery = db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('user_roles_role_of');
  }

  async roleOf(userId: string): Promise<UserRole> {
    const [row] = await this.roleQuery.execute({ userId });
    return row?.role ?? 'student';
  }
}

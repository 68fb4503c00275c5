import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { UserRole } from '@classhub/contracts';
import { eq, sql } from 'drizzle-orm';
import type { RoleResolver } from '../auth/auth.constants.js';
import { NotifiedCache } from '../caching/notified-cache.js';
import { SERVICE_CONFIG } from '../config/config.tokens.js';
import type { ServiceConfig } from '../config/service-config.js';
import { DRIZZLE } from '../database/database.tokens.js';
import type { EventsDatabase } from '../events/events.types.js';
import { userRoles } from './user-role.entity.js';

/** Sent on every committed change to `user_roles` by the trigger each service's migrations create on it. */
export const USER_ROLES_CHANGED_CHANNEL = 'user_roles_changed';

/** Users whose role is remembered at once; beyond it the oldest is asked again. */
const REMEMBERED_USERS = 10_000;

/**
 * The role of a token's user as this service last heard from identity. A user it has not heard of yet is a student:
 * identity signed the token, so the user exists, every account starts as a student, and promotions arrive as events
 * (decision 0008). An unknown user thus never gets more than a student may do. A deleted or suspended account
 * (decisions 0037, 0045) has no role: 401.
 *
 * Asked on every authenticated request, so answers are remembered until `user_roles` changes (decision 0025): a role
 * change, or an account's deletion, counts on every replica from the moment its notification arrives, a few
 * milliseconds after the event was applied.
 */
@Injectable()
export class UserRolesResolver implements RoleResolver, OnModuleInit, OnApplicationShutdown {
  // A named prepared statement, built and planned once per connection.
  private readonly roleQuery;
  private readonly roles: NotifiedCache<UserRole | undefined>;

  constructor(@Inject(DRIZZLE) db: EventsDatabase, @Inject(SERVICE_CONFIG) config: ServiceConfig) {
    this.roleQuery = db
      .select({ role: userRoles.role, deleted: userRoles.deleted, suspended: userRoles.suspended })
      .from(userRoles)
      .where(eq(userRoles.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('user_roles_role_of');
    this.roles = new NotifiedCache<UserRole | undefined>(
      config.DATABASE_URL,
      USER_ROLES_CHANGED_CHANNEL,
      REMEMBERED_USERS,
    );
  }

  roleOf(userId: string): Promise<UserRole | undefined> {
    return this.roles.get(userId, async () => {
      const [row] = await this.roleQuery.execute({ userId });
      if (row?.deleted || row?.suspended) return undefined;
      return row?.role ?? 'student';
    });
  }

  onModuleInit(): Promise<void> {
    return this.roles.onModuleInit();
  }

  /** Resolves once every role change committed before the call counts (for tests that change a role and use it). */
  sync(): Promise<void> {
    return this.roles.sync();
  }

  onApplicationShutdown(): Promise<void> {
    return this.roles.onApplicationShutdown();
  }
}

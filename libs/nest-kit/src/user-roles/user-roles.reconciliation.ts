import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_USER_LIST, type UserState } from '@classhub/contracts';
import { SERVICE_CONFIG } from '../config/config.tokens.js';
import type { ServiceConfig } from '../config/service-config.js';
import { DRIZZLE } from '../database/database.tokens.js';
import type { EventsDatabase, EventsTransaction } from '../events/events.types.js';
import {
  ReadModelReconciliation,
  reconcileScheduleOf,
  type SourcePage,
} from '../read-models/read-model-reconciliation.js';
import { SOURCE_PAGE_TIMEOUT_MS } from '../read-models/class-snapshot.reconciliation.js';
import { repairRows } from '../read-models/repair-rows.js';
import { RequestClient } from '../requests/request-client.js';
import { userRoles } from './user-role.entity.js';

/**
 * Repairs `user_roles` from identity's users (decision 0031): a role change whose event never arrived counts at the
 * next pass at the latest. A service that keeps more of the users extends it and repairs that in `repairMore`.
 * Users missing from the list are left as they are: identity no longer lists a deleted account, and the repair never
 * writes `deleted`, so a tombstone stays one (a page read before the deletion is older than it, and loses anyway).
 */
@Injectable()
export class UserRolesReconciliation extends ReadModelReconciliation<UserState> {
  constructor(
    @Inject(DRIZZLE) protected readonly db: EventsDatabase,
    @Inject(RequestClient) private readonly requests: RequestClient,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
  ) {
    super(new.target.name, reconcileScheduleOf(config));
  }

  protected async fetchPage(after: string | undefined, limit: number): Promise<SourcePage<UserState>> {
    const page = await this.requests.request(IDENTITY_USER_LIST, { after, limit }, SOURCE_PAGE_TIMEOUT_MS);
    return { items: page.users, next: page.next, asOf: page.asOf };
  }

  protected repair(users: UserState[], asOf: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = users.map(({ userId, role, suspended }) => ({
        userId,
        role,
        suspended: suspended ?? false,
        occurredAt: asOf,
      }));
      const repaired = await repairRows(tx, userRoles, rows, {
        key: userRoles.userId,
        occurredAt: userRoles.occurredAt,
        compared: [userRoles.role, userRoles.suspended],
      });
      return repaired.length + (await this.repairMore(tx, users, asOf));
    });
  }

  /** What else of `users` the service keeps, repaired in the same transaction; answers how many rows it changed. */
  protected repairMore(_tx: EventsTransaction, _users: UserState[], _asOf: Date): Promise<number> {
    return Promise.resolve(0);
  }
}

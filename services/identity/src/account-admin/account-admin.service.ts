import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNT_ADMIN_MESSAGES,
  USER_REACTIVATED_V1,
  USER_ROLE_CHANGED_V1,
  USER_SUSPENDED_V1,
  type AdminAction,
  type UserRole,
} from '@classhub/contracts';
import {
  conflict,
  DRIZZLE,
  notFound,
  OutboxWriter,
  type AuthenticatedUser,
  type EventsTransaction,
} from '@classhub/nest-kit';
import { eq, sql } from 'drizzle-orm';
import { AuditLog } from '../audit/audit-log.js';
import type { IdentityDb } from '../db/identity-db.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { users, type UserRow } from '../users/user.entity.js';
import { toUserSnapshot } from '../users/user.mapper.js';
import { UsersService } from '../users/users.service.js';
import { assertNotSelf, keepAnotherAdmin } from './admin-guard.js';

const USER_NOT_FOUND = 'User not found';

type Changed = { modifiedCount: number };

/**
 * What admins do to accounts (decision 0045): change a role (the spec's promotions, and back to student), suspend and
 * reactivate. Each change, its event and its audit entry are one transaction.
 */
@Injectable()
export class AccountAdminService {
  constructor(
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    private readonly outbox: OutboxWriter,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Gives `id` the role `role`; `modifiedCount` is 0 when it already had it. Taking the admin role away is refused for
   * oneself and for the last admin. Publishes USER_ROLE_CHANGED_V1.
   */
  async changeRole(actor: AuthenticatedUser, id: string, role: UserRole, reason?: string): Promise<Changed> {
    if (role !== 'admin') assertNotSelf(actor.id, id);
    return this.change(async (tx) => {
      if (role !== 'admin') await keepAnotherAdmin(tx, id);
      const target = await lockUser(tx, id);
      if (target.role === role) return undefined;
      const [row] = await tx
        .update(users)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      await this.outbox.enqueue(tx, USER_ROLE_CHANGED_V1, toUserSnapshot(row!));
      const why = `Role ${target.role} → ${role}${reason ? `: ${reason}` : ''}`;
      await this.record(tx, actor, 'user.role-changed', target, why);
      return row;
    });
  }

  /**
   * Suspends `id`: every session ends in the same transaction, sign-ins are refused, and USER_SUSPENDED_V1 makes the
   * other services refuse its access tokens. Never oneself, never the last admin.
   */
  suspend(actor: AuthenticatedUser, id: string, reason: string): Promise<Changed> {
    assertNotSelf(actor.id, id);
    return this.change(async (tx) => {
      await keepAnotherAdmin(tx, id);
      const target = await lockUser(tx, id);
      if (target.suspendedAt) throw conflict(ACCOUNT_ADMIN_MESSAGES.alreadySuspended);
      const [row] = await tx
        .update(users)
        .set({ suspendedAt: sql`now()`, suspendedReason: reason, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      await this.sessions.revokeAllOf(tx, id);
      await this.outbox.enqueue(tx, USER_SUSPENDED_V1, { ...toUserSnapshot(row!), reason, suspendedBy: actor.name });
      await this.record(tx, actor, 'user.suspended', target, reason);
      return row;
    });
  }

  /** Lifts a suspension: the user can sign in again (sessions ended by it stay ended). */
  reactivate(actor: AuthenticatedUser, id: string, reason?: string): Promise<Changed> {
    assertNotSelf(actor.id, id);
    return this.change(async (tx) => {
      const target = await lockUser(tx, id);
      if (!target.suspendedAt) throw conflict(ACCOUNT_ADMIN_MESSAGES.notSuspended);
      const [row] = await tx
        .update(users)
        .set({ suspendedAt: null, suspendedReason: null, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      await this.outbox.enqueue(tx, USER_REACTIVATED_V1, toUserSnapshot(row!));
      await this.record(tx, actor, 'user.reactivated', target, reason);
      return row;
    });
  }

  /** Runs `apply` in a transaction; a changed row is published at once. */
  private async change(apply: (tx: EventsTransaction) => Promise<UserRow | undefined>): Promise<Changed> {
    const changed = await this.db.transaction(apply);
    if (!changed) return { modifiedCount: 0 };
    this.users.publishSoon();
    return { modifiedCount: 1 };
  }

  private record(
    tx: EventsTransaction,
    actor: AuthenticatedUser,
    action: AdminAction,
    target: UserRow,
    reason?: string,
  ): Promise<void> {
    return this.audit.record(tx, {
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      action,
      targetType: 'user',
      targetId: target.id,
      targetLabel: target.email,
      reason,
    });
  }
}

async function lockUser(tx: EventsTransaction, id: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

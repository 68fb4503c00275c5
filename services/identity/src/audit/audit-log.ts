import { Inject, Injectable } from '@nestjs/common';
import {
  requestedPage,
  type AdminActionEntry,
  type AdminActionPage,
  type AdminActionRecord,
  type ListAdminActionsQuery,
} from '@classhub/contracts';
import { DRIZZLE, type EventsTransaction } from '@classhub/nest-kit';
import { and, count, desc, eq } from 'drizzle-orm';
import type { IdentityDb } from '../db/identity-db.js';
import { adminActions, type AdminActionRow } from './admin-action.entity.js';

/** The page size of the audit log when none is asked. */
const DEFAULT_PAGE = { page: 1, pageSize: 20 };

/**
 * The admins' audit log (decision 0045). identity's own actions are written in the transaction that makes them, so an
 * action and its entry exist together or not at all; other services' actions arrive as events, one row per event id.
 */
@Injectable()
export class AuditLog {
  constructor(@Inject(DRIZZLE) private readonly db: IdentityDb) {}

  /** Writes an action identity took, in its transaction. */
  async record(tx: EventsTransaction, entry: Omit<AdminActionRecord, 'occurredAt'>): Promise<void> {
    await tx.insert(adminActions).values({ ...entry, reason: entry.reason || null });
  }

  /** Writes an action another service reported; a redelivered event is already there and changes nothing. */
  async recordReported(tx: EventsTransaction, eventId: string, entry: AdminActionRecord): Promise<void> {
    await tx
      .insert(adminActions)
      .values({ ...entry, eventId, reason: entry.reason || null, occurredAt: new Date(entry.occurredAt) })
      .onConflictDoNothing({ target: adminActions.eventId });
  }

  /** Newest first; the id breaks ties, so entries of the same instant never move between pages. */
  async list(query: ListAdminActionsQuery): Promise<AdminActionPage> {
    const { page, pageSize } = requestedPage(query) ?? DEFAULT_PAGE;
    const where = and(
      query.action ? eq(adminActions.action, query.action) : undefined,
      query.targetId ? eq(adminActions.targetId, query.targetId) : undefined,
    );
    const [rows, counted] = await Promise.all([
      this.db
        .select()
        .from(adminActions)
        .where(where)
        .orderBy(desc(adminActions.occurredAt), desc(adminActions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ total: count() }).from(adminActions).where(where),
    ]);
    return { items: rows.map(toEntry), total: counted[0]?.total ?? 0, page, pageSize };
  }
}

function toEntry(row: AdminActionRow): AdminActionEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    action: row.action as AdminActionEntry['action'],
    targetType: row.targetType as AdminActionEntry['targetType'],
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    reason: row.reason,
  };
}

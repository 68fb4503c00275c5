import { ADMIN_ACTION_RECORDED_V1, type AdminAction } from '@classhub/contracts';
import type { AuthenticatedUser, EventsTransaction, OutboxWriter } from '@classhub/nest-kit';
import type { ClassRow } from '../classes/class.entity.js';

/**
 * Writes an admin's decision on a class for identity's audit log (ADMIN_ACTION_RECORDED_V1), in the decision's own
 * transaction: the log holds exactly the decisions that were stored.
 */
export async function recordClassAction(
  tx: EventsTransaction,
  outbox: OutboxWriter,
  admin: AuthenticatedUser,
  action: AdminAction,
  klass: Pick<ClassRow, 'id' | 'className'>,
  reason?: string,
): Promise<void> {
  await outbox.enqueue(tx, ADMIN_ACTION_RECORDED_V1, {
    actorId: admin.id,
    actorName: admin.name,
    actorEmail: admin.email,
    action,
    targetType: 'class',
    targetId: klass.id,
    targetLabel: klass.className,
    ...(reason ? { reason } : {}),
    occurredAt: new Date().toISOString(),
  });
}

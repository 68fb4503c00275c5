import { Injectable } from '@nestjs/common';
import { ADMIN_ACTION_RECORDED_V1, type EventData, type EventEnvelope } from '@classhub/contracts';
import { OnEvent, type EventsTransaction } from '@classhub/nest-kit';
import { AuditLog } from './audit-log.js';

/** Admin actions taken in other services (classes' approvals, reversals, edit decisions, hidden reviews). */
@Injectable()
export class AdminActionsConsumer {
  constructor(private readonly log: AuditLog) {}

  @OnEvent(ADMIN_ACTION_RECORDED_V1)
  async onRecorded(
    action: EventData<typeof ADMIN_ACTION_RECORDED_V1>,
    tx: EventsTransaction,
    envelope: EventEnvelope,
  ): Promise<void> {
    await this.log.recordReported(tx, envelope.id, action);
  }
}

import { Module } from '@nestjs/common';
import { AdminActionsConsumer } from './admin-actions.consumer.js';
import { AuditHttpController } from './audit.http.controller.js';
import { AuditLog } from './audit-log.js';

/** The admins' audit log (decision 0045): identity's own actions, other services' reported ones, and its page. */
@Module({
  controllers: [AuditHttpController],
  providers: [AuditLog, AdminActionsConsumer],
  exports: [AuditLog],
})
export class AuditModule {}

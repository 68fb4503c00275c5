import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountAdminHttpController } from './account-admin.http.controller.js';
import { AccountAdminService } from './account-admin.service.js';

/** Admins change roles, suspend and reactivate accounts (decision 0045); each change is in the audit log. */
@Module({
  imports: [UsersModule, SessionsModule, AuditModule],
  controllers: [AccountAdminHttpController],
  providers: [AccountAdminService],
})
export class AccountAdminModule {}

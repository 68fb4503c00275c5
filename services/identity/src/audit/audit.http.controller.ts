import { Controller, Query } from '@nestjs/common';
import { ROUTES, listAdminActionsQuerySchema, type AdminActionPage } from '@classhub/contracts';
import { parseBody, Route } from '@classhub/nest-kit';
import { AuditLog } from './audit-log.js';

/** GET /admin/audit: the audit log, for admins (the route's access). */
@Controller()
export class AuditHttpController {
  constructor(private readonly log: AuditLog) {}

  @Route(ROUTES.listAdminActions)
  list(@Query() query: unknown): Promise<AdminActionPage> {
    return this.log.list(parseBody(listAdminActionsQuerySchema, query));
  }
}

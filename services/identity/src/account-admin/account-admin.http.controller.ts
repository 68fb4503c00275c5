import { Body, Controller, Param } from '@nestjs/common';
import { ROUTES, adminReasonRequestSchema, suspendUserRequestSchema } from '@classhub/contracts';
import { CurrentUser, parseBody, Route, type AuthenticatedUser } from '@classhub/nest-kit';
import { USER_ID_PIPE } from '../users/user-id.pipe.js';
import { AccountAdminService } from './account-admin.service.js';

/** Admins' changes to accounts (the routes' access is admin): the spec's promotions and decision 0045's undo. */
@Controller()
export class AccountAdminHttpController {
  constructor(private readonly accounts: AccountAdminService) {}

  @Route(ROUTES.makeAdmin)
  makeAdmin(@CurrentUser() caller: AuthenticatedUser, @Param('id', USER_ID_PIPE) id: string) {
    return this.accounts.changeRole(caller, id, 'admin');
  }

  @Route(ROUTES.makeInstructor)
  makeInstructor(@CurrentUser() caller: AuthenticatedUser, @Param('id', USER_ID_PIPE) id: string) {
    return this.accounts.changeRole(caller, id, 'instructor');
  }

  @Route(ROUTES.demoteUser)
  makeStudent(@CurrentUser() caller: AuthenticatedUser, @Param('id', USER_ID_PIPE) id: string, @Body() body: unknown) {
    const { reason } = parseBody(adminReasonRequestSchema, body ?? {});
    return this.accounts.changeRole(caller, id, 'student', reason);
  }

  @Route(ROUTES.suspendUser)
  suspend(@CurrentUser() caller: AuthenticatedUser, @Param('id', USER_ID_PIPE) id: string, @Body() body: unknown) {
    const { reason } = parseBody(suspendUserRequestSchema, body ?? {});
    return this.accounts.suspend(caller, id, reason);
  }

  @Route(ROUTES.reactivateUser)
  reactivate(@CurrentUser() caller: AuthenticatedUser, @Param('id', USER_ID_PIPE) id: string, @Body() body: unknown) {
    const { reason } = parseBody(adminReasonRequestSchema, body ?? {});
    return this.accounts.reactivate(caller, id, reason);
  }
}

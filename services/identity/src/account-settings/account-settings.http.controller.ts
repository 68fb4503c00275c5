import { Body, Controller, HttpCode, Req, Res } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  ROUTES,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  type AccountMessageResponse,
} from '@classhub/contracts';
import { CurrentUser, Route, parseBody, type AuthenticatedUser } from '@classhub/nest-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerThrottled } from '../accounts/http-answers.js';
import { SessionCookie } from '../sessions/session-cookie.js';
import { AccountSettingsService } from './account-settings.service.js';

/** The profile's "Change password" and "Delete my account", for the caller's own account. */
@Controller()
export class AccountSettingsHttpController {
  constructor(
    private readonly settings: AccountSettingsService,
    private readonly cookie: SessionCookie,
  ) {}

  @Route(ROUTES.changePassword)
  @HttpCode(200)
  async changePassword(
    @CurrentUser() caller: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ): Promise<AccountMessageResponse> {
    const input = parseBody(changePasswordRequestSchema, body);
    await answerThrottled(reply, () => this.settings.changePassword(caller.id, input, this.cookie.read(request)));
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  }

  @Route(ROUTES.deleteAccount)
  @HttpCode(200)
  async deleteAccount(
    @CurrentUser() caller: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ): Promise<AccountMessageResponse> {
    const { password } = parseBody(deleteAccountRequestSchema, body ?? {});
    await answerThrottled(reply, () => this.settings.deleteAccount(caller.id, password, this.cookie.read(request)));
    this.cookie.clear(reply);
    return { message: ACCOUNT_MESSAGES.accountDeleted };
  }
}

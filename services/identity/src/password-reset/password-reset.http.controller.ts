import { Body, Controller, HttpCode, Req, Res } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  ROUTES,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type AccountMessageResponse,
} from '@classhub/contracts';
import { Route, parseBody } from '@classhub/nest-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressGroup } from '../accounts/address-group.js';
import { answerThrottled, requireJson } from '../accounts/http-answers.js';
import { PasswordResetService } from './password-reset.service.js';

/** "Forgot password?" and the page its mailed link opens. JSON only, like sign-in (no cross-site form posts). */
@Controller()
export class PasswordResetHttpController {
  constructor(private readonly resets: PasswordResetService) {}

  /** 202 with the same sentence for every address: whether an account has it is never said. */
  @Route(ROUTES.requestPasswordReset)
  @HttpCode(202)
  async request(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ): Promise<AccountMessageResponse> {
    requireJson(request);
    const { email } = parseBody(passwordResetRequestSchema, body);
    await answerThrottled(reply, () => this.resets.request(email, addressGroup(request.ip)));
    return { message: ACCOUNT_MESSAGES.resetRequested };
  }

  @Route(ROUTES.confirmPasswordReset)
  @HttpCode(200)
  async confirm(@Req() request: FastifyRequest, @Body() body: unknown): Promise<AccountMessageResponse> {
    requireJson(request);
    const { token, password } = parseBody(passwordResetConfirmSchema, body);
    await this.resets.reset(token, password);
    return { message: ACCOUNT_MESSAGES.passwordReset };
  }
}

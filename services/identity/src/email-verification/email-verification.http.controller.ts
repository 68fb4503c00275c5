import { Body, Controller, HttpCode, Req, Res } from '@nestjs/common';
import {
  ROUTES,
  changeEmailRequestSchema,
  emailVerificationConfirmSchema,
  type AccountMessageResponse,
  type EmailVerifiedResponse,
} from '@classhub/contracts';
import { CurrentUser, Route, parseBody, type AuthenticatedUser } from '@classhub/nest-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerThrottled, requireJson } from '../accounts/http-answers.js';
import { SessionCookie } from '../sessions/session-cookie.js';
import { EmailVerificationService } from './email-verification.service.js';

/** The unverified banner's "Resend the link", the profile's "Change email", and the page their links open. */
@Controller()
export class EmailVerificationHttpController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly cookie: SessionCookie,
  ) {}

  @Route(ROUTES.resendEmailVerification)
  @HttpCode(202)
  async resend(
    @CurrentUser() caller: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountMessageResponse> {
    return { message: await answerThrottled(reply, () => this.verification.resend(caller.id)) };
  }

  @Route(ROUTES.requestEmailChange)
  @HttpCode(202)
  async requestChange(
    @CurrentUser() caller: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ): Promise<AccountMessageResponse> {
    const input = parseBody(changeEmailRequestSchema, body);
    const message = await answerThrottled(reply, () =>
      this.verification.requestChange(caller.id, input, this.cookie.read(request)),
    );
    return { message };
  }

  @Route(ROUTES.confirmEmailVerification)
  @HttpCode(200)
  confirm(@Req() request: FastifyRequest, @Body() body: unknown): Promise<EmailVerifiedResponse> {
    requireJson(request);
    return this.verification.confirm(parseBody(emailVerificationConfirmSchema, body).token);
  }
}

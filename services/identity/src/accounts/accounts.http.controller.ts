import { Body, Controller, HttpCode, Req, Res } from '@nestjs/common';
import {
  ROUTES,
  loginRequestSchema,
  normalizeEmail,
  registerRequestSchema,
  type AuthSessionResponse,
  type CurrentSessionResponse,
  type RegisterResponse,
} from '@classhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionCookie } from '../sessions/session-cookie.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { toSessionUserDto } from '../users/user.mapper.js';
import { AccountsService } from './accounts.service.js';
import { answerThrottled, requireJson } from './http-answers.js';
import { addressGroup } from './address-group.js';
import { KnownBrowserCookie } from './known-browser-cookie.js';
import { Route, parseBody } from '@classhub/nest-kit';

/** Sign-up, sign-in, sign-out and "who is signed in": the replacement of the spec's external identity provider. */
@Controller()
export class AccountsHttpController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
    private readonly browserCookie: KnownBrowserCookie,
  ) {}

  @Route(ROUTES.register)
  @HttpCode(201)
  async register(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ): Promise<RegisterResponse> {
    requireJson(request);
    const input = parseBody(registerRequestSchema, body);
    const { user, sessionToken } = await answerThrottled(reply, () =>
      this.accounts.register(input, addressGroup(request.ip)),
    );
    this.cookie.set(reply, sessionToken);
    return { user: toSessionUserDto(user), insertedId: user.id };
  }

  @Route(ROUTES.login)
  @HttpCode(200)
  async login(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ): Promise<AuthSessionResponse> {
    requireJson(request);
    const input = parseBody(loginRequestSchema, body);
    const attempt = {
      account: normalizeEmail(input.email),
      source: addressGroup(request.ip),
      browser: this.browserCookie.read(request),
    };
    const { user, sessionToken } = await answerThrottled(reply, () => this.accounts.login(input, attempt));
    this.cookie.set(reply, sessionToken);
    this.browserCookie.set(reply, attempt.browser);
    return { user: toSessionUserDto(user) };
  }

  /** Ends the session family of the cookie (if any) and clears the cookie; fine without a session too. */
  @Route(ROUTES.logout)
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.end(this.cookie.read(request));
    this.cookie.clear(reply);
  }

  /**
   * The shell asks this on every page load: who holds the session cookie. Changes nothing (no rotation). A visitor
   * without a session is an ordinary answer (user null), not an error that every anonymous visit would log.
   */
  @Route(ROUTES.getSession)
  async session(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentSessionResponse> {
    reply.header('cache-control', 'no-store');
    const user = await this.sessions.userOf(this.cookie.read(request));
    return { user: user ? toSessionUserDto(user) : null };
  }
}

import { Body, Controller, Get, HttpCode, HttpException, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  IDENTITY_MESSAGES,
  loginRequestSchema,
  normalizeEmail,
  registerRequestSchema,
  type AuthSessionResponse,
  type RegisterResponse,
} from '@classhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientIp } from '../common/client-ip.js';
import { SessionCookie } from '../sessions/session-cookie.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { toUserDto } from '../users/user.mapper.js';
import { AccountsService, SignInThrottledError } from './accounts.service.js';
import { notSignedIn, parseBody } from '@classhub/nest-kit';

/**
 * A cross-site HTML form can POST urlencoded or text bodies without the browser asking first; it cannot send JSON.
 * Requiring JSON keeps another site from signing a visitor into an account of its choosing (login CSRF).
 */
function requireJson(request: FastifyRequest): void {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    throw new HttpException(
      { statusCode: 415, error: 'Unsupported Media Type', message: 'Send the request as JSON (Content-Type: application/json)' },
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  }
}

/** Sign-up, sign-in, sign-out and "who is signed in": the replacement of the spec's external identity provider. */
@Controller('auth')
export class AccountsHttpController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
  ) {}

  @Post('register')
  @HttpCode(201)
  async register(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Body() body: unknown): Promise<RegisterResponse> {
    requireJson(request);
    const input = parseBody(registerRequestSchema, body);
    const { user, sessionToken } = await this.accounts.register(input);
    this.cookie.set(reply, sessionToken);
    return { user: toUserDto(user), insertedId: user.id };
  }

  @Post('login')
  @HttpCode(200)
  async login(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Body() body: unknown): Promise<AuthSessionResponse> {
    requireJson(request);
    const input = parseBody(loginRequestSchema, body);
    try {
      const { user, sessionToken } = await this.accounts.login(input, normalizeEmail(input.email), clientIp(request));
      this.cookie.set(reply, sessionToken);
      return { user: toUserDto(user) };
    } catch (error) {
      if (!(error instanceof SignInThrottledError)) throw error;
      reply.header('retry-after', String(error.retryAfterSeconds));
      throw error.toHttpException();
    }
  }

  /** Ends the session family of the cookie (if any) and clears the cookie; fine without a session too. */
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.end(this.cookie.read(request));
    this.cookie.clear(reply);
  }

  /** The shell asks this on start: who holds the session cookie. Changes nothing (no rotation). */
  @Get('session')
  async session(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthSessionResponse> {
    reply.header('cache-control', 'no-store');
    const user = await this.sessions.userOf(this.cookie.read(request));
    if (!user) throw notSignedIn(IDENTITY_MESSAGES.notSignedIn);
    return { user: toUserDto(user) };
  }
}

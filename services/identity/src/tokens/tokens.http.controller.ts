import { Body, Controller, Header, HttpCode, Req, Res } from '@nestjs/common';
import { ROUTES, accessTokenRequestSchema, normalizeEmail, type AccessTokenResponse } from '@classhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import { SessionCookie } from '../sessions/session-cookie.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { AccessTokens } from './access-tokens.js';
import { SigningKeys } from './signing-keys.js';
import { Route, notSignedIn } from '@classhub/nest-kit';

const MESSAGES = {
  noSession: 'You are not signed in',
  otherAccount: 'Your session belongs to another account',
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

@Controller()
export class TokensHttpController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
    private readonly accessTokens: AccessTokens,
    private readonly keys: SigningKeys,
  ) {}

  /**
   * Spec's POST /jwt: an access token for the holder of a valid session whose user has `email`, never for a bare email.
   * Each call rotates the refresh token (new cookie; the old value is dead, and replaying it ends the session, except
   * for a second tab within the reuse grace window: see SessionsService.rotate).
   */
  @Route(ROUTES.issueAccessToken)
  @HttpCode(200)
  async issue(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ): Promise<AccessTokenResponse> {
    const token = this.cookie.read(request);
    if (!token) throw notSignedIn(MESSAGES.noSession);
    const parsed = accessTokenRequestSchema.safeParse(body ?? {});
    if (!parsed.success) throw notSignedIn(MESSAGES.otherAccount);
    const email = normalizeEmail(parsed.data.email);

    const rotation = await this.sessions.rotate(token, (user) => user.email === email);
    if (!rotation.ok) {
      if (rotation.reason === 'refused') throw notSignedIn(MESSAGES.otherAccount);
      this.cookie.clear(reply);
      throw notSignedIn(rotation.reason === 'unknown' ? MESSAGES.noSession : MESSAGES.sessionEnded);
    }
    if (rotation.token) this.cookie.set(reply, rotation.token);
    reply.header('cache-control', 'no-store');
    return { token: await this.accessTokens.issue(rotation.user) };
  }

  @Route(ROUTES.getJwks)
  @Header('cache-control', 'public, max-age=300')
  jwks(): JSONWebKeySet {
    return this.keys.jwks;
  }
}

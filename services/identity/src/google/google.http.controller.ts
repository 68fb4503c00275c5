import { Controller, ForbiddenException, HttpException, HttpStatus, Inject, Logger, Req, Res } from '@nestjs/common';
import {
  ROUTES,
  GOOGLE_SIGN_IN_MESSAGE_TYPE,
  IDENTITY_MESSAGES,
  type AuthProvidersResponse,
  type GoogleSignInMessage,
} from '@classhub/contracts';
import { Route, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityConfig } from '../config/identity.config.js';
import { readCookie, SessionCookie } from '../sessions/session-cookie.js';
import {
  GOOGLE_LOGIN_TTL_SECONDS,
  GOOGLE_MESSAGES,
  GoogleSignIn,
  GoogleSignInError,
} from './google-sign-in.service.js';
import { POPUP_PAGE_CSP, popupPage } from './popup-page.js';

const LOGIN_COOKIE = 'classhub_google';
// Sent only to the callback. SameSite=Lax because Google's redirect back is a cross-site top-level navigation.
const LOGIN_COOKIE_PATH = '/api/auth/google';

@Controller()
export class GoogleHttpController {
  private readonly logger = new Logger(GoogleHttpController.name);

  constructor(
    private readonly google: GoogleSignIn,
    private readonly sessionCookie: SessionCookie,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @Route(ROUTES.getAuthProviders)
  providers(): AuthProvidersResponse {
    return { google: this.google.enabled, demo: this.google.enabled && this.config.GOOGLE_DEMO_PROVIDER };
  }

  /**
   * Opened in the popup: sends the browser to Google (302) with a fresh state, nonce and PKCE challenge, to come back
   * to the origin the user is on. On an origin Google does not know, the popup says where sign-in works instead.
   */
  @Route(ROUTES.startGoogleSignIn)
  async start(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.google.enabled) {
      throw new HttpException(
        { statusCode: 503, error: 'Service Unavailable', message: IDENTITY_MESSAGES.googleNotConfigured },
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    }
    const redirectUri = await this.redirectUriOrRefuse(request, reply);
    if (!redirectUri) return;
    try {
      const { authorizationUrl, browserSecret } = await this.google.start(redirectUri);
      this.setLoginCookie(reply, browserSecret, GOOGLE_LOGIN_TTL_SECONDS);
      await reply.header('cache-control', 'no-store').redirect(authorizationUrl, 302);
    } catch (error) {
      await this.answerFailure(reply, HttpStatus.BAD_GATEWAY, error);
    }
  }

  /** Google sends the browser back here; the answer is the popup page that reports to the shell and closes. */
  @Route(ROUTES.finishGoogleSignIn)
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.setLoginCookie(reply, '', 0);
    if (!this.google.enabled) {
      await this.answer(
        reply,
        HttpStatus.SERVICE_UNAVAILABLE,
        this.failureMessage(IDENTITY_MESSAGES.googleNotConfigured),
      );
      return;
    }
    const redirectUri = await this.redirectUriOrRefuse(request, reply);
    if (!redirectUri) return;
    const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
    try {
      const { isNewUser, sessionToken } = await this.google.finish(
        readCookie(request, LOGIN_COOKIE),
        query,
        redirectUri,
      );
      this.sessionCookie.set(reply, sessionToken);
      await this.answer(reply, HttpStatus.OK, { type: GOOGLE_SIGN_IN_MESSAGE_TYPE, ok: true, isNewUser });
    } catch (error) {
      await this.answerFailure(reply, HttpStatus.BAD_REQUEST, error);
    }
  }

  /**
   * The redirect URI on the user's origin (as the gateway saw it: X-Forwarded-Proto and -Host), or undefined after
   * answering the popup that this origin cannot sign in with Google.
   */
  private async redirectUriOrRefuse(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const redirectUri = this.google.redirectUriFor(`${request.protocol}://${request.host}`);
    if (!redirectUri) {
      // 421 Misdirected Request: the request reached ClassHub under a name Google's client is not registered for.
      await this.answer(
        reply,
        HttpStatus.MISDIRECTED,
        this.failureMessage(GOOGLE_MESSAGES.otherOrigin(this.config.PUBLIC_URL)),
      );
    }
    return redirectUri;
  }

  /** Even an unexpected error ends in the popup page, so the shell hears back instead of waiting on an open popup. */
  private async answerFailure(reply: FastifyReply, status: number, error: unknown): Promise<void> {
    // A ForbiddenException: the account is suspended (decision 0045), said as plainly as a Google failure.
    if (error instanceof GoogleSignInError || error instanceof ForbiddenException) {
      await this.answer(reply, status, this.failureMessage(error.message));
      return;
    }
    this.logger.error(`Google sign-in failed: ${error instanceof Error ? error.stack : String(error)}`);
    await this.answer(reply, HttpStatus.INTERNAL_SERVER_ERROR, this.failureMessage(GOOGLE_MESSAGES.unavailable));
  }

  private failureMessage(message: string): GoogleSignInMessage {
    return { type: GOOGLE_SIGN_IN_MESSAGE_TYPE, ok: false, message };
  }

  private async answer(reply: FastifyReply, status: number, result: GoogleSignInMessage): Promise<void> {
    await reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', POPUP_PAGE_CSP)
      .header('cache-control', 'no-store')
      // The callback URL carries the authorization code; it is not passed on to any page loaded next.
      .header('referrer-policy', 'no-referrer')
      .send(popupPage(result));
  }

  private setLoginCookie(reply: FastifyReply, value: string, maxAge: number): void {
    reply.setCookie(LOGIN_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      path: LOGIN_COOKIE_PATH,
      secure: this.config.COOKIE_SECURE,
      maxAge,
      ...(maxAge === 0 && { expires: new Date(0) }),
    });
  }
}

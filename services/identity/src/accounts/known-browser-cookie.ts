import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityConfig } from '../config/identity.config.js';
import { readCookie } from '../sessions/session-cookie.js';
import { looksLikeSessionToken, newSessionToken } from '../sessions/session-token.js';

export const KNOWN_BROWSER_COOKIE = 'classhub_browser';
// Only sign-in reads it.
const COOKIE_PATH = '/api/auth';

/**
 * A random id the browser keeps once it has signed in (an opaque token, like a session's): the sign-in throttle
 * recognises the owner's browser by it, so failures from elsewhere never delay that browser.
 */
export class KnownBrowserCookie {
  constructor(
    private readonly config: IdentityConfig,
    private readonly maxAgeMs: number,
  ) {}

  /** The browser's id, or a new one for a browser that has none (sent back only after a successful sign-in). */
  read(request: FastifyRequest): string {
    const value = readCookie(request, KNOWN_BROWSER_COOKIE);
    return looksLikeSessionToken(value) ? value : newSessionToken();
  }

  set(reply: FastifyReply, browser: string): void {
    reply.setCookie(KNOWN_BROWSER_COOKIE, browser, {
      httpOnly: true,
      sameSite: 'strict',
      path: COOKIE_PATH,
      secure: this.config.COOKIE_SECURE,
      maxAge: Math.floor(this.maxAgeMs / 1000),
    });
  }
}

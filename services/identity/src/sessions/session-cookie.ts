import { fastifyCookie, type CookieSerializeOptions } from '@fastify/cookie';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityConfig } from '../config/identity.config.js';

export const SESSION_COOKIE = 'classhub_session';

// The browser calls /api/...; the gateway strips /api, so the path is set explicitly rather than from the request.
const COOKIE_PATH = '/api';

/**
 * Lets Fastify read and write cookies (request.cookies, reply.setCookie). Registered while Nest builds its providers,
 * before the app starts, when Fastify still takes plugins.
 */
export async function enableCookies(host: HttpAdapterHost): Promise<void> {
  const fastify = host.httpAdapter?.getInstance<FastifyInstance>();
  if (!fastify || fastify.hasDecorator('parseCookie')) return;
  await fastify.register(fastifyCookie);
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies?.[name];
}

/** The session cookie: httpOnly, SameSite=Strict, Path=/api, Secure behind https, lasting as long as a session. */
export class SessionCookie {
  constructor(private readonly config: IdentityConfig) {}

  read(request: FastifyRequest): string | undefined {
    return readCookie(request, SESSION_COOKIE);
  }

  set(reply: FastifyReply, token: string): void {
    reply.setCookie(SESSION_COOKIE, token, {
      ...this.attributes(),
      maxAge: this.config.SESSION_TTL_DAYS * 24 * 60 * 60,
    });
  }

  clear(reply: FastifyReply): void {
    reply.setCookie(SESSION_COOKIE, '', { ...this.attributes(), maxAge: 0, expires: new Date(0) });
  }

  private attributes(): CookieSerializeOptions {
    return { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure: this.config.COOKIE_SECURE };
  }
}

import { HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ThrottledError } from '@classhub/nest-kit';

/**
 * A cross-site HTML form can POST urlencoded or text bodies without the browser asking first; it cannot send JSON.
 * Requiring JSON keeps another site from signing a visitor into an account of its choosing (login CSRF).
 */
export function requireJson(request: FastifyRequest): void {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    throw new HttpException(
      {
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'Send the request as JSON (Content-Type: application/json)',
      },
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  }
}

/** A throttled attempt is a 429 with Retry-After in seconds. */
export async function answerThrottled<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ThrottledError)) throw error;
    reply.header('retry-after', String(error.retryAfterSeconds));
    throw error.toHttpException();
  }
}

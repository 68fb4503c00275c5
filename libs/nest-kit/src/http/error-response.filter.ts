import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTransientDatabaseError, pgErrorCode } from '../database/pg-errors.js';
import { requestIdOf } from '../logging/request-log.js';

// SQLSTATE class 22, "data exception": a value PostgreSQL cannot take (bad encoding, out of range, malformed text).
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

export const SERVICE_BUSY_MESSAGE = 'The service is busy right now; please try again in a moment';
// Long enough for a saturated pool to drain, short enough that a retrying browser does not feel stuck.
const RETRY_AFTER_SECONDS = 2;

/** True when `error` (or one of its causes, where Drizzle puts the driver's error) is a PostgreSQL data exception. */
export function isDataException(error: unknown): boolean {
  return DATA_EXCEPTION.test(pgErrorCode(error) ?? '');
}

/**
 * How a service answers what its handlers throw. HttpExceptions keep Nest's handling. A database that is saturated or
 * briefly unreachable is a 503 with a reason and Retry-After: nothing was wrong with the request, and the service
 * recovers by itself. A value PostgreSQL refuses as data, behind the input guard and each schema, is the caller's
 * input: a 400, logged as a warning since a schema should have refused it first. Anything else is a bug: a bare 500,
 * logged here through the safe error serializer (Nest's own handler would put the error's message, with Drizzle's
 * query parameters, into the log line's text).
 */
@Catch()
export class ErrorResponseFilter extends BaseExceptionFilter {
  private readonly logger = new Logger('ErrorResponse');

  override catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http' || exception instanceof HttpException) {
      super.catch(exception, host);
      return;
    }
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    // The gateway's access line for the same call carries the same id.
    const requestId = requestIdOf(host.switchToHttp().getRequest<FastifyRequest>());
    if (isTransientDatabaseError(exception)) {
      this.logger.warn(
        { requestId },
        `Answered 503: the database is busy or unreachable (${exception instanceof Error ? exception.name : 'error'})`,
      );
      void reply
        .code(HttpStatus.SERVICE_UNAVAILABLE)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ statusCode: 503, error: 'Service Unavailable', message: SERVICE_BUSY_MESSAGE });
      return;
    }
    if (isDataException(exception)) {
      this.logger.warn(
        { err: exception, requestId },
        'PostgreSQL refused a value from a request; its schema should refuse it first',
      );
      void reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: 'A value in the request is malformed or out of range',
      });
      return;
    }
    this.logger.error({ err: exception, requestId }, 'Unhandled error');
    if (!reply.sent) void reply.code(500).send({ statusCode: 500, message: 'Internal server error' });
  }
}

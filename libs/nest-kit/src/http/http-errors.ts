import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { FieldProblem } from '@classhub/contracts';

// Every error answer has the same shape: {statusCode, error, message[, errors]} (ApiErrorBody in contracts).

/**
 * Makes the exception for a refused request without a stack trace. A refusal is the expected answer to a request
 * (a full class, a wrong password), not a fault to debug, and nothing logs its stack; V8 would capture one for every
 * refused call: a rush's 450 refusals spent a twentieth of payments' time on them (decision 0025).
 */
export function refusal<E extends HttpException>(make: () => E): E {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export function badRequest(message: string, errors?: FieldProblem[]): BadRequestException {
  return refusal(
    () => new BadRequestException({ statusCode: 400, error: 'Bad Request', message, ...(errors && { errors }) }),
  );
}

export function notSignedIn(message: string): UnauthorizedException {
  return refusal(() => new UnauthorizedException({ statusCode: 401, error: 'Unauthorized', message }));
}

export function notFound(message: string): NotFoundException {
  return refusal(() => new NotFoundException({ statusCode: 404, error: 'Not Found', message }));
}

export function conflict(message: string): ConflictException {
  return refusal(() => new ConflictException({ statusCode: 409, error: 'Conflict', message }));
}

export function tooManyRequests(message: string): HttpException {
  return refusal(
    () => new HttpException({ statusCode: 429, error: 'Too Many Requests', message }, HttpStatus.TOO_MANY_REQUESTS),
  );
}

export function gone(message: string): HttpException {
  return refusal(() => new HttpException({ statusCode: 410, error: 'Gone', message }, HttpStatus.GONE));
}

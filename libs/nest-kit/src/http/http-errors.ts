import { BadRequestException, ConflictException, HttpException, HttpStatus, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { FieldProblem } from '@classhub/contracts';

// Every error answer has the same shape: {statusCode, error, message[, errors]} (ApiErrorBody in contracts).

export function badRequest(message: string, errors?: FieldProblem[]): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message, ...(errors && { errors }) });
}

export function notSignedIn(message: string): UnauthorizedException {
  return new UnauthorizedException({ statusCode: 401, error: 'Unauthorized', message });
}

export function notFound(message: string): NotFoundException {
  return new NotFoundException({ statusCode: 404, error: 'Not Found', message });
}

export function conflict(message: string): ConflictException {
  return new ConflictException({ statusCode: 409, error: 'Conflict', message });
}

export function tooManyRequests(message: string): HttpException {
  return new HttpException({ statusCode: 429, error: 'Too Many Requests', message }, HttpStatus.TOO_MANY_REQUESTS);
}

export function gone(message: string): HttpException {
  return new HttpException({ statusCode: 410, error: 'Gone', message }, HttpStatus.GONE);
}

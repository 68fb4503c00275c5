import { Injectable, type PipeTransform } from '@nestjs/common';
import { badRequest } from './http-errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A UUID path parameter, lower-cased; anything else is a 400 with `message` (e.g. 'Invalid user id'), rather than a
 * database error. `@Param('id', new ParseUuidPipe('Invalid class id'))`.
 */
@Injectable()
export class ParseUuidPipe implements PipeTransform<string, string> {
  constructor(private readonly message = 'Invalid id') {}

  transform(value: string): string {
    if (!isUuid(value)) throw badRequest(this.message);
    return value.toLowerCase();
  }
}

import { Injectable, type PipeTransform } from '@nestjs/common';
import { UUID_PATTERN } from '@classhub/contracts';
import { badRequest } from './http-errors.js';

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
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

import { Injectable, type PipeTransform } from '@nestjs/common';
import { badRequest } from './http-errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id path parameter: a UUID (400 'Invalid user id' otherwise, rather than a database error). */
@Injectable()
export class ParseUserIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw badRequest('Invalid user id');
    return value.toLowerCase();
  }
}

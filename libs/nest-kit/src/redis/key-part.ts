import { createHash } from 'node:crypto';

/** A short, fixed-length stand-in for an email, an address or a token in a Redis key: no personal data in key names. */
export function keyPart(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new link token: 256 random bits, base64url (43 characters), as unguessable as a session token. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a link token: its sha-256. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Whether `token` hashes to `storedHash`, compared in constant time. The row was found by the hash already; this
 * second look makes the final decision independent of where two hashes first differ.
 */
export function linkTokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashLinkToken(token));
  const stored = Buffer.from(storedHash);
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

import { createHash, randomBytes } from 'node:crypto';

/** A new opaque refresh token: 256 random bits, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its sha-256, so a leaked table gives no usable token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Cheap shape check before any database work: anything else is not one of our tokens. */
export function looksLikeSessionToken(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

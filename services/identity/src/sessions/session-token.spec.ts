import { describe, expect, it } from '@jest/globals';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-token.js';

describe('newSessionToken', () => {
  it('makes 256-bit base64url tokens that never repeat', () => {
    const tokens = new Set(Array.from({ length: 100 }, newSessionToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('hashSessionToken', () => {
  it('is the sha-256 of the token, not the token', () => {
    const token = newSessionToken();
    expect(hashSessionToken(token)).toBe(hashSessionToken(token));
    expect(hashSessionToken(token)).not.toContain(token);
    expect(hashSessionToken('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});

describe('looksLikeSessionToken', () => {
  it('accepts only the shape the service issues', () => {
    expect(looksLikeSessionToken(newSessionToken())).toBe(true);
    for (const value of [undefined, '', 'short', `${newSessionToken()}x`, "' or 1=1 --".padEnd(43, 'a')]) {
      expect(looksLikeSessionToken(value)).toBe(false);
    }
  });
});

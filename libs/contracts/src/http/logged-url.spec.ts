import { describe, expect, it } from '@jest/globals';
import { loggedUrl } from './logged-url.js';

describe('loggedUrl', () => {
  it('replaces the values of credentials in the query, whatever their case or encoding', () => {
    expect(loggedUrl('/api/selected/a%40b.c?access_token=eyJhbGciOi.x.y')).toBe(
      '/api/selected/a%40b.c?access_token=[redacted]',
    );
    expect(loggedUrl('/auth/google/callback?code=4%2F0Ab&state=s1')).toBe(
      '/auth/google/callback?code=[redacted]&state=s1',
    );
    expect(loggedUrl('/x?ACCESS%5FTOKEN=t&Token=u&page=2')).toBe(
      '/x?ACCESS%5FTOKEN=[redacted]&Token=[redacted]&page=2',
    );
  });

  it('keeps every other URL as it was sent', () => {
    for (const url of [
      '/approvedclass',
      '/approvedclass?page=1&pageSize=12&q=mei',
      '/x?flag',
      '/x?%E0%A4%A=1',
      '/x?',
    ]) {
      expect(loggedUrl(url)).toBe(url);
    }
  });
});

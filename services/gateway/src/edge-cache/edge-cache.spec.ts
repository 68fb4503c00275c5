import { beforeEach, describe, expect, it } from '@jest/globals';
import type { IncomingHttpHeaders } from 'node:http';
import { EdgeCache, type ForwardedAnswer } from './edge-cache.js';

const KEPT_HEADERS: IncomingHttpHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': '11',
  etag: '"v1"',
  'cache-control': 'public, max-age=0, must-revalidate, s-maxage=5',
  'surrogate-control': 'max-age=30',
  'surrogate-key': 'catalog',
  date: 'Tue, 24 Nov 2026 10:00:00 GMT',
  'x-request-id': 'first-caller',
};

describe('EdgeCache', () => {
  let now: number;
  let cache: EdgeCache;
  const answer = (overrides: Partial<ForwardedAnswer> = {}): ForwardedAnswer => ({
    service: 'classes',
    statusCode: 200,
    headers: KEPT_HEADERS,
    body: Buffer.from('{"ok":true}'),
    askedAt: cache.generation,
    ...overrides,
  });

  beforeEach(() => {
    now = 1_000_000;
    cache = new EdgeCache(() => now, 3);
    cache.setLive(true);
  });

  it('keeps an answer its service tagged, without the headers of that one exchange, and tells its age', () => {
    expect(cache.store('/api/approvedclass', answer())).toBe(true);
    now += 2500;
    const stored = cache.lookup('/api/approvedclass');
    expect(stored?.body.toString()).toBe('{"ok":true}');
    expect(stored?.etag).toBe('"v1"');
    expect(stored?.age).toBe(2);
    expect(Object.keys(stored?.headers ?? {}).sort()).toEqual([
      'cache-control',
      'content-length',
      'content-type',
      'etag',
    ]);
    expect(cache.lookup('/api/approvedclass?page=2')).toBeUndefined();
  });

  it.each<[string, Partial<ForwardedAnswer>]>([
    ['no Surrogate-Control', { headers: { ...KEPT_HEADERS, 'surrogate-control': undefined } }],
    ['a max-age of 0', { headers: { ...KEPT_HEADERS, 'surrogate-control': 'max-age=0' } }],
    ['no Surrogate-Key', { headers: { ...KEPT_HEADERS, 'surrogate-key': undefined } }],
    ['a Vary header', { headers: { ...KEPT_HEADERS, vary: 'authorization' } }],
    ['a cookie', { headers: { ...KEPT_HEADERS, 'set-cookie': ['session=1'] } }],
    ['a status other than 200', { statusCode: 404 }],
  ])('keeps nothing with %s', (_case, overrides) => {
    expect(cache.store('/api/x', answer(overrides))).toBe(false);
    expect(cache.lookup('/api/x')).toBeUndefined();
  });

  it('does not keep an answer asked for before a purge arrived: it may predate the change', () => {
    const asked = answer();
    cache.purge('classes', ['catalog']);
    expect(cache.store('/api/approvedclass', asked)).toBe(false);
    expect(cache.store('/api/approvedclass', answer())).toBe(true);
  });

  it("drops the purged keys' answers of that service only; no key drops all of the service's", () => {
    cache.store('/api/a', answer());
    cache.store('/api/b', answer({ headers: { ...KEPT_HEADERS, 'surrogate-key': 'other' } }));
    cache.store('/api/c', answer({ service: 'identity' }));
    cache.purge('classes', ['catalog']);
    expect(cache.lookup('/api/a')).toBeUndefined();
    expect(cache.lookup('/api/b')).toBeDefined();
    expect(cache.lookup('/api/c')).toBeDefined();
    cache.purge('classes', []);
    expect(cache.lookup('/api/b')).toBeUndefined();
    expect(cache.lookup('/api/c')).toBeDefined();
  });

  it('serves an answer no longer than its max-age', () => {
    cache.store('/api/a', answer());
    now += 29_999;
    expect(cache.lookup('/api/a')).toBeDefined();
    now += 1;
    expect(cache.lookup('/api/a')).toBeUndefined();
  });

  it('keeps and serves nothing while purges cannot be heard, and starts empty when they can again', () => {
    cache.store('/api/a', answer());
    cache.setLive(false);
    expect(cache.lookup('/api/a')).toBeUndefined();
    expect(cache.store('/api/a', answer())).toBe(false);
    cache.setLive(true);
    expect(cache.size).toBe(0);
  });

  it('keeps at most its number of URLs, dropping the oldest first', () => {
    for (const url of ['/api/1', '/api/2', '/api/3', '/api/4']) cache.store(url, answer());
    expect(cache.size).toBe(3);
    expect(cache.lookup('/api/1')).toBeUndefined();
    expect(cache.lookup('/api/4')).toBeDefined();
  });
});

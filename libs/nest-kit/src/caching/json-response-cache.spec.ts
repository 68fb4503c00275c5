import { describe, expect, it } from '@jest/globals';
import { ifNoneMatchNames } from './conditional-reply.js';
import { JsonResponseCache } from './json-response-cache.js';

describe('JsonResponseCache', () => {
  it('loads a key once, shares a load in progress, and loads again after invalidate()', async () => {
    const cache = new JsonResponseCache(10);
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    const [first, second] = await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect(first).toBe(second);
    expect(JSON.parse(first.body)).toEqual({ loads: 1 });
    cache.invalidate();
    const third = await cache.get('a', load);
    expect(JSON.parse(third.body)).toEqual({ loads: 2 });
    expect(third.etag).not.toBe(first.etag);
  });

  it('keeps no failed load and at most maxEntries keys, dropping the oldest', async () => {
    const cache = new JsonResponseCache(2);
    await expect(cache.get('broken', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', async () => {
      reloaded = true;
      return 'a';
    });
    expect(reloaded).toBe(true);
  });

  it('keeps nothing while a subclass says it may not', async () => {
    class Disabled extends JsonResponseCache {
      protected override isEnabled(): boolean {
        return false;
      }
    }
    const cache = new Disabled(10);
    let loads = 0;
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('ifNoneMatchNames', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(ifNoneMatchNames(header, '"abc"')).toBe(expected);
  });
});

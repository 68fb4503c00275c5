import { describe, expect, it } from '@jest/globals';
import { toCachedJson } from './cached-json.js';
import { LoadingCache } from './loading-cache.js';

describe('LoadingCache', () => {
  it('loads a key once, shares a load in progress, and loads again after invalidate()', async () => {
    const cache = new LoadingCache<{ loads: number }>(10);
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    const [first, second] = await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect(first).toBe(second);
    expect(first).toEqual({ loads: 1 });
    cache.invalidate();
    expect(await cache.get('a', load)).toEqual({ loads: 2 });
  });

  it('does not keep a load that was under way when the data changed', async () => {
    const cache = new LoadingCache<string>(10);
    let finish: (value: string) => void = () => undefined;
    const stale = cache.get('a', () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('before the change');
    expect(await stale).toBe('before the change');
    expect(await cache.get('a', async () => 'after the change')).toBe('after the change');
  });

  it('keeps no failed load and at most maxEntries keys, dropping the oldest', async () => {
    const cache = new LoadingCache<string>(2);
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
    class Disabled extends LoadingCache<number> {
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

describe('toCachedJson', () => {
  it('serializes once with a strong ETag that follows the bytes', () => {
    const first = toCachedJson({ loads: 1 });
    expect(first.body).toBe('{"loads":1}');
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(toCachedJson({ loads: 1 }).etag).toBe(first.etag);
    expect(toCachedJson({ loads: 2 }).etag).not.toBe(first.etag);
  });
});

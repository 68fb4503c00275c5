import { createHash } from 'node:crypto';

/** An answer serialized once: the JSON text and its strong ETag. */
export interface CachedJson {
  body: string;
  etag: string;
}

export function toCachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Serialized answers kept in memory, by key, until `invalidate()`. Concurrent misses of one key share one load, and a
 * load that was under way when the data changed serves only the requests that were already waiting for it. At most
 * `maxEntries` keys are kept (the oldest is dropped first), so keys made of user input cannot grow it without bound.
 * While `isEnabled()` is false nothing is kept and every call loads.
 */
export class JsonResponseCache {
  private readonly entries = new Map<string, Promise<CachedJson>>();

  constructor(private readonly maxEntries: number) {}

  /** Whether answers may be kept now; a subclass that cannot always hear of changes says no meanwhile. */
  protected isEnabled(): boolean {
    return true;
  }

  get(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
    if (!this.isEnabled()) return load().then(toCachedJson);
    const hit = this.entries.get(key);
    if (hit) return hit;
    const pending = load().then(toCachedJson);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    return pending;
  }

  invalidate(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

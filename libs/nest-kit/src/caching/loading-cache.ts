/**
 * Values kept in memory, by key, until `invalidate()`. Concurrent misses of one key share one load, and a load that
 * was under way when the data changed serves only the requests that were already waiting for it. At most `maxEntries`
 * keys are kept (the oldest is dropped first), so keys made of user input cannot grow it without bound. While
 * `isEnabled()` is false nothing is kept and every call loads.
 */
export class LoadingCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries: number) {}

  /** Whether values may be kept now; a subclass that cannot always hear of changes says no meanwhile. */
  protected isEnabled(): boolean {
    return true;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.isEnabled()) return load();
    const hit = this.entries.get(key);
    if (hit) return hit;
    const pending = load();
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

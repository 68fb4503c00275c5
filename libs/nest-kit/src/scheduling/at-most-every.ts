/**
 * Lets a thing keyed by `key` happen at most once per `intervalMs` (this process's clock): a rush that repeats the same
 * report many times a second sends it once. Forgets everything past `memoryLimit` keys rather than grow without bound.
 */
export class AtMostEvery {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    private readonly memoryLimit = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True, and remembered, when `key` last happened at least `intervalMs` ago (or never). */
  due(key: string): boolean {
    const now = this.now();
    if ((this.last.get(key) ?? -Infinity) + this.intervalMs > now) return false;
    if (this.last.size >= this.memoryLimit) this.last.clear();
    this.last.set(key, now);
    return true;
  }
}

import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { parseSurrogateKeys, SURROGATE_CONTROL_HEADER, SURROGATE_KEY_HEADER } from '@classhub/contracts';

/** Distinct URLs kept at most (the oldest goes first): query strings are user input. */
export const EDGE_CACHE_ENTRIES = 256;

/** Headers of the service's answer that are about that one exchange or its connection, not the stored answer. */
const NOT_STORED = new Set([
  'date',
  'x-request-id',
  'set-cookie',
  'age',
  'connection',
  'keep-alive',
  'transfer-encoding',
  SURROGATE_CONTROL_HEADER,
  SURROGATE_KEY_HEADER,
]);

export interface StoredAnswer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
  /** Seconds since it was kept (the Age header, RFC 9111 §5.1). */
  age: number;
}

interface Entry extends Omit<StoredAnswer, 'age'> {
  storedAt: number;
  expiresAt: number;
  /** Surrogate keys, each prefixed with the service that tagged it. */
  keys: string[];
}

/** What a forwarded GET brought back, and when it was asked (`EdgeCache.generation` then). */
export interface ForwardedAnswer {
  service: string;
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  askedAt: number;
}

/**
 * The gateway's copy of public answers the services allow it to keep (`Surrogate-Control: max-age`), dropped when a
 * service purges one of their `Surrogate-Key`s. Nothing is served or kept while purges
 * cannot be heard (`live` false), and an answer asked for before a purge arrived is not kept: it may predate the change.
 */
export class EdgeCache {
  private readonly entries = new Map<string, Entry>();
  private purges = 0;
  private live = false;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = EDGE_CACHE_ENTRIES,
  ) {}

  /** Counts purges; a forwarded answer is kept only if none arrived while it was on its way. */
  get generation(): number {
    return this.purges;
  }

  /** Purges are heard from now on (true), or may be missed (false): either way, what was kept is dropped. */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  lookup(url: string): StoredAnswer | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.expiresAt <= now) {
      this.entries.delete(url);
      return undefined;
    }
    return {
      headers: entry.headers,
      body: entry.body,
      etag: entry.etag,
      age: Math.floor((now - entry.storedAt) / 1000),
    };
  }

  /** Keeps a 200 answer to a GET of `url` when its service allowed it; answers whether it did. */
  store(url: string, answer: ForwardedAnswer): boolean {
    if (!this.live || answer.askedAt !== this.purges || answer.statusCode !== 200) return false;
    const maxAge = maxAgeOf(answer.headers[SURROGATE_CONTROL_HEADER]);
    const keys = parseSurrogateKeys(String(answer.headers[SURROGATE_KEY_HEADER] ?? ''));
    // An answer that varies by request headers or sets a cookie is someone's own.
    if (
      maxAge <= 0 ||
      keys.length === 0 ||
      answer.headers.vary !== undefined ||
      answer.headers['set-cookie'] !== undefined
    )
      return false;
    const headers: OutgoingHttpHeaders = {};
    for (const name in answer.headers) if (!NOT_STORED.has(name)) headers[name] = answer.headers[name];
    const storedAt = this.now();
    if (!this.entries.has(url) && this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(url, {
      headers,
      body: answer.body,
      etag: typeof answer.headers.etag === 'string' ? answer.headers.etag : undefined,
      storedAt,
      expiresAt: storedAt + maxAge * 1000,
      keys: keys.map((key) => `${answer.service}:${key}`),
    });
    return true;
  }

  /** Drops `service`'s answers tagged with any of `keys`, or all of its answers when `keys` is empty. */
  purge(service: string, keys: readonly string[]): void {
    this.purges++;
    const purged = new Set(keys.map((key) => `${service}:${key}`));
    for (const [url, entry] of this.entries) {
      const hit =
        purged.size === 0
          ? entry.keys.some((key) => key.startsWith(`${service}:`))
          : entry.keys.some((key) => purged.has(key));
      if (hit) this.entries.delete(url);
    }
  }

  private clear(): void {
    this.purges++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** `max-age` of a Surrogate-Control header (whole seconds), 0 when absent or unreadable. */
function maxAgeOf(header: string | string[] | undefined): number {
  const match = /(?:^|,)\s*max-age=(\d+)\s*(?:,|$)/i.exec(String(header ?? ''));
  return match ? Number(match[1]) : 0;
}

import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ChangeListener } from '../database/change-listener.js';
import type { ReadRouting } from '../database/read-routing.js';
import { toCachedJson, type CachedJson } from './cached-json.js';
import type { EdgePurger } from './edge-purger.js';
import { LoadingCache } from './loading-cache.js';

/** Answers built from the cache may also be kept by the gateways, until `key` is purged. */
export interface EdgeCaching {
  purger: EdgePurger;
  key: string;
}

/**
 * A LoadingCache emptied whenever PostgreSQL notifies `channel` (a trigger on the cached tables sends it on every
 * committed change, whoever made it), and bypassed while the notifications cannot be heard. Between a commit and its
 * notification (milliseconds) the previous value may still be served. With `edge`, every emptying also purges the
 * gateways' copies of the answers built from it.
 *
 * With `reads` (values loaded through `DRIZZLE_READ`), a change empties the cache only once those reads can see it
 * (decision 0048): emptied at the notification, the cache would be refilled from a replica that has not replayed the
 * commit yet, and keep the old value until the next change. Until then it serves the old value, as the replica does.
 */
export class NotifiedCache<T> extends LoadingCache<T> implements OnModuleInit, OnApplicationShutdown {
  private readonly listener: ChangeListener;

  constructor(
    databaseUrl: string,
    channel: string,
    maxEntries = 256,
    private readonly edge?: EdgeCaching,
    private readonly reads?: ReadRouting,
  ) {
    super(maxEntries);
    this.listener = new ChangeListener(databaseUrl, channel, () => this.changed());
  }

  /**
   * The headers that let a gateway keep an answer built from this cache: only while this cache hears every change
   * (otherwise no purge would follow one) and the purges can be published.
   */
  edgeHeaders(): Record<string, string> | undefined {
    return this.edge && this.isEnabled() ? this.edge.purger.headersFor(this.edge.key) : undefined;
  }

  protected override isEnabled(): boolean {
    return this.listener.listening;
  }

  onModuleInit(): Promise<void> {
    return this.listener.start();
  }

  /** Resolves once every change committed before the call has emptied the cache (see ChangeListener.sync). */
  async sync(): Promise<void> {
    await this.listener.sync();
    await this.reads?.settled();
  }

  onApplicationShutdown(): Promise<void> {
    return this.listener.stop();
  }

  private changed(): void {
    const reads = this.reads;
    if (!reads?.replicated || !this.listener.listening) return this.empty();
    this.listener.walPosition().then(
      (lsn) => reads.whenVisible(lsn, () => this.empty()),
      // The connection was lost meanwhile: nothing is kept until it is back, and then the cache is emptied again.
      () => this.empty(),
    );
  }

  private empty(): void {
    this.invalidate();
    this.edge?.purger.purge([this.edge.key]);
  }
}

/** Answers serialized once (JSON text and ETag) and kept until the notified tables change. */
export class NotifiedJsonCache extends NotifiedCache<CachedJson> {
  override get(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
    return super.get(key, () => load().then(toCachedJson));
  }
}

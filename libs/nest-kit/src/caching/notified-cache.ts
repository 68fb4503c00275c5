import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ChangeListener } from '../database/change-listener.js';
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
 */
export class NotifiedCache<T> extends LoadingCache<T> implements OnModuleInit, OnApplicationShutdown {
  private readonly listener: ChangeListener;

  constructor(
    databaseUrl: string,
    channel: string,
    maxEntries = 256,
    private readonly edge?: EdgeCaching,
  ) {
    super(maxEntries);
    this.listener = new ChangeListener(databaseUrl, channel, () => {
      this.invalidate();
      edge?.purger.purge([edge.key]);
    });
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
  sync(): Promise<void> {
    return this.listener.sync();
  }

  onApplicationShutdown(): Promise<void> {
    return this.listener.stop();
  }
}

/** Answers serialized once (JSON text and ETag) and kept until the notified tables change. */
export class NotifiedJsonCache extends NotifiedCache<CachedJson> {
  override get(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
    return super.get(key, () => load().then(toCachedJson));
  }
}

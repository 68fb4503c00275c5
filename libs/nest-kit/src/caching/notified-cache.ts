import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ChangeListener } from '../database/change-listener.js';
import { toCachedJson, type CachedJson } from './cached-json.js';
import { LoadingCache } from './loading-cache.js';

/**
 * A LoadingCache emptied whenever PostgreSQL notifies `channel` (a trigger on the cached tables sends it on every
 * committed change, whoever made it), and bypassed while the notifications cannot be heard. Between a commit and its
 * notification (milliseconds) the previous value may still be served.
 */
export class NotifiedCache<T> extends LoadingCache<T> implements OnModuleInit, OnApplicationShutdown {
  private readonly listener: ChangeListener;

  constructor(databaseUrl: string, channel: string, maxEntries = 256) {
    super(maxEntries);
    this.listener = new ChangeListener(databaseUrl, channel, () => this.invalidate());
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

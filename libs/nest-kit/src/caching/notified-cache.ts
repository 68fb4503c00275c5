import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ChangeListener } from '../database/change-listener.js';
import { JsonResponseCache } from './json-response-cache.js';

/**
 * A JsonResponseCache emptied whenever PostgreSQL notifies `channel` (a trigger on the cached tables sends it on every
 * committed change, whoever made it), and bypassed while the notifications cannot be heard.
 */
export class NotifiedJsonCache extends JsonResponseCache implements OnModuleInit, OnApplicationShutdown {
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

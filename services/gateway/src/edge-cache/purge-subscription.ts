import { edgePurgeWildcard, natsInboxPrefix, parseSurrogateKeys, serviceOfEdgePurge } from '@classhub/contracts';
import { connect, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import type { EdgeCache } from './edge-cache.js';

const RETRY_MS = 1000;

export interface PurgeSubscriptionOptions {
  url: string;
  /** The gateway's own NKey seed where NATS checks who is who: it may only listen to purges. */
  nkeySeed?: string;
  namespace: string;
}

/**
 * Hears the services' cache purges and applies them to `cache`, which is live only while this connection is up:
 * purges sent while it was down are lost (core NATS), so the cache starts empty again on every reconnection.
 * A NATS server that cannot be reached at start leaves the gateway working, without a cache, until it can.
 */
export class PurgeSubscription {
  private connection: NatsConnection | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly cache: EdgeCache,
    private readonly options: PurgeSubscriptionOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Connects and subscribes; until NATS can be reached it tries again every second, without holding the gateway up. */
  async start(): Promise<void> {
    const { url, nkeySeed, namespace } = this.options;
    let connection: NatsConnection;
    try {
      connection = await connect({
        servers: url,
        name: 'gateway',
        authenticator: nkeySeed ? nkeyAuthenticator(new TextEncoder().encode(nkeySeed)) : undefined,
        // Its own inbox, like every NATS user (decision 0030); the gateway asks nothing today, so it stays quiet.
        inboxPrefix: natsInboxPrefix('gateway'),
        maxReconnectAttempts: -1,
        reconnectTimeWait: RETRY_MS,
      });
    } catch (error) {
      if (this.closed) return;
      this.log.warn(
        { err: error },
        `cannot reach NATS for cache purges; the gateway keeps no answers and tries again in ${RETRY_MS} ms`,
      );
      this.retry = setTimeout(
        () => void this.start().catch((retryError: unknown) => this.log.error({ err: retryError }, 'cache purges')),
        RETRY_MS,
      );
      this.retry.unref();
      return;
    }
    if (this.closed) {
      await connection.close();
      return;
    }
    this.connection = connection;
    connection.subscribe(edgePurgeWildcard(namespace), {
      callback: (error, message) => {
        if (error) {
          // The server refused the subscription (permissions): nothing can be heard, so nothing may be kept.
          this.log.error({ err: error }, 'cache purges cannot be heard; the gateway keeps no answers');
          this.cache.setLive(false);
          return;
        }
        this.cache.purge(serviceOfEdgePurge(message.subject), parseSurrogateKeys(message.string()));
      },
    });
    // The subscription is registered with the server before the cache goes live.
    await connection.flush();
    void this.followConnection(connection);
    this.cache.setLive(true);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.cache.setLive(false);
    await this.connection?.close();
  }

  private async followConnection(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') {
        this.log.warn('NATS connection lost: the gateway keeps no answers until it is back');
        this.cache.setLive(false);
      } else if (status.type === 'reconnect') {
        this.log.info('NATS connection back: the gateway keeps answers again');
        this.cache.setLive(true);
      }
    }
  }
}

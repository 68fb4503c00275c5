import { natsInboxPrefix, natsServerUrls } from '@classhub/contracts';
import { connect, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';

const RETRY_MS = 1000;

export interface NatsListenersOptions {
  /** One NATS URL, or a comma-separated list of a cluster's nodes. */
  url: string;
  /** The gateway's own NKey seed where NATS checks who is who: it may only listen (cache purges, live seats). */
  nkeySeed?: string;
}

/** One thing the gateway hears on core NATS: messages sent while it was not listening are lost. */
export interface NatsListener {
  /** What it is, for the logs ("cache purges"). */
  name: string;
  subject: string;
  heard(subject: string, text: string): void;
  /**
   * Whether everything sent is heard from now on: true once subscribed (again), false while the connection is down or
   * the subscription was refused.
   */
  setLive(live: boolean): void;
}

/**
 * The gateway's one NATS connection, shared by everything it hears (the edge cache's purges, the live seat figures).
 * A NATS server that cannot be reached at start leaves the gateway working, every listener not live, until it can.
 */
export class NatsListeners {
  private connection: NatsConnection | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly listeners: readonly NatsListener[],
    private readonly options: NatsListenersOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Connects and subscribes; until NATS can be reached it tries again every second, without holding the gateway up. */
  async start(): Promise<void> {
    const { url, nkeySeed } = this.options;
    let connection: NatsConnection;
    try {
      connection = await connect({
        // Every node of a cluster: the connection moves to another when one dies (decision 0050).
        servers: natsServerUrls(url),
        name: 'gateway',
        authenticator: nkeySeed ? nkeyAuthenticator(new TextEncoder().encode(nkeySeed)) : undefined,
        // Its own inbox, like every NATS user (decision 0030); the gateway asks nothing today, so it stays quiet.
        inboxPrefix: natsInboxPrefix('gateway'),
        maxReconnectAttempts: -1,
        reconnectTimeWait: RETRY_MS,
      });
    } catch (error) {
      if (this.closed) return;
      this.log.warn({ err: error }, `cannot reach NATS (${this.names()}); trying again in ${RETRY_MS} ms`);
      this.retry = setTimeout(
        () => void this.start().catch((retryError: unknown) => this.log.error({ err: retryError }, 'NATS')),
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
    for (const listener of this.listeners) {
      connection.subscribe(listener.subject, {
        callback: (error, message) => {
          if (error) {
            // The server refused the subscription (permissions): nothing can be heard.
            this.log.error({ err: error }, `${listener.name} cannot be heard`);
            listener.setLive(false);
            return;
          }
          listener.heard(message.subject, message.string());
        },
      });
    }
    // The subscriptions are registered with the server before anything counts on them.
    await connection.flush();
    void this.followConnection(connection);
    for (const listener of this.listeners) listener.setLive(true);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    for (const listener of this.listeners) listener.setLive(false);
    await this.connection?.close();
  }

  private names(): string {
    return this.listeners.map((listener) => listener.name).join(', ');
  }

  private async followConnection(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') {
        this.log.warn(`NATS connection lost: ${this.names()} not heard until it is back`);
        for (const listener of this.listeners) listener.setLive(false);
      } else if (status.type === 'reconnect') {
        this.log.info(`NATS connection back: ${this.names()} heard again`);
        for (const listener of this.listeners) listener.setLive(true);
      }
    }
  }
}

import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { natsInboxPrefix, natsServerUrls } from '@classhub/contracts';
import { connect, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import { NATS_CONNECTION } from './nats.tokens.js';

export interface NatsModuleOptions {
  /** One NATS URL, or a comma-separated list of a cluster's nodes. */
  url: string;
  /**
   * The service, which is also its NATS user: shown in the server's connection list, and it names the inbox the
   * server lets only this user hear (`_INBOX_<name>`, decision 0030).
   */
  clientName: string;
  /** The service's own NKey seed, when the server checks who is who (deploy/nats). */
  nkeySeed?: string;
}

/** Connects, or fails with a message that says what to fix when the server refuses who we are. */
export async function connectToNats(options: NatsModuleOptions): Promise<NatsConnection> {
  const authenticator = options.nkeySeed ? nkeyAuthenticator(new TextEncoder().encode(options.nkeySeed)) : undefined;
  try {
    return await connect({
      // Every node of a cluster: the client starts at one and moves to another when it dies (decision 0050).
      servers: natsServerUrls(options.url),
      name: options.clientName,
      // Forever, and soon: a node's death only moves the connection, and the service never gives up on NATS.
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
      authenticator,
      // Replies, pull deliveries and PubAcks come to this user's own inbox; the shared `_INBOX` is refused to everyone.
      inboxPrefix: natsInboxPrefix(options.clientName),
      // The client would capture a stack trace for every request in case it fails (2 % of payments' time in a rush);
      // RequestClient reports a failure by subject and reason, without that stack.
      noAsyncTraces: true,
    });
  } catch (error) {
    if (/authorization/i.test(String(error))) {
      throw new Error(
        `NATS at ${options.url} refused ${options.clientName}'s credentials (${String(error)}): set NATS_NKEY_SEED to this service's own seed`,
        { cause: error },
      );
    }
    throw error;
  }
}

// A drain can wait on the server indefinitely; shutdown must not.
const DRAIN_TIMEOUT_MS = 3000;

class NatsDrainer implements OnApplicationShutdown {
  private readonly logger = new Logger('Nats');

  constructor(@Inject(NATS_CONNECTION) private readonly connection: NatsConnection) {}

  async onApplicationShutdown(): Promise<void> {
    // Drain rather than close, so replies and acks already in flight still go out; close if that takes too long.
    const drained = await Promise.race([
      this.connection.drain().then(
        () => true,
        (error: unknown) => this.logger.warn(`NATS drain failed: ${String(error)}`),
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), DRAIN_TIMEOUT_MS).unref()),
    ]);
    if (drained !== true && !this.connection.isClosed()) {
      this.logger.warn(`NATS drain did not finish within ${DRAIN_TIMEOUT_MS} ms; closing the connection`);
      await this.connection.close();
    }
  }
}

/** One NATS connection per service process, shared by request-reply and JetStream. */
@Global()
@Module({})
export class NatsModule {
  static forRoot(options: NatsModuleOptions): DynamicModule {
    return {
      module: NatsModule,
      providers: [
        {
          provide: NATS_CONNECTION,
          useFactory: () => connectToNats(options),
        },
        NatsDrainer,
      ],
      exports: [NATS_CONNECTION],
    };
  }
}

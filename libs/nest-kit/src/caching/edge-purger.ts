import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  edgePurgeSubject,
  formatSurrogateKeys,
  SURROGATE_CONTROL_HEADER,
  SURROGATE_KEY_HEADER,
} from '@classhub/contracts';
import type { NatsConnection } from '@nats-io/transport-node';
import { SERVICE_CONFIG } from '../config/config.tokens.js';
import type { ServiceConfig } from '../config/service-config.js';
import { NATS_CONNECTION } from '../nats/nats.tokens.js';

/**
 * The longest the gateway may keep an answer without hearing a purge: only matters if purges were lost in a way
 * neither side noticed; every change and every reconnection purges at once.
 */
export const EDGE_MAX_AGE_SECONDS = 30;

/**
 * Tells every gateway that this service's public answers tagged with some keys are stale (core NATS; decision 0025,
 * item 11). An answer is offered to the gateways' cache only while this connection is up, so a purge published for
 * it can reach them; after a reconnection everything of this service is purged, in case a purge was lost meanwhile.
 */
@Injectable()
export class EdgePurger implements OnModuleInit {
  private readonly logger = new Logger(EdgePurger.name);
  private readonly subject: string;
  private connected = true;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
  ) {
    this.subject = edgePurgeSubject(config.NATS_NAMESPACE, config.SERVICE_NAME);
  }

  onModuleInit(): void {
    void this.followConnection();
  }

  /** Whether a purge published now reaches the gateways (as far as this side can tell). */
  get reachable(): boolean {
    return this.connected && !this.nats.isClosed();
  }

  /** `keys` are stale; none means every answer of this service. */
  purge(keys: readonly string[]): void {
    if (this.nats.isClosed()) return;
    try {
      this.nats.publish(this.subject, formatSurrogateKeys(keys));
    } catch (error) {
      // Only while the connection closes; the answers it tagged expire after EDGE_MAX_AGE_SECONDS at worst.
      this.logger.warn(`Could not publish a cache purge: ${String(error)}`);
    }
  }

  /** The headers that let a gateway keep an answer until `key` is purged, or none while purges may not arrive. */
  headersFor(key: string): Record<string, string> | undefined {
    if (!this.reachable) return undefined;
    return { [SURROGATE_CONTROL_HEADER]: `max-age=${EDGE_MAX_AGE_SECONDS}`, [SURROGATE_KEY_HEADER]: key };
  }

  private async followConnection(): Promise<void> {
    for await (const status of this.nats.status()) {
      if (status.type === 'disconnect') this.connected = false;
      else if (status.type === 'reconnect') {
        this.connected = true;
        this.purge([]);
      }
    }
  }
}

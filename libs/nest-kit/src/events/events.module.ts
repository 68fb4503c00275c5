import { DEFAULT_EVENT_NAMESPACE, natsInboxPrefix } from '@classhub/contracts';
import {
  Inject,
  Injectable,
  Logger,
  Module,
  Optional,
  type DynamicModule,
  type FactoryProvider,
  type ModuleMetadata,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type Provider,
} from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DRIZZLE } from '../database/database.tokens.js';
import type { Leadership } from '../leadership/leader-lease.js';
import { LEADERSHIP } from '../leadership/leadership.tokens.js';
import { NATS_CONNECTION } from '../nats/nats.tokens.js';
import { PeriodicTask } from '../scheduling/periodic-task.js';
import { EventBus } from './event-bus.js';
import type { EventConsumerOptions } from './event-consumer.js';
import type { EventStreamOptions } from './event-stream.js';
import type { EventHandler, EventsDatabase } from './events.types.js';
import { Inbox } from './inbox.js';
import { EVENT_HANDLER_METADATA } from './on-event.decorator.js';
import { OutboxRelay, type OutboxRelayOptions } from './outbox.relay.js';
import { OutboxWriter } from './outbox.writer.js';
import type { EventDefinition } from '@classhub/contracts';
import { MessagingMetrics } from '../metrics/messaging-metrics.js';

export interface EventsModuleOptions {
  /** This service's name, e.g. `classes`; it names its durable consumers. */
  service: string;
  /** Subject prefix and stream (`<NS>_EVENTS`); default `classhub`. */
  namespace?: string;
  /** Open a connection of its own; otherwise the module uses the `NATS_CONNECTION` provider. */
  natsUrl?: string | string[];
  /** Outbox relay settings, or false for a service that never publishes. */
  relay?: false | Omit<OutboxRelayOptions, 'namespace'>;
  consumer?: EventConsumerOptions;
  stream?: EventStreamOptions;
  /** How often every durable consumer's configuration is compared with the declared one and repaired; default 60 s. */
  consumerCheckIntervalMs?: number;
}

export interface EventsModuleAsyncOptions extends Pick<ModuleMetadata, 'imports'> {
  inject?: FactoryProvider['inject'];
  useFactory: (...args: never[]) => EventsModuleOptions | Promise<EventsModuleOptions>;
}

export const EVENTS_OPTIONS = Symbol('EVENTS_OPTIONS');
const DEFAULT_CONSUMER_CHECK_INTERVAL_MS = 60_000;
const EVENTS_NATS = Symbol('EVENTS_NATS');

interface EventsNats {
  nc: NatsConnection;
  /** Opened by this module from `natsUrl`, so closed by it too. */
  owned: boolean;
}

/** Subscribes `@OnEvent` methods, starts consumers and relay at bootstrap, and stops them first on shutdown. */
@Injectable()
class EventsLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventsModule.name);
  private consumerCheck?: PeriodicTask;

  constructor(
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
    @Inject(EVENTS_NATS) private readonly nats: EventsNats,
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(OutboxRelay) private readonly relay: OutboxRelay,
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Inject(Reflector) private readonly reflector: Reflector,
    @Optional() @Inject(LEADERSHIP) private readonly leadership?: Leadership,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscribeDecoratedHandlers();
    await this.bus.start();
    if (this.options.relay !== false) this.relay.start();
    this.logger.log(`Events up: namespace ${this.bus.namespace}, consumers [${this.bus.durableNames.join(', ')}]`);
    // Someone may re-configure a durable by its own key while the service runs; nothing else would ever undo it.
    this.consumerCheck = new PeriodicTask(
      'Consumer configuration check',
      this.options.consumerCheckIntervalMs ?? DEFAULT_CONSUMER_CHECK_INTERVAL_MS,
      async () => {
        const repaired = await this.bus.repairConsumers();
        if (repaired.length > 0) this.logger.warn(`Repaired drifted consumers: ${repaired.join(', ')}`);
      },
      // The durables are the service's, shared by its replicas: one checking them is enough.
      { when: () => this.leadership?.held ?? true },
    );
    this.consumerCheck.start();
  }

  // Shutdown work happens in the earliest hook so the database pool and a shared NATS connection, closed by
  // their modules in onApplicationShutdown, are still open while the last messages are acked.
  async onModuleDestroy(): Promise<void> {
    await this.consumerCheck?.stop();
    await Promise.all([this.relay.stop(), this.bus.stop()]);
    if (this.nats.owned) await this.nats.nc.drain();
  }

  private subscribeDecoratedHandlers(): void {
    for (const wrapper of [...this.discovery.getProviders(), ...this.discovery.getControllers()]) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      for (const name of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const method = (instance as Record<string, unknown>)[name];
        if (typeof method !== 'function') continue;
        const event = this.reflector.get<EventDefinition | undefined>(EVENT_HANDLER_METADATA, method);
        if (!event) continue;
        this.bus.subscribe(event, method.bind(instance) as EventHandler<EventDefinition>);
      }
    }
  }
}

/**
 * JetStream events for one service, global once imported: `OutboxWriter` to publish inside a transaction,
 * `EventBus.subscribe` (or `@OnEvent`) to consume. Needs the `DRIZZLE` provider and, unless `natsUrl` is given,
 * `NATS_CONNECTION`.
 */
@Module({})
export class EventsModule {
  static forRoot(options: EventsModuleOptions): DynamicModule {
    return EventsModule.build({ provide: EVENTS_OPTIONS, useValue: options }, []);
  }

  static forRootAsync(options: EventsModuleAsyncOptions): DynamicModule {
    return EventsModule.build(
      {
        provide: EVENTS_OPTIONS,
        inject: options.inject ?? [],
        useFactory: options.useFactory as FactoryProvider['useFactory'],
      },
      options.imports ?? [],
    );
  }

  private static build(optionsProvider: Provider, imports: NonNullable<ModuleMetadata['imports']>): DynamicModule {
    return {
      module: EventsModule,
      global: true,
      imports: [DiscoveryModule, ...imports],
      providers: [
        optionsProvider,
        {
          provide: EVENTS_NATS,
          inject: [EVENTS_OPTIONS, { token: NATS_CONNECTION, optional: true }],
          useFactory: async (options: EventsModuleOptions, shared?: NatsConnection): Promise<EventsNats> => {
            if (options.natsUrl)
              return {
                nc: await connect({
                  servers: options.natsUrl,
                  name: options.service,
                  inboxPrefix: natsInboxPrefix(options.service),
                }),
                owned: true,
              };
            if (shared) return { nc: shared, owned: false };
            throw new Error('EventsModule needs a NATS_CONNECTION provider or the natsUrl option');
          },
        },
        { provide: OutboxWriter, useFactory: () => new OutboxWriter() },
        { provide: Inbox, inject: [DRIZZLE], useFactory: (db: EventsDatabase) => new Inbox(db) },
        {
          provide: EventBus,
          inject: [EVENTS_NATS, DRIZZLE, EVENTS_OPTIONS, { token: MessagingMetrics, optional: true }],
          useFactory: (
            nats: EventsNats,
            db: EventsDatabase,
            options: EventsModuleOptions,
            metrics?: MessagingMetrics,
          ) =>
            new EventBus(nats.nc, db, {
              service: options.service,
              namespace: options.namespace,
              consumer: options.consumer,
              stream: options.stream,
              metrics,
            }),
        },
        {
          provide: OutboxRelay,
          inject: [DRIZZLE, EVENTS_NATS, EVENTS_OPTIONS, { token: LEADERSHIP, optional: true }],
          useFactory: (db: EventsDatabase, nats: EventsNats, options: EventsModuleOptions, leadership?: Leadership) =>
            new OutboxRelay(db, jetstream(nats.nc), {
              ...(options.relay || {}),
              namespace: options.namespace ?? DEFAULT_EVENT_NAMESPACE,
              prunes: () => leadership?.held ?? true,
            }),
        },
        EventsLifecycle,
      ],
      exports: [OutboxWriter, Inbox, EventBus, OutboxRelay],
    };
  }
}

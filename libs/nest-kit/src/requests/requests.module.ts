import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { requestWireSubject, type ReplyEnvelope, type RequestDefinition } from '@classhub/contracts';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { runInSpan } from '@classhub/telemetry/tracing';
import { SERVICE_CONFIG } from '../config/config.tokens.js';
import type { ServiceConfig } from '../config/service-config.js';
import { NATS_CONNECTION } from '../nats/nats.tokens.js';
import { REQUEST_HANDLER_METADATA, type RequestHandler } from './on-request.decorator.js';
import { RequestClient } from './request-client.js';

/** Subscribes every `@OnRequest` method (queue group = the service, so replicas share the questions). */
@Injectable()
class RequestResponders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Requests');
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      for (const name of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const method = (instance as Record<string, unknown>)[name];
        if (typeof method !== 'function') continue;
        const definition = this.reflector.get<RequestDefinition | undefined>(REQUEST_HANDLER_METADATA, method);
        if (definition) this.respond(definition, method.bind(instance) as RequestHandler<RequestDefinition>);
      }
    }
  }

  // Stop taking questions first, then let the ones being answered finish, before the pool and NATS close.
  async onModuleDestroy(): Promise<void> {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    await Promise.allSettled([...this.inFlight]);
  }

  private respond(definition: RequestDefinition, handler: RequestHandler<RequestDefinition>): void {
    const subject = requestWireSubject(this.config.NATS_NAMESPACE, definition.subject);
    const subscription = this.nc.subscribe(subject, {
      queue: this.config.SERVICE_NAME,
      callback: (error, message) => {
        if (error) return this.logger.warn(`${subject}: ${error.message}`);
        // A server span continuing the asker's trace, so the handler's queries belong to the request that caused them.
        const span = { name: `respond ${definition.subject}`, kind: 'server', destination: subject } as const;
        const answer = runInSpan({ ...span, parent: message.headers }, async (): Promise<ReplyEnvelope> => {
          let raw: unknown;
          try {
            raw = message.json();
          } catch {
            return { ok: false, error: 'the request is not JSON' };
          }
          const data = definition.request.safeParse(raw);
          if (!data.success) return { ok: false, error: `invalid request: ${data.error.message}` };
          try {
            return { ok: true, data: definition.reply.parse(await handler(data.data)) };
          } catch (failure) {
            this.logger.error(`${subject} failed: ${failure instanceof Error ? failure.stack : String(failure)}`);
            return { ok: false, error: 'the request could not be answered' };
          }
        }).then((envelope) => {
          message.respond(JSON.stringify(envelope));
        });
        this.inFlight.add(answer);
        void answer.finally(() => this.inFlight.delete(answer));
      },
    });
    this.subscriptions.push(subscription);
  }
}

/** Request-reply over core NATS for a service: `RequestClient` to ask, `@OnRequest` to answer. Part of `CoreModule`. */
@Global()
@Module({ imports: [DiscoveryModule], providers: [RequestClient, RequestResponders], exports: [RequestClient] })
export class RequestsModule {}

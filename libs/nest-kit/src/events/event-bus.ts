import {
  assertConsumes,
  assertEventNamespace,
  DEFAULT_EVENT_NAMESPACE,
  type EventDefinition,
} from '@classhub/contracts';
import { Logger } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { errorMessage } from './errors.js';
import { EventConsumer, type EventConsumerOptions } from './event-consumer.js';
import { findOrCreateStreams, type EventStreamOptions } from './event-stream.js';
import type { EventHandler, EventsDatabase } from './events.types.js';
import { Inbox } from './inbox.js';
import type { MessagingMetrics } from '../metrics/messaging-metrics.js';

export interface EventBusOptions {
  /** The consuming service; with the subject it names the durable consumer (`classes__payments_payment_completed_v1`). */
  service: string;
  /** Default `classhub`; tests and dev copies pass their own so they never share streams or consumers. */
  namespace?: string;
  consumer?: EventConsumerOptions;
  stream?: EventStreamOptions;
  metrics?: MessagingMetrics;
}

/** How long a starting service keeps asking JetStream for its streams and consumers before it gives up. */
const STARTUP_PATIENCE_MS = 60_000;

/** JetStream did not answer (yet): a timeout, nobody listening, or a cluster without a leader for the moment. */
function isUnanswered(error: unknown): boolean {
  const text = `${error instanceof Error ? error.name : ''} ${errorMessage(error)}`;
  return /timeout|no responders|not enabled|503|temporarily unavailable/i.test(text);
}

/** The events a service consumes: one durable consumer per subscribed event, applied through the `Inbox`. */
export class EventBus {
  readonly service: string;
  readonly namespace: string;
  private readonly logger = new Logger(EventBus.name);
  private readonly inbox: Inbox;
  private readonly consumers = new Map<string, EventConsumer>();
  private started = false;

  constructor(
    private readonly nc: NatsConnection,
    db: EventsDatabase,
    private readonly options: EventBusOptions,
  ) {
    this.service = options.service;
    this.namespace = assertEventNamespace(options.namespace ?? DEFAULT_EVENT_NAMESPACE);
    this.inbox = new Inbox(db);
  }

  /**
   * Registers the service's one handler for `event`. Before `start()` it waits for it; after, its consumer starts now.
   * Handlers must be idempotent only towards things outside `tx`: writes through `tx` are applied exactly once.
   */
  subscribe<E extends EventDefinition>(event: E, handler: EventHandler<E>): EventConsumer<E> {
    // NATS lets a service pull only the consumers its permissions name, which are generated from MESSAGING.
    assertConsumes(this.service, event);
    if (this.consumers.has(event.subject)) {
      throw new Error(`${this.service} already handles ${event.subject}: one handler per event and service`);
    }
    const consumer = new EventConsumer(
      {
        nc: this.nc,
        inbox: this.inbox,
        service: this.service,
        namespace: this.namespace,
        stream: this.options.stream,
        metrics: this.options.metrics,
      },
      event,
      handler,
      this.options.consumer,
    );
    this.consumers.set(event.subject, consumer as unknown as EventConsumer);
    if (this.started) void this.startLate(consumer);
    return consumer;
  }

  /** Finds (or, on a NATS of its own, creates) the event stream and its dead-letter stream, then starts every consumer. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.untilAnswered('find the event streams', async () =>
      findOrCreateStreams(await jetstreamManager(this.nc), this.namespace, this.service, this.options.stream),
    );
    this.started = true;
    await Promise.all(
      [...this.consumers.values()].map((consumer) =>
        this.untilAnswered(`start ${consumer.durableName}`, () => consumer.start()),
      ),
    );
  }

  /**
   * `work`, tried again each second while JetStream does not answer (isUnanswered), for up to STARTUP_PATIENCE_MS: a
   * cluster whose nodes all start at once (or that is electing a leader) times out a few API calls before it settles.
   * Any other refusal (a permission, a stream configured otherwise) fails the start at once.
   */
  private async untilAnswered<T>(what: string, work: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + STARTUP_PATIENCE_MS;
    for (;;) {
      try {
        return await work();
      } catch (error) {
        if (!isUnanswered(error) || Date.now() > deadline) throw error;
        this.logger.warn(`Could not ${what} yet, trying again: ${errorMessage(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  /** Stops pulling and waits for the messages in hand to be handled and acked. */
  async stop(): Promise<void> {
    this.started = false;
    await Promise.all([...this.consumers.values()].map((consumer) => consumer.stop()));
  }

  /**
   * Holds every consumer's durable to the configuration this code declares (decision 0031), one after the other;
   * answers what it repaired, e.g. `classes__identity_user_role-changed_v1 recreated`.
   */
  async repairConsumers(): Promise<string[]> {
    if (!this.started) return [];
    const repaired: string[] = [];
    for (const consumer of this.consumers.values()) {
      const outcome = await consumer.ensureDurable();
      if (outcome !== 'kept') repaired.push(`${consumer.durableName} ${outcome}`);
    }
    return repaired;
  }

  get durableNames(): string[] {
    return [...this.consumers.values()].map((consumer) => consumer.durableName);
  }

  private async startLate(consumer: EventConsumer<EventDefinition>): Promise<void> {
    while (this.started) {
      try {
        await consumer.start();
        if (!this.started) await consumer.stop();
        return;
      } catch (error) {
        this.logger.error(`Could not start ${consumer.durableName}, retrying: ${errorMessage(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }
}

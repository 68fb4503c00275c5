import {
  DEFAULT_EVENT_NAMESPACE,
  deadLetterSubject,
  decodeEvent,
  durableConsumerName,
  eventWireSubject,
  type EventDefinition,
  type EventRejectionReason,
} from '@classhub/contracts';
import { Logger } from '@nestjs/common';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { headers, nanos, type NatsConnection } from '@nats-io/transport-node';
import { runInSpan } from '@classhub/telemetry/tracing';
import { isTransientDatabaseError } from '../database/pg-errors.js';
import { errorMessage, errorStack, InconsistentEventError } from './errors.js';
import {
  deadLetterStreamName,
  ensureStream,
  eventStreamName,
  isApiError,
  type EventStreamOptions,
} from './event-stream.js';
import { consumerDrift, type DeclaredConsumer } from './consumer-drift.js';
import type { EventHandler } from './events.types.js';
import type { Inbox } from './inbox.js';
import type { MessagingMetrics } from '../metrics/messaging-metrics.js';

/**
 * How long one pull waits at the server. The client counts a pull lost after two missed idle heartbeats (half of this
 * each) and pulls again: with the client's default (30 s) a durable whose leader died in a NATS cluster stood still for
 * 30 s; with 5 s it pulls from the new leader within about 5 s of the election (decision 0050).
 */
const PULL_EXPIRES_MS = 5000;

export interface EventConsumerOptions {
  /**
   * How long JetStream waits for an ack before it delivers the message again (to this or another replica). Short, so
   * a message in the hands of a replica that died is applied within seconds of a replica pulling again; a handler
   * still working tells JetStream so every half of this time.
   */
  ackWaitMs?: number;
  /** Deliveries of one message whose handler keeps failing (not for a transient reason) before it is dead-lettered. */
  maxDeliver?: number;
  /** Delay before a message whose handler threw is delivered again, by delivery count (1 = first delivery). */
  retryDelayMs?: (deliveryCount: number) => number;
  /** Delay before a message whose handler failed for a transient reason (the database busy or restarting) is retried. */
  transientRetryDelayMs?: (deliveryCount: number) => number;
  /** Messages pulled ahead per replica; they are handled one at a time. */
  pullBatch?: number;
  /** Pause before re-creating a consumer whose subscription ended (NATS restart, consumer deleted). */
  restartDelayMs?: number;
}

/** What `ensureDurable` found and did. */
export type DurableRepair = 'created' | 'kept' | 'updated' | 'recreated';

/** Why a message was dead-lettered (value of `ClassHub-Dlq-Reason`). */
export type DeadLetterReason = EventRejectionReason | 'inconsistent' | 'handler-failed';

/** Headers on a dead-lettered message; its body is the original message body, byte for byte. */
export const DEAD_LETTER_HEADERS = {
  reason: 'ClassHub-Dlq-Reason',
  consumer: 'ClassHub-Dlq-Consumer',
  error: 'ClassHub-Dlq-Error',
  subject: 'ClassHub-Dlq-Subject',
  sequence: 'ClassHub-Dlq-Sequence',
} as const;

export function defaultRetryDelayMs(deliveryCount: number): number {
  return Math.min(1000 * 2 ** Math.max(deliveryCount - 1, 0), 60_000);
}

/** Quick first retries, then every 5 s: once the database is back, the event is applied within seconds. */
export function defaultTransientRetryDelayMs(deliveryCount: number): number {
  return Math.min(250 * 2 ** Math.max(deliveryCount - 1, 0), 5000);
}

export interface EventConsumerDeps {
  nc: NatsConnection;
  inbox: Inbox;
  metrics?: MessagingMetrics;
  service: string;
  namespace?: string;
  stream?: EventStreamOptions;
}

/**
 * One durable pull consumer: `service` applying `event`. Every replica of the service binds to the same durable,
 * so they share the messages, and messages published while no replica runs wait in the stream.
 */
export class EventConsumer<E extends EventDefinition = EventDefinition> {
  readonly durableName: string;
  readonly wireSubject: string;
  private readonly logger: Logger;
  private readonly namespace: string;
  private readonly streamName: string;
  private readonly js: JetStreamClient;
  private jsm?: JetStreamManager;
  private readonly ackWaitMs: number;
  private readonly maxDeliver: number;
  private readonly retryDelayMs: (deliveryCount: number) => number;
  private readonly transientRetryDelayMs: (deliveryCount: number) => number;
  private readonly pullBatch: number;
  private readonly restartDelayMs: number;
  private running = false;
  private loop?: Promise<void>;
  private messages?: ConsumerMessages;
  private wake?: () => void;

  constructor(
    private readonly deps: EventConsumerDeps,
    readonly event: E,
    private readonly handler: EventHandler<E>,
    options: EventConsumerOptions = {},
  ) {
    this.namespace = deps.namespace ?? DEFAULT_EVENT_NAMESPACE;
    this.durableName = durableConsumerName(deps.service, event.subject);
    this.wireSubject = eventWireSubject(this.namespace, event.subject);
    this.streamName = eventStreamName(this.namespace);
    this.logger = new Logger(`EventConsumer ${this.durableName}`);
    this.js = jetstream(deps.nc);
    this.ackWaitMs = options.ackWaitMs ?? 5000;
    this.maxDeliver = options.maxDeliver ?? 10;
    this.retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
    this.transientRetryDelayMs = options.transientRetryDelayMs ?? defaultTransientRetryDelayMs;
    this.pullBatch = options.pullBatch ?? 8;
    this.restartDelayMs = options.restartDelayMs ?? 1000;
  }

  /** Creates or repairs the durable (throwing if NATS refuses) and starts pulling in the background. */
  async start(): Promise<void> {
    if (this.running) return;
    await this.ensureDurable();
    this.deps.metrics?.consumerStarted(this.durableName);
    this.running = true;
    this.loop = this.run();
  }

  /** Stops pulling, finishes the messages already pulled, and resolves when the last one is acked or nak'ed. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake?.();
    await this.messages?.close();
    await this.loop;
    this.loop = undefined;
  }

  /** The whole configuration this code declares for its durable; the drift check holds the server's copy to it. */
  declaredConfig(): DeclaredConsumer {
    return {
      durable_name: this.durableName,
      description: `${this.deps.service} applies ${this.event.subject}`,
      filter_subject: this.wireSubject,
      deliver_policy: DeliverPolicy.All,
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(this.ackWaitMs),
      // Unlimited at the server: a transient failure (a database restart) may take any number of retries; this
      // consumer dead-letters a message whose handler keeps failing for another reason after `maxDeliver`.
      max_deliver: -1,
    };
  }

  /**
   * Brings the durable to its declared configuration: creates it when missing, updates in place what can be updated,
   * and deletes and re-creates it when its filter or policies drifted (decision 0031). A re-created durable delivers
   * the subject's whole history again; the inbox skips every event already applied, so none is lost or applied twice.
   */
  async ensureDurable(): Promise<DurableRepair> {
    this.jsm ??= await jetstreamManager(this.deps.nc);
    const declared = this.declaredConfig();
    let current;
    try {
      current = await this.jsm.consumers.info(this.streamName, this.durableName);
    } catch (error) {
      if (isApiError(error, JetStreamApiCodes.StreamNotFound)) {
        await ensureStream(this.jsm, this.namespace, this.deps.stream);
      } else if (!isApiError(error, JetStreamApiCodes.ConsumerNotFound)) {
        throw error;
      }
      await this.jsm.consumers.add(this.streamName, declared);
      return 'created';
    }
    const drift = consumerDrift(declared, current.config);
    if (drift.recreate.length > 0) {
      this.logger.warn(`Consumer ${this.durableName} drifted (${drift.recreate.join('; ')}); re-creating it`);
      await this.jsm.consumers.delete(this.streamName, this.durableName).catch((error: unknown) => {
        // Another replica repairing it at the same time deleted it first.
        if (!isApiError(error, JetStreamApiCodes.ConsumerNotFound)) throw error;
      });
      await this.jsm.consumers.add(this.streamName, declared);
      // A subscription to the old durable may never hear that it is gone: start pulling from the new one.
      void this.messages?.close();
      return 'recreated';
    }
    if (drift.update.length === 0) return 'kept';
    this.logger.warn(`Consumer ${this.durableName} drifted (${drift.update.join('; ')}); updating it`);
    const { description, ack_wait, max_deliver } = declared;
    await this.jsm.consumers.update(this.streamName, this.durableName, { description, ack_wait, max_deliver });
    return 'updated';
  }

  private async run(): Promise<void> {
    let fresh = true;
    while (this.running) {
      try {
        if (!fresh) await this.ensureDurable();
        fresh = false;
        const consumer = await this.js.consumers.get(this.streamName, this.durableName);
        const messages = await consumer.consume({ max_messages: this.pullBatch, expires: PULL_EXPIRES_MS });
        this.messages = messages;
        // stop() came while we subscribed: end the iterator (close() resolves only once it is iterated).
        if (!this.running) void messages.close();
        void this.watch(messages);
        for await (const msg of messages) await this.process(msg);
      } catch (error) {
        this.logger.error(`Pulling ${this.wireSubject} failed: ${errorMessage(error)}`, errorStack(error));
      } finally {
        this.messages = undefined;
      }
      if (this.running) {
        this.logger.warn(`Subscription to ${this.wireSubject} ended; re-creating it in ${this.restartDelayMs} ms`);
        await this.sleep(this.restartDelayMs);
      }
    }
  }

  /** Ends the subscription when the durable disappears, so `run` re-creates it. */
  private async watch(messages: ConsumerMessages): Promise<void> {
    for await (const status of messages.status()) {
      if (status.type === 'consumer_deleted' || status.type === 'consumer_not_found') {
        this.logger.warn(`Consumer ${this.durableName} is gone (${status.type})`);
        await messages.close();
      }
    }
  }

  private async process(msg: JsMsg): Promise<void> {
    const parsed = decodeEvent(this.event, msg.data);
    if (!parsed.ok) {
      await this.deadLetter(msg, parsed.reason, parsed.error);
      return;
    }
    const { envelope } = parsed;
    // Tells JetStream the message is still being worked on, so a slow handler is not delivered twice meanwhile.
    const heartbeat = setInterval(() => msg.working(), this.ackWaitMs / 2);
    try {
      // A consumer span continuing the trace the event was written in (the outbox relay's headers); the inbox
      // transaction runs inside it, so the handler's queries are its children.
      const span = { name: `process ${this.event.subject}`, kind: 'consumer', destination: msg.subject } as const;
      const applied = await runInSpan({ ...span, parent: msg.headers }, () =>
        this.deps.inbox.applyOnce(this.durableName, envelope, (tx) => this.handler(envelope.data, tx, envelope)),
      );
      msg.ack();
      this.deps.metrics?.eventHandled(this.durableName, applied ? 'applied' : 'duplicate');
      if (!applied) this.logger.debug(`Skipped ${envelope.type} ${envelope.id}: already applied`);
    } catch (error) {
      const delivery = msg.info.deliveryCount;
      if (error instanceof InconsistentEventError) {
        await this.deadLetter(msg, 'inconsistent', error.message);
        return;
      }
      if (isTransientDatabaseError(error)) {
        const delay = this.transientRetryDelayMs(delivery);
        this.logger.warn(
          `Handling ${envelope.type} ${envelope.id} failed for a transient reason (delivery ${delivery}), retrying in ${delay} ms: ${errorMessage(error)}`,
        );
        msg.nak(delay);
        this.deps.metrics?.eventHandled(this.durableName, 'retried');
        return;
      }
      if (delivery >= this.maxDeliver) {
        this.logger.error(
          `Giving up on ${envelope.type} ${envelope.id} after ${delivery} deliveries: ${errorMessage(error)}`,
          errorStack(error),
        );
        await this.deadLetter(msg, 'handler-failed', errorMessage(error));
        return;
      }
      const delay = this.retryDelayMs(delivery);
      this.logger.error(
        `Handling ${envelope.type} ${envelope.id} failed (delivery ${delivery}/${this.maxDeliver}), retrying in ${delay} ms: ${errorMessage(error)}`,
        errorStack(error),
      );
      msg.nak(delay);
      this.deps.metrics?.eventHandled(this.durableName, 'retried');
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Copies the message to its service's dead-letter stream (`dlq.<ns>.<service>.<subject>`) and terminates it; if that publish fails the message is retried instead. */
  private async deadLetter(msg: JsMsg, reason: DeadLetterReason, detail: string): Promise<void> {
    const h = headers();
    h.set(DEAD_LETTER_HEADERS.reason, reason);
    h.set(DEAD_LETTER_HEADERS.consumer, this.durableName);
    h.set(DEAD_LETTER_HEADERS.error, detail.replace(/\s+/g, ' ').slice(0, 1000));
    h.set(DEAD_LETTER_HEADERS.subject, msg.subject);
    h.set(DEAD_LETTER_HEADERS.sequence, String(msg.seq));
    try {
      await this.js.publish(deadLetterSubject(this.namespace, this.deps.service, this.event.subject), msg.data, {
        headers: h,
        // A redelivery of the same bad message within the duplicate window is not dead-lettered twice.
        msgID: `dlq:${this.durableName}:${msg.seq}`,
        expect: { streamName: deadLetterStreamName(this.namespace, this.deps.service) },
      });
      msg.term();
      this.deps.metrics?.eventHandled(this.durableName, 'dead_lettered');
      this.deps.metrics?.deadLettered(this.durableName, reason);
      this.logger.warn(`Dead-lettered message ${msg.seq} of ${msg.subject} (${reason}): ${detail}`);
    } catch (error) {
      this.logger.error(
        `Could not dead-letter message ${msg.seq} of ${msg.subject}: ${errorMessage(error)}`,
        errorStack(error),
      );
      msg.nak(this.retryDelayMs(msg.info.deliveryCount));
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }
}

import { z } from 'zod';
import { loadConfig } from '../config/load-config.js';

/** Limits of one service's dead-letter stream (decision 0030). */
export interface DeadLetterLimits {
  /** How long a dead letter is kept for an operator to look at. */
  maxAgeMs: number;
  /** Bytes one service's dead letters may take; beyond it the oldest go. */
  maxBytes: number;
  /** Dead letters kept per consumed event, so one noisy event cannot push out the others of the service. */
  maxPerSubject: number;
}

export interface EventStreamOptions {
  /** How long JetStream remembers a `Nats-Msg-Id` to drop a re-published event. */
  duplicateWindowMs?: number;
  /** How long events are kept; a consumer that is down for longer misses them. */
  maxAgeMs?: number;
  /** Bytes the event stream may hold; when full it refuses new events and the outboxes keep them until there is room. */
  maxBytes?: number;
  /** The largest event (or dead letter) the streams accept. */
  maxMessageBytes?: number;
  /**
   * Copies of every stream (and, through them, of every durable consumer) kept on different nodes of a NATS cluster:
   * 3 survive the loss of one node, 1 on a single node (decision 0050).
   */
  replicas?: number;
  deadLetters?: Partial<DeadLetterLimits>;
}

const DAY_MS = 24 * 3_600_000;
const MIB = 1024 * 1024;

/**
 * How long a publisher keeps retrying one event with the same `Nats-Msg-Id` during a NATS cluster's leader election
 * before the stream could take it as new: the outbox relay retries a row for as long as it stays unpublished, and a
 * stream leader's loss stalled publishes for about 5 s on three loopback nodes (decision 0050), so a retry within this
 * is dropped as a duplicate, never stored twice.
 */
export const PUBLISH_RETRY_GUARANTEE_MS = 10_000;

/** The documented defaults (docs/configuration.md, NATS_EVENTS_*, NATS_DLQ_* and NATS_STREAM_REPLICAS). */
export const DEFAULT_STREAM_LIMITS = {
  // Far over PUBLISH_RETRY_GUARANTEE_MS: a re-publish after a leader election, or after a relay crashed between a
  // PubAck and marking its row, is recognised (a test holds the two apart).
  duplicateWindowMs: 2 * 60_000,
  maxAgeMs: 30 * DAY_MS,
  maxBytes: 4096 * MIB,
  // The NATS server's own default largest message (max_payload): no event is refused that the server would take.
  maxMessageBytes: 1 * MIB,
  replicas: 1,
  deadLetters: { maxAgeMs: 30 * DAY_MS, maxBytes: 64 * MIB, maxPerSubject: 1000 },
} as const satisfies Required<EventStreamOptions>;

const positive = (max: number) => z.coerce.number().int().min(1).max(max);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const STREAM_LIMITS_ENV = z.object({
  NATS_EVENTS_MAX_BYTES: optional(positive(Number.MAX_SAFE_INTEGER)),
  NATS_EVENTS_MAX_MESSAGE_BYTES: optional(positive(64 * MIB)),
  NATS_EVENTS_MAX_AGE_DAYS: optional(positive(3650)),
  NATS_DLQ_MAX_BYTES: optional(positive(Number.MAX_SAFE_INTEGER)),
  NATS_DLQ_MAX_AGE_DAYS: optional(positive(3650)),
  NATS_DLQ_MAX_PER_SUBJECT: optional(positive(Number.MAX_SAFE_INTEGER)),
  // JetStream keeps at most five copies of a stream, one per node.
  NATS_STREAM_REPLICAS: optional(positive(5)),
});

/**
 * The streams' limits and replicas from the setup's environment (unset or empty: the default). Throws naming each bad variable, so
 * the setup stops before it changes a stream.
 */
export function streamLimitsFromEnv(env: NodeJS.ProcessEnv): EventStreamOptions {
  const vars = loadConfig(STREAM_LIMITS_ENV, env);
  const days = (value: number | undefined) => (value === undefined ? undefined : value * DAY_MS);
  const defined = <T extends object>(values: T) =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
  return {
    ...defined({
      maxBytes: vars.NATS_EVENTS_MAX_BYTES,
      maxMessageBytes: vars.NATS_EVENTS_MAX_MESSAGE_BYTES,
      maxAgeMs: days(vars.NATS_EVENTS_MAX_AGE_DAYS),
      replicas: vars.NATS_STREAM_REPLICAS,
    }),
    deadLetters: defined({
      maxBytes: vars.NATS_DLQ_MAX_BYTES,
      maxAgeMs: days(vars.NATS_DLQ_MAX_AGE_DAYS),
      maxPerSubject: vars.NATS_DLQ_MAX_PER_SUBJECT,
    }),
  };
}

import { assertEventNamespace, deadLetterSubject, SERVICE_NAMES } from '@classhub/contracts';
import {
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
  type StreamInfo,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { DEFAULT_STREAM_LIMITS, type DeadLetterLimits, type EventStreamOptions } from './stream-limits.js';

export type { DeadLetterLimits, EventStreamOptions } from './stream-limits.js';

// JSStreamNameExistErr: the name is taken by a stream with another configuration.
const STREAM_NAME_IN_USE = 10058;

type ManagedConfig = Partial<StreamConfig> & Pick<StreamConfig, 'subjects'>;

const streamToken = (name: string) => name.toUpperCase().replace(/[^A-Z0-9_-]/g, '_');

/** `classhub` → `CLASSHUB_EVENTS`. */
export function eventStreamName(namespace: string): string {
  return `${streamToken(assertEventNamespace(namespace))}_EVENTS`;
}

/** `classhub` + `classes` → `CLASSHUB_DLQ_CLASSES`: each service's dead letters are a stream of their own. */
export function deadLetterStreamName(namespace: string, service: string): string {
  return `${streamToken(assertEventNamespace(namespace))}_DLQ_${streamToken(service)}`;
}

/**
 * The event stream: every event of the namespace, kept `maxAgeMs`. Full (`maxBytes`), it refuses new events rather
 * than dropping old ones (discard new): a publisher's outbox keeps a refused event and retries it, where discard old
 * would silently drop events some consumer may not have applied yet (decision 0030).
 */
export function eventStreamConfig(namespace: string, options: EventStreamOptions = {}): ManagedConfig {
  const { duplicateWindowMs, maxAgeMs, maxBytes, maxMessageBytes, replicas } = { ...DEFAULT_STREAM_LIMITS, ...options };
  return {
    subjects: [`${assertEventNamespace(namespace)}.>`],
    duplicate_window: nanos(duplicateWindowMs),
    max_age: nanos(maxAgeMs),
    max_bytes: maxBytes,
    max_msg_size: maxMessageBytes,
    num_replicas: replicas,
    discard: DiscardPolicy.New,
  };
}

/**
 * One service's dead letters (`dlq.<ns>.<service>.>`): a window of its latest failures for an operator to look at.
 * Full, it drops the oldest (discard old): the event itself stays in the event stream, and a consumer must never
 * stall because it has nowhere to put a bad message. Only the service's key may write it, so a stolen key can fill
 * only its own service's window, and never past `maxBytes`.
 */
export function deadLetterStreamConfig(
  namespace: string,
  service: string,
  options: EventStreamOptions = {},
): ManagedConfig {
  const { maxMessageBytes, replicas } = { ...DEFAULT_STREAM_LIMITS, ...options };
  const { maxAgeMs, maxBytes, maxPerSubject } = {
    ...DEFAULT_STREAM_LIMITS.deadLetters,
    ...options.deadLetters,
  } satisfies DeadLetterLimits;
  return {
    subjects: [deadLetterSubject(namespace, service, '>')],
    duplicate_window: nanos(Math.min(DEFAULT_STREAM_LIMITS.duplicateWindowMs, maxAgeMs)),
    max_age: nanos(maxAgeMs),
    max_bytes: maxBytes,
    max_msg_size: maxMessageBytes,
    max_msgs_per_subject: maxPerSubject,
    num_replicas: replicas,
    discard: DiscardPolicy.Old,
  };
}

/**
 * The platform's setup: creates the namespace's event stream and every service's dead-letter stream, or brings them
 * to this configuration. Where NATS permissions reserve stream changes to the setup user, only it can do this.
 */
export async function ensureStreams(
  jsm: JetStreamManager,
  namespace: string,
  options: EventStreamOptions = {},
): Promise<StreamInfo[]> {
  const events = await ensureStream(jsm, namespace, options);
  const deadLetters = await Promise.all(
    SERVICE_NAMES.map((service) => ensureDeadLetterStream(jsm, namespace, service, options)),
  );
  return [events, ...deadLetters];
}

/** Creates the namespace's event stream, or brings an existing one to this configuration. Safe from every replica. */
export function ensureStream(
  jsm: JetStreamManager,
  namespace: string,
  options: EventStreamOptions = {},
): Promise<StreamInfo> {
  return ensureConfig(jsm, eventStreamName(namespace), eventStreamConfig(namespace, options));
}

/** Creates `service`'s dead-letter stream, or brings an existing one to this configuration. */
export function ensureDeadLetterStream(
  jsm: JetStreamManager,
  namespace: string,
  service: string,
  options: EventStreamOptions = {},
): Promise<StreamInfo> {
  return ensureConfig(
    jsm,
    deadLetterStreamName(namespace, service),
    deadLetterStreamConfig(namespace, service, options),
  );
}

/**
 * What a service does at start: finds the event stream and its own dead-letter stream, and creates one only where it
 * is missing (a NATS of its own, in tests and development). It never changes one it finds: their limits are the
 * setup's (NATS_EVENTS_* / NATS_DLQ_*), and where permissions hold, a service may not change them anyway.
 */
export async function findOrCreateStreams(
  jsm: JetStreamManager,
  namespace: string,
  service: string,
  options: EventStreamOptions = {},
): Promise<void> {
  await findOrCreate(jsm, eventStreamName(namespace), eventStreamConfig(namespace, options));
  await findOrCreate(
    jsm,
    deadLetterStreamName(namespace, service),
    deadLetterStreamConfig(namespace, service, options),
  );
}

async function findOrCreate(jsm: JetStreamManager, name: string, config: ManagedConfig): Promise<void> {
  try {
    await jsm.streams.info(name);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
    await create(jsm, name, config, () => jsm.streams.info(name));
  }
}

async function ensureConfig(jsm: JetStreamManager, name: string, config: ManagedConfig): Promise<StreamInfo> {
  try {
    const current = await jsm.streams.info(name);
    return hasConfig(current, config) ? current : await jsm.streams.update(name, config);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
  }
  return create(jsm, name, config, () => jsm.streams.update(name, config));
}

async function create(
  jsm: JetStreamManager,
  name: string,
  config: ManagedConfig,
  whenTaken: () => Promise<StreamInfo>,
): Promise<StreamInfo> {
  try {
    return await jsm.streams.add({ name, ...config, storage: StorageType.File, retention: RetentionPolicy.Limits });
  } catch (error) {
    // Another replica created it between our info and add.
    if (isApiError(error, STREAM_NAME_IN_USE)) return whenTaken();
    throw error;
  }
}

function hasConfig(stream: StreamInfo, wanted: ManagedConfig): boolean {
  const current = stream.config as unknown as Record<string, unknown>;
  return Object.entries(wanted).every(([key, value]) => JSON.stringify(current[key]) === JSON.stringify(value));
}

export function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}

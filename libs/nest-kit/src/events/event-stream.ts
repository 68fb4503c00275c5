import { assertEventNamespace } from '@classhub/contracts';
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

export interface EventStreamOptions {
  /** How long JetStream remembers a `Nats-Msg-Id` to drop a re-published event. */
  duplicateWindowMs?: number;
  /** How long events are kept; a consumer that is down for longer misses them. */
  maxAgeMs?: number;
}

// JSStreamNameExistErr: the name is taken by a stream with another configuration.
const STREAM_NAME_IN_USE = 10058;

const DEFAULTS: Required<EventStreamOptions> = {
  duplicateWindowMs: 2 * 60_000,
  maxAgeMs: 30 * 24 * 3_600_000,
};

/** `classhub` → `CLASSHUB_EVENTS`. */
export function eventStreamName(namespace: string): string {
  return `${assertEventNamespace(namespace)
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '_')}_EVENTS`;
}

/**
 * Creates the namespace's event stream, or brings an existing one to this configuration; leaves one that already has
 * it untouched. Safe to call from every replica. Where NATS permissions reserve stream changes to the platform's setup
 * user, services find the stream as setup left it and only look at it.
 */
export async function ensureStream(
  jsm: JetStreamManager,
  namespace: string,
  options: EventStreamOptions = {},
): Promise<StreamInfo> {
  const { duplicateWindowMs, maxAgeMs } = { ...DEFAULTS, ...options };
  const name = eventStreamName(namespace);
  const config = {
    subjects: [`${namespace}.>`],
    duplicate_window: nanos(duplicateWindowMs),
    max_age: nanos(maxAgeMs),
    discard: DiscardPolicy.Old,
  };
  const update = () => jsm.streams.update(name, config);
  try {
    const current = await jsm.streams.info(name);
    return hasConfig(current, config) ? current : await update();
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
  }
  try {
    return await jsm.streams.add({ name, ...config, storage: StorageType.File, retention: RetentionPolicy.Limits });
  } catch (error) {
    // Another replica created it between our info and add.
    if (isApiError(error, STREAM_NAME_IN_USE)) return update();
    throw error;
  }
}

function hasConfig(
  stream: StreamInfo,
  wanted: Pick<StreamConfig, 'subjects' | 'duplicate_window' | 'max_age' | 'discard'>,
): boolean {
  const { subjects, duplicate_window, max_age, discard } = stream.config;
  return (
    JSON.stringify(subjects) === JSON.stringify(wanted.subjects) &&
    duplicate_window === wanted.duplicate_window &&
    max_age === wanted.max_age &&
    discard === wanted.discard
  );
}

export function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}

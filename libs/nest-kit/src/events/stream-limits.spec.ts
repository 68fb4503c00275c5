import { describe, expect, it } from '@jest/globals';
import { DEFAULT_STREAM_LIMITS, PUBLISH_RETRY_GUARANTEE_MS, streamLimitsFromEnv } from './stream-limits.js';

describe('streamLimitsFromEnv', () => {
  it('leaves every limit to its default when nothing (or nothing but blanks) is set', () => {
    expect(streamLimitsFromEnv({})).toEqual({ deadLetters: {} });
    expect(streamLimitsFromEnv({ NATS_EVENTS_MAX_BYTES: '' })).toEqual({ deadLetters: {} });
  });

  it('reads byte sizes, days and counts', () => {
    expect(
      streamLimitsFromEnv({
        NATS_EVENTS_MAX_BYTES: '1073741824',
        NATS_EVENTS_MAX_MESSAGE_BYTES: '65536',
        NATS_EVENTS_MAX_AGE_DAYS: '7',
        NATS_DLQ_MAX_BYTES: '1048576',
        NATS_DLQ_MAX_AGE_DAYS: '90',
        NATS_DLQ_MAX_PER_SUBJECT: '50',
        NATS_STREAM_REPLICAS: '3',
      }),
    ).toEqual({
      maxBytes: 1073741824,
      maxMessageBytes: 65536,
      maxAgeMs: 7 * 86_400_000,
      replicas: 3,
      deadLetters: { maxBytes: 1048576, maxAgeMs: 90 * 86_400_000, maxPerSubject: 50 },
    });
  });

  it('names each variable that is not a positive whole number', () => {
    expect(() => streamLimitsFromEnv({ NATS_EVENTS_MAX_BYTES: '-1', NATS_DLQ_MAX_PER_SUBJECT: 'lots' })).toThrow(
      /NATS_EVENTS_MAX_BYTES[\s\S]*NATS_DLQ_MAX_PER_SUBJECT/,
    );
    expect(() => streamLimitsFromEnv({ NATS_EVENTS_MAX_AGE_DAYS: '1.5' })).toThrow(/NATS_EVENTS_MAX_AGE_DAYS/);
    // JetStream keeps at most five copies of a stream.
    expect(() => streamLimitsFromEnv({ NATS_STREAM_REPLICAS: '6' })).toThrow(/NATS_STREAM_REPLICAS/);
  });

  it('keeps one copy of each stream unless told, as a single node must', () => {
    expect(DEFAULT_STREAM_LIMITS.replicas).toBe(1);
  });

  it('remembers message ids far longer than a publish is retried through a leader election', () => {
    // The outbox relay re-publishes an event with its id as the Nats-Msg-Id; within the window it is dropped.
    expect(DEFAULT_STREAM_LIMITS.duplicateWindowMs).toBeGreaterThanOrEqual(6 * PUBLISH_RETRY_GUARANTEE_MS);
  });

  it('defaults to bounded streams', () => {
    expect(DEFAULT_STREAM_LIMITS.maxBytes).toBe(4 * 1024 ** 3);
    expect(DEFAULT_STREAM_LIMITS.deadLetters.maxBytes).toBe(64 * 1024 ** 2);
  });
});

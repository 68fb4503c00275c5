import { describe, expect, it } from '@jest/globals';
import { DEFAULT_STREAM_LIMITS, streamLimitsFromEnv } from './stream-limits.js';

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
      }),
    ).toEqual({
      maxBytes: 1073741824,
      maxMessageBytes: 65536,
      maxAgeMs: 7 * 86_400_000,
      deadLetters: { maxBytes: 1048576, maxAgeMs: 90 * 86_400_000, maxPerSubject: 50 },
    });
  });

  it('names each variable that is not a positive whole number', () => {
    expect(() => streamLimitsFromEnv({ NATS_EVENTS_MAX_BYTES: '-1', NATS_DLQ_MAX_PER_SUBJECT: 'lots' })).toThrow(
      /NATS_EVENTS_MAX_BYTES[\s\S]*NATS_DLQ_MAX_PER_SUBJECT/,
    );
    expect(() => streamLimitsFromEnv({ NATS_EVENTS_MAX_AGE_DAYS: '1.5' })).toThrow(/NATS_EVENTS_MAX_AGE_DAYS/);
  });

  it('defaults to bounded streams', () => {
    expect(DEFAULT_STREAM_LIMITS.maxBytes).toBe(4 * 1024 ** 3);
    expect(DEFAULT_STREAM_LIMITS.deadLetters.maxBytes).toBe(64 * 1024 ** 2);
  });
});

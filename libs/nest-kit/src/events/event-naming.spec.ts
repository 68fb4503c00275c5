import { describe, expect, it } from '@jest/globals';
import { defaultRetryDelayMs, defaultTransientRetryDelayMs } from './event-consumer.js';
import { deadLetterStreamConfig, deadLetterStreamName, eventStreamName } from './event-stream.js';

describe('eventStreamName', () => {
  it('upper-cases the namespace', () => {
    expect(eventStreamName('classhub')).toBe('CLASSHUB_EVENTS');
    expect(eventStreamName('test-1a_b')).toBe('TEST-1A_B_EVENTS');
  });

  it('refuses a namespace that would capture request-reply subjects', () => {
    expect(() => eventStreamName('classes')).toThrow(/request-reply/);
  });
});

describe('dead-letter streams', () => {
  it('are one per service, named after the namespace and the service', () => {
    expect(deadLetterStreamName('classhub', 'classes')).toBe('CLASSHUB_DLQ_CLASSES');
    expect(deadLetterStreamName('test-1a_b', 'svc-dlq')).toBe('TEST-1A_B_DLQ_SVC-DLQ');
  });

  it("capture only their service's dead letters, bounded, dropping the oldest when full", () => {
    expect(deadLetterStreamConfig('classhub', 'classes', { deadLetters: { maxPerSubject: 5 } })).toMatchObject({
      subjects: ['dlq.classhub.classes.>'],
      max_bytes: 64 * 1024 ** 2,
      max_msgs_per_subject: 5,
      discard: 'old',
    });
  });
});

describe('defaultRetryDelayMs', () => {
  it('doubles from one second up to a minute', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(defaultRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000, 60_000]);
  });
});

describe('defaultTransientRetryDelayMs', () => {
  it('doubles from a quarter of a second up to five seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 30].map(defaultTransientRetryDelayMs)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  });
});

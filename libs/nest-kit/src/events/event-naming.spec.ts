import { describe, expect, it } from '@jest/globals';
import { defaultRetryDelayMs, defaultTransientRetryDelayMs } from './event-consumer.js';
import { eventStreamName } from './event-stream.js';

describe('eventStreamName', () => {
  it('upper-cases the namespace', () => {
    expect(eventStreamName('classhub')).toBe('CLASSHUB_EVENTS');
    expect(eventStreamName('test-1a_b')).toBe('TEST-1A_B_EVENTS');
  });

  it('refuses a namespace that would capture request-reply subjects', () => {
    expect(() => eventStreamName('classes')).toThrow(/request-reply/);
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

import { describe, expect, it } from '@jest/globals';
import { defaultRetryDelayMs, durableConsumerName } from './event-consumer.js';
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

describe('durableConsumerName', () => {
  it('joins the service and the subject without dots', () => {
    expect(durableConsumerName('classes', 'payments.payment.completed.v1')).toBe('classes__payments_payment_completed_v1');
  });

  it.each(['', 'Classes', 'a.b', 'a b', 'a>'])('rejects the service name %p', (service) => {
    expect(() => durableConsumerName(service, 'payments.payment.completed.v1')).toThrow(/Invalid service name/);
  });
});

describe('defaultRetryDelayMs', () => {
  it('doubles from one second up to a minute', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(defaultRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000, 60_000]);
  });
});

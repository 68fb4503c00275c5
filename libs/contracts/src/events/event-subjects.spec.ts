import { describe, expect, it } from '@jest/globals';
import {
  assertEventNamespace,
  deadLetterSubject,
  deadLetterWildcard,
  durableConsumerName,
  eventSubjectFromWire,
  eventWireSubject,
} from './event-subjects.js';

describe('event subjects', () => {
  it('prefixes event and dead-letter subjects with the namespace', () => {
    expect(eventWireSubject('classhub', 'classes.class.created.v1')).toBe('classhub.classes.class.created.v1');
    expect(deadLetterSubject('classhub', 'payments', 'classes.class.created.v1')).toBe(
      'dlq.classhub.payments.classes.class.created.v1',
    );
    expect(deadLetterWildcard('classhub')).toBe('dlq.classhub.>');
    expect(eventSubjectFromWire('classhub', 'classhub.classes.class.created.v1')).toBe('classes.class.created.v1');
    expect(eventSubjectFromWire('classhub', 'other.classes.class.created.v1')).toBeUndefined();
  });

  it.each(['', 'ClassHub', 'a.b', 'a>', 'a b', 'classes', 'payments', 'dlq', 'edge'])(
    'rejects the namespace %p',
    (namespace) => {
      expect(() => assertEventNamespace(namespace)).toThrow(/Invalid event namespace/);
    },
  );

  it('accepts test namespaces', () => {
    expect(assertEventNamespace('test-1a_b')).toBe('test-1a_b');
  });
});

describe('durableConsumerName', () => {
  it('joins the service and the subject without dots', () => {
    expect(durableConsumerName('classes', 'payments.payment.completed.v1')).toBe(
      'classes__payments_payment_completed_v1',
    );
  });

  it.each(['', 'Classes', 'a.b', 'a b', 'a>'])('rejects the service name %p', (service) => {
    expect(() => durableConsumerName(service, 'payments.payment.completed.v1')).toThrow(/Invalid service name/);
  });
});

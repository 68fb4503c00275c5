import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineRequest, requestWireSubject } from './request-definition.js';

describe('defineRequest', () => {
  const schema = z.object({});

  it('takes a versioned subject that starts with the answering service', () => {
    expect(defineRequest('classes.seat.hold.v1', schema, schema).subject).toBe('classes.seat.hold.v1');
    expect(defineRequest('classes.seat.hold.v12', schema, schema).subject).toBe('classes.seat.hold.v12');
  });

  it.each([
    'classes.seat.hold',
    'classes.seat.hold.v0',
    'classes.seat.hold.1',
    'Classes.seat.hold.v1',
    'classes.hold.v1',
  ])(
    'refuses %s: every request subject carries its version, so a breaking change gets a subject of its own',
    (subject) => {
      expect(() => defineRequest(subject, schema, schema)).toThrow(/expected <svc>\.<entity>\.<verb>\.v<n>/);
    },
  );

  it('travels on <subject>.<namespace>, outside the event stream', () => {
    expect(requestWireSubject('classhub', 'classes.seat.hold.v1')).toBe('classes.seat.hold.v1.classhub');
  });
});

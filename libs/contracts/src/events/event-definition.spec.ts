import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineEvent, isEventSubject } from './event-definition.js';

describe('defineEvent', () => {
  it('returns the subject and schema of a well-named event', () => {
    const schema = z.object({ classId: z.string() });
    const event = defineEvent('classes.class.created.v1', schema);
    expect(event).toEqual({ subject: 'classes.class.created.v1', schema });
    expect(Object.isFrozen(event)).toBe(true);
  });

  it.each([
    'classes.class.created',
    'classes.created.v1',
    'classes.class.created.v0',
    'classes.class.created.V1',
    'Classes.class.created.v1',
    'classes.class.created.v1.extra',
    'classes.*.created.v1',
    'classes.>',
    'dlq.class.created.v1',
    '',
  ])('rejects the subject %p', (subject) => {
    expect(() => defineEvent(subject, z.object({}))).toThrow(/Invalid event subject/);
    expect(isEventSubject(subject)).toBe(false);
  });
});

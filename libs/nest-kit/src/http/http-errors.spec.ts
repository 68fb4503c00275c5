import { describe, expect, it } from '@jest/globals';
import { conflict, notFound, refusal } from './http-errors.js';

describe('refusals', () => {
  it('carry the status and body of the answer, but no stack trace', () => {
    const refused = conflict('This class is full');
    expect(refused.getStatus()).toBe(409);
    expect(refused.getResponse()).toEqual({ statusCode: 409, error: 'Conflict', message: 'This class is full' });
    expect(refused.stack?.split('\n')).toHaveLength(1);
    expect(notFound('No such thing').stack?.split('\n')).toHaveLength(1);
  });

  it("leave the process's stack traces as they were, even when making one throws", () => {
    const before = Error.stackTraceLimit;
    expect(() =>
      refusal(() => {
        throw new Error('broken');
      }),
    ).toThrow('broken');
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('a bug').stack?.split('\n').length).toBeGreaterThan(1);
  });
});

import { describe, expect, it } from '@jest/globals';
import { findUnsafeInput, MAX_BODY_DEPTH } from './input-guard.js';

const clean = { body: undefined, params: {}, query: {}, headers: {} };

describe('findUnsafeInput', () => {
  it('passes ordinary requests', () => {
    expect(findUnsafeInput(clean)).toBeUndefined();
    expect(
      findUnsafeInput({
        ...clean,
        body: { name: 'Zoë', tags: ['a', 'b'], nested: { text: 'line\nline' } },
        query: { q: ['x', 'y'] },
      }),
    ).toBeUndefined();
  });

  it('names the nested field that holds a control character', () => {
    expect(findUnsafeInput({ ...clean, body: { items: [{ name: 'ok' }, { name: 'bad\u0007' }] } })).toEqual({
      field: 'items.1.name',
      message: 'Field items.1.name must not contain control characters (found U+0007)',
    });
  });

  it('checks every value of a repeated query parameter', () => {
    expect(findUnsafeInput({ ...clean, query: { q: ['ok', 'x\u0000'] } })?.message).toBe(
      'Query parameter q must not contain control characters (found U+0000)',
    );
  });

  it('refuses a body string that is itself unsafe, and a depth just over the limit', () => {
    expect(findUnsafeInput({ ...clean, body: 'a\u0000' })?.message).toBe(
      'The request body must not contain control characters (found U+0000)',
    );
    let deep: unknown = 'leaf';
    for (let level = 0; level < MAX_BODY_DEPTH; level += 1) deep = [deep];
    expect(findUnsafeInput({ ...clean, body: deep })).toBeUndefined();
    expect(findUnsafeInput({ ...clean, body: [deep] })?.message).toBe(
      'The request body is nested too deeply (at most 32 levels)',
    );
  });

  it('leaves raw bodies (uploads, webhooks kept as bytes) alone', () => {
    expect(findUnsafeInput({ ...clean, body: Buffer.from([0, 1, 2]) })).toBeUndefined();
  });
});

import { describe, expect, it } from '@jest/globals';
import { unsafeTextReason } from './text-safety.js';

describe('unsafeTextReason', () => {
  it('accepts ordinary text of any script, emoji included', () => {
    for (const text of ['Ada Lovelace', 'ada@example.com', 'Ünïcödé 日本語 🎻', '', '19.99']) {
      for (const place of ['body', 'path', 'query', 'header'] as const)
        expect(unsafeTextReason(text, place)).toBeUndefined();
    }
  });

  it('refuses NUL, other C0 controls, DEL and C1 controls everywhere, naming the code point', () => {
    for (const place of ['body', 'path', 'query', 'header'] as const) {
      expect(unsafeTextReason('a\u0000b', place)).toBe('must not contain control characters (found U+0000)');
      expect(unsafeTextReason('\u001b[31m', place)).toBe('must not contain control characters (found U+001B)');
      expect(unsafeTextReason('x\u007f', place)).toBe('must not contain control characters (found U+007F)');
      expect(unsafeTextReason('x\u0085', place)).toBe('must not contain control characters (found U+0085)');
    }
  });

  it('lets a JSON body keep tab and line breaks (multi-line feedback) but nothing else does', () => {
    expect(unsafeTextReason('line one\r\nline two\tend', 'body')).toBeUndefined();
    expect(unsafeTextReason('a\nb', 'query')).toBe('must not contain control characters (found U+000A)');
    expect(unsafeTextReason('a\tb', 'header')).toBe('must not contain control characters (found U+0009)');
  });

  it('refuses unpaired surrogates, which no UTF-8 text can hold', () => {
    expect(unsafeTextReason('\ud800', 'body')).toBe('must be valid Unicode text (found an unpaired surrogate)');
    expect(unsafeTextReason('\udc00x', 'path')).toBe('must be valid Unicode text (found an unpaired surrogate)');
  });
});

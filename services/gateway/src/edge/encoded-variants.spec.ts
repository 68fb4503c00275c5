import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { EncodedVariants, MAX_KEPT_BODY_BYTES } from './encoded-variants.js';

const body = (text: string) => Buffer.from(text.repeat(200));

describe('EncodedVariants', () => {
  it('compresses the same body once per encoding, and gives each encoding its own form', async () => {
    const variants = new EncodedVariants();
    const answer = body('catalogue ');
    const first = await variants.encode('br', answer, undefined);
    expect(await variants.encode('br', answer, undefined)).toBe(first);
    expect(brotliDecompressSync(first).equals(answer)).toBe(true);
    const gzip = await variants.encode('gzip', answer, undefined);
    expect(gunzipSync(gzip).equals(answer)).toBe(true);
  });

  it('knows an answer sent again by its strong ETag, but only with the same bytes', async () => {
    const variants = new EncodedVariants();
    const first = await variants.encode('br', body('v1 '), '"tag"');
    expect(await variants.encode('br', body('v1 '), '"tag"')).toBe(first);

    const changed = await variants.encode('br', body('v2 '), '"tag"');
    expect(changed).not.toBe(first);
    expect(brotliDecompressSync(changed).toString()).toBe('v2 '.repeat(200));
    // A weak ETag does not name exact bytes: the body is compressed anew.
    expect(await variants.encode('br', body('v2 '), 'W/"tag"')).not.toBe(changed);
  });

  it('keeps at most the given number of answers, the least recently used going first', async () => {
    const variants = new EncodedVariants(2);
    const a = await variants.encode('gzip', body('a'), '"a"');
    await variants.encode('gzip', body('b'), '"b"');
    expect(await variants.encode('gzip', body('a'), '"a"')).toBe(a);
    await variants.encode('gzip', body('c'), '"c"');
    expect(await variants.encode('gzip', body('a'), '"a"')).toBe(a);
    const b = await variants.encode('gzip', body('b'), '"b"');
    expect(await variants.encode('gzip', body('b'), '"b"')).toBe(b);
  });

  it('compresses large bodies every time instead of keeping them', async () => {
    const variants = new EncodedVariants();
    const large = Buffer.alloc(MAX_KEPT_BODY_BYTES + 1, 'x');
    expect(await variants.encode('gzip', large, '"big"')).not.toBe(await variants.encode('gzip', large, '"big"'));
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { EncodedVariants, MAX_KEPT_BODY_BYTES } from './encoded-variants.js';

const body = (text: string) => Buffer.from(text.repeat(200));

describe('EncodedVariants', () => {
  it('compresses the same body once per encoding, and gives each encoding its own form', async () => {
    const variants = new EncodedVariants();
    const answer = body('catalogue ');
    const first = await variants.encode('br', answer);
    expect(variants.encode('br', answer)).toBe(first);
    expect(brotliDecompressSync(first).equals(answer)).toBe(true);
    const gzip = await variants.encode('gzip', answer);
    expect(gunzipSync(gzip).equals(answer)).toBe(true);
  });

  it('knows an answer sent again in another buffer by its bytes, and a changed answer as new', async () => {
    const variants = new EncodedVariants();
    const first = await variants.encode('br', body('v1 '));
    expect(variants.encode('br', body('v1 '))).toBe(first);

    const changed = await variants.encode('br', body('v2 '));
    expect(changed).not.toBe(first);
    expect(brotliDecompressSync(changed).toString()).toBe('v2 '.repeat(200));
  });

  it('keeps at most the given number of answers, the least recently used going first', async () => {
    const variants = new EncodedVariants(2);
    const a = await variants.encode('gzip', body('a'));
    await variants.encode('gzip', body('b'));
    expect(variants.encode('gzip', body('a'))).toBe(a);
    await variants.encode('gzip', body('c'));
    expect(variants.encode('gzip', body('a'))).toBe(a);
    const b = await variants.encode('gzip', body('b'));
    expect(variants.encode('gzip', body('b'))).toBe(b);
  });

  it('keeps at most the given number of bytes', async () => {
    const variants = new EncodedVariants(10, 2 * body('a').length);
    const a = await variants.encode('gzip', body('a'));
    await variants.encode('gzip', body('b'));
    await variants.encode('gzip', body('c'));
    expect(variants.encode('gzip', body('a'))).not.toBe(a);
  });

  it('compresses large bodies every time instead of keeping them', async () => {
    const variants = new EncodedVariants();
    const large = Buffer.alloc(MAX_KEPT_BODY_BYTES + 1, 'x');
    expect(await variants.encode('gzip', large)).not.toBe(await variants.encode('gzip', large));
  });
});

import { describe, expect, it } from '@jest/globals';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ImageUploads, sniffImage } from './image-upload.js';
import { LocalMediaStore } from './local-media-store.js';

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF_1X1 = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('sniffImage', () => {
  it('recognises PNG and GIF by their content', async () => {
    await expect(sniffImage(PNG_1X1)).resolves.toEqual({ mime: 'image/png', extension: 'png' });
    await expect(sniffImage(GIF_1X1)).resolves.toEqual({ mime: 'image/gif', extension: 'gif' });
  });

  it('refuses SVG, text and PDF with 400', async () => {
    for (const content of [SVG, Buffer.from('hello'), Buffer.from('%PDF-1.7\n')]) {
      await expect(sniffImage(content)).rejects.toBeInstanceOf(BadRequestException);
    }
  });

  it('refuses more than 5 MB with 413', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    await expect(sniffImage(big)).rejects.toBeInstanceOf(PayloadTooLargeException);
  });
});

describe('ImageUploads', () => {
  describe('accept', () => {
    it('stores the bytes under a fresh name and answers with its public URL', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
      const result = await new ImageUploads(new LocalMediaStore(dir), 'users').accept(PNG_1X1);
      expect(result.success).toBe(true);
      const url = result.data.display_url;
      expect(url).toMatch(/^\/api\/media\/users\/[0-9a-f-]{36}\.png$/);
      expect(await readFile(path.join(dir, path.basename(url)))).toEqual(PNG_1X1);
    });
  });
});

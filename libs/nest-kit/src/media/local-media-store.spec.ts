import { describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalMediaStore } from './local-media-store.js';
import { isSafeMediaName } from './media-store.js';

describe('LocalMediaStore', () => {
  it('refuses names that could escape its folder', () => {
    expect(isSafeMediaName('../etc/passwd')).toBe(false);
    expect(isSafeMediaName('a/b.png')).toBe(false);
    expect(isSafeMediaName('.hidden.png')).toBe(false);
    expect(isSafeMediaName('script.js')).toBe(false);
    expect(isSafeMediaName('class-1.svg')).toBe(true);
  });

  it('opens a stored file with its content type and size', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-'));
    await writeFile(path.join(dir, 'cover.png'), Buffer.from([1, 2, 3]));
    const media = await new LocalMediaStore(dir).open('cover.png');
    expect(media).toMatchObject({ contentType: 'image/png', size: 3 });
    media?.stream.destroy();
    expect(await new LocalMediaStore(dir).open('missing.png')).toBeUndefined();
  });

  it('saves new bytes under a fresh safe name', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-'));
    const store = new LocalMediaStore(dir);
    const first = await store.save(Buffer.from([1]), 'PNG');
    const second = await store.save(Buffer.from([2]), 'png');
    expect(first).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(second).not.toBe(first);
    expect(await readFile(path.join(dir, first))).toEqual(Buffer.from([1]));
    await expect(store.save(Buffer.from([3]), 'html')).rejects.toThrow(/Cannot store/);
  });

  it('knows which images it holds, and never looks outside its folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-'));
    await writeFile(path.join(dir, 'cover.png'), Buffer.from([1]));
    const store = new LocalMediaStore(dir);
    expect(await store.has('cover.png')).toBe(true);
    expect(await store.has('other.png')).toBe(false);
    expect(await store.has('../cover.png')).toBe(false);
  });
});

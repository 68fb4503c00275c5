import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ServiceUnavailableException } from '@nestjs/common';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { startTestS3, TEST_BUCKET, type TestS3 } from '../../test/support/s3rver.js';
import { createMediaStore } from './create-media-store.js';
import { MEDIA_STORE_MESSAGES } from './media-store.js';
import { S3MediaStore } from './s3-media-store.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3MediaStore (against s3rver)', () => {
  let s3: TestS3;
  let store: S3MediaStore;

  beforeAll(async () => {
    s3 = await startTestS3();
    store = createMediaStore({ MEDIA_DIR: '/nonexistent', ...s3.config }, 'classes') as S3MediaStore;
  });

  afterAll(async () => {
    store?.onModuleDestroy();
    await s3?.remove();
  });

  it('is what a config with S3_BUCKET gets, and the disk store without one', () => {
    expect(store).toBeInstanceOf(S3MediaStore);
    expect(createMediaStore({ MEDIA_DIR: '/tmp' }, 'classes')).not.toBeInstanceOf(S3MediaStore);
  });

  it('stores bytes under <area>/<uuid>.<ext> with their content type, and reads them back', async () => {
    const name = await store.save(Buffer.from([1, 2, 3]), 'PNG');
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    // Straight from the bucket, as a CDN or another replica would see it.
    const object = await fetch(`${s3.config.S3_ENDPOINT}/${TEST_BUCKET}/classes/${name}`);
    expect(object.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await object.arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));

    const media = await store.open(name);
    expect(media).toMatchObject({ contentType: 'image/png', size: 3, etag: expect.stringMatching(/^".+"$/) });
    expect(await bytesOf(media!.stream)).toEqual(Buffer.from([1, 2, 3]));
    expect(await store.has(name)).toBe(true);
  });

  it('knows a missing or unsafe name is not there', async () => {
    expect(await store.open('0b0e4a56-8f07-4a0c-9d55-3c4f5b0f4c11.png')).toBeUndefined();
    expect(await store.has('0b0e4a56-8f07-4a0c-9d55-3c4f5b0f4c11.png')).toBe(false);
    expect(await store.has('../users/x.png')).toBe(false);
    await expect(store.save(Buffer.from([3]), 'html')).rejects.toThrow(/Cannot store/);
  });

  it('imports a demo file once, keeping what is already stored', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'demo-'));
    await writeFile(path.join(folder, 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await store.importFile(path.join(folder, 'a.svg'), 'demo-a.svg');
    await writeFile(path.join(folder, 'a.svg'), 'changed');
    await store.importFile(path.join(folder, 'a.svg'), 'demo-a.svg');
    const media = await store.open('demo-a.svg');
    expect(media?.contentType).toBe('image/svg+xml');
    expect((await bytesOf(media!.stream)).toString()).toContain('<svg');
  });

  it('answers 503 with a reason, never a crash, when the bucket is refused or down', async () => {
    const wrongBucket = createMediaStore({ MEDIA_DIR: '/tmp', ...s3.config, S3_BUCKET: 'no-such-bucket' }, 'x');
    await expect(wrongBucket.save(Buffer.from([1]), 'png')).rejects.toBeInstanceOf(ServiceUnavailableException);

    await s3.stop();
    const failure = await store.save(Buffer.from([1]), 'png').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceUnavailableException);
    expect((failure as ServiceUnavailableException).getResponse()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: MEDIA_STORE_MESSAGES.saveFailed,
    });
    await expect(store.open('demo-a.svg')).rejects.toThrow(MEDIA_STORE_MESSAGES.readFailed);
    await expect(store.has('demo-a.svg')).rejects.toThrow(MEDIA_STORE_MESSAGES.readFailed);
  });
});

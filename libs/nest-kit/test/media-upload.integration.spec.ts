import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Global, HttpCode, Inject, Module, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createServiceApp,
  IMAGE_UPLOADS,
  ImageUploads,
  listenOnLoopback,
  MEDIA_STORE_MESSAGES,
  MediaModule,
  SERVICE_CONFIG,
  type MediaStoreConfig,
  type ServiceApp,
} from '../src/index.js';
import { startTestS3, TEST_BUCKET, type TestS3 } from './support/s3rver.js';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

@Controller('media/things')
class ThingImagesController {
  constructor(@Inject(IMAGE_UPLOADS) private readonly uploads: ImageUploads) {}

  @Post()
  @HttpCode(201)
  upload(@Req() request: FastifyRequest) {
    return this.uploads.receive(request);
  }
}

/** A service owning the `things` media area, its store chosen by `config` (MEDIA_DIR and the S3_* settings). */
async function startProbe(config: MediaStoreConfig): Promise<{ app: ServiceApp; baseUrl: string }> {
  @Global()
  @Module({ providers: [{ provide: SERVICE_CONFIG, useValue: config }], exports: [SERVICE_CONFIG] })
  class ConfigModule {}
  @Module({
    imports: [ConfigModule, MediaModule.forArea({ method: 'GET', path: '/media/things/:file', access: 'public' })],
    controllers: [ThingImagesController],
  })
  class ProbeModule {}
  const app = await createServiceApp(ProbeModule, { logs: false });
  return { app, baseUrl: await listenOnLoopback(app) };
}

function form(field: string, content: Uint8Array, type: string, name: string): FormData {
  const body = new FormData();
  body.append(field, new Blob([content], { type }), name);
  return body;
}

describe('image uploads over HTTP (multipart)', () => {
  let app: ServiceApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ app, baseUrl } = await startProbe({ MEDIA_DIR: await mkdtemp(path.join(tmpdir(), 'upload-')) }));
  });

  afterAll(async () => {
    await app?.close();
  });

  const upload = (body: FormData | string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/media/things`, { method: 'POST', body, headers });

  it('stores a PNG and serves it back under the returned URL', async () => {
    const response = await upload(form('image', PNG_1X1, 'image/png', 'me.png'));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: boolean; data: { display_url: string } };
    expect(body.success).toBe(true);
    const served = await fetch(`${baseUrl}${body.data.display_url.replace('/api', '')}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1X1);
  });

  it.each([
    [
      'an SVG',
      form('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'x.svg'),
      /Only PNG, JPEG, WebP or GIF/,
    ],
    ['text named .png', form('image', Buffer.from('just text'), 'image/png', 'x.png'), /Only PNG, JPEG, WebP or GIF/],
    ['another field', form('avatar', PNG_1X1, 'image/png', 'x.png'), /field "image"/],
    [
      'no file',
      (() => {
        const body = new FormData();
        body.append('note', 'hi');
        return body;
      })(),
      /No image was sent/,
    ],
  ])('refuses %s with 400 and a reason', async (_label, body, message) => {
    const response = await upload(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  it('refuses a JSON body with 400 and a malformed multipart body with 400', async () => {
    const json = await upload('{"image":"x"}', { 'content-type': 'application/json' });
    expect(json.status).toBe(400);
    await json.text();
    const broken = await upload(
      '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
      {
        'content-type': 'multipart/form-data; boundary=abc',
      },
    );
    expect(broken.status).toBe(400);
    await broken.text();
  });

  it('refuses an image above 5 MB with 413', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload(form('image', big, 'image/png', 'big.png'));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe('The image is larger than 5 MB');
  });
});

describe('image uploads kept in an S3 bucket', () => {
  let app: ServiceApp;
  let baseUrl: string;
  let s3: TestS3;

  beforeAll(async () => {
    s3 = await startTestS3();
    ({ app, baseUrl } = await startProbe({ MEDIA_DIR: '/nonexistent', ...s3.config }));
  });

  afterAll(async () => {
    await app?.close();
    await s3?.remove();
  });

  const upload = () =>
    fetch(`${baseUrl}/media/things`, { method: 'POST', body: form('image', PNG_1X1, 'image/png', 'me.png') });

  it('stores the image in the bucket under <area>/ and serves it from there with its cache headers', async () => {
    const response = await upload();
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { display_url: string } };
    const file = path.basename(data.display_url);
    const object = await fetch(`${s3.config.S3_ENDPOINT}/${TEST_BUCKET}/things/${file}`);
    expect(Buffer.from(await object.arrayBuffer())).toEqual(PNG_1X1);

    const served = await fetch(`${baseUrl}/media/things/${file}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(PNG_1X1.length));
    expect(served.headers.get('etag')).toBe(object.headers.get('etag'));
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1X1);

    const missing = await fetch(`${baseUrl}/media/things/0b0e4a56-8f07-4a0c-9d55-3c4f5b0f4c11.png`);
    expect(missing.status).toBe(404);
    await missing.text();
  });

  it('answers 503 with a reason to an upload or a read while the bucket is down', async () => {
    await s3.stop();
    const response = await upload();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ message: MEDIA_STORE_MESSAGES.saveFailed });
    const read = await fetch(`${baseUrl}/media/things/0b0e4a56-8f07-4a0c-9d55-3c4f5b0f4c11.png`);
    expect(read.status).toBe(503);
    expect(await read.json()).toMatchObject({ message: MEDIA_STORE_MESSAGES.readFailed });
  });
});

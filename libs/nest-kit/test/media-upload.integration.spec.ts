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
  MediaModule,
  SERVICE_CONFIG,
  type ServiceApp,
} from '../src/index.js';

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

function form(field: string, content: Uint8Array, type: string, name: string): FormData {
  const body = new FormData();
  body.append(field, new Blob([content], { type }), name);
  return body;
}

describe('image uploads over HTTP (multipart)', () => {
  let app: ServiceApp;
  let baseUrl: string;

  beforeAll(async () => {
    const MEDIA_DIR = await mkdtemp(path.join(tmpdir(), 'upload-'));
    @Global()
    @Module({ providers: [{ provide: SERVICE_CONFIG, useValue: { MEDIA_DIR } }], exports: [SERVICE_CONFIG] })
    class ConfigModule {}
    @Module({
      imports: [ConfigModule, MediaModule.forArea({ method: 'GET', path: '/media/things/:file', access: 'public' })],
      controllers: [ThingImagesController],
    })
    class ProbeModule {}
    app = await createServiceApp(ProbeModule, { logs: false });
    baseUrl = await listenOnLoopback(app);
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

import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakeUpstream, type FakeUpstream } from '../../test/support/fake-upstream.js';
import { makeWebRoot, rawGet, startGateway, type RunningGateway } from '../../test/support/gateway.js';
import { IMMUTABLE } from '../static/cache-policy.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

const LARGE_JSON = JSON.stringify(
  Array.from({ length: 60 }, (_, index) => ({ _id: `class-${index}`, className: `Class number ${index}` })),
);
const SMALL_JSON = '{"ok":true}';
// Above the size the gateway reads whole: compressed as it streams through.
const HUGE_JSON = JSON.stringify(
  Array.from({ length: 3000 }, (_, index) => ({ _id: `class-${index}`, className: `Class number ${index}` })),
);
const SCRIPT = `console.log(${JSON.stringify('a shell chunk '.repeat(200))});`;

describe('compression', () => {
  let classes: FakeUpstream;
  let gateway: RunningGateway;
  const web = makeWebRoot({
    'shell/dist/index.html': '<!doctype html><html><body>shell</body></html>',
    'shell/dist/static/js/app.0a1b2c3d.js': SCRIPT,
    // What the build writes: the same file at the highest levels, marked so a test can tell they were served as is.
    'shell/dist/static/js/app.0a1b2c3d.js.br': brotliCompressSync(`${SCRIPT}// br`),
    'shell/dist/static/js/app.0a1b2c3d.js.gz': gzipSync(`${SCRIPT}// gz`),
  });

  beforeAll(async () => {
    classes = await startFakeUpstream('classes', (request, response) => {
      // As the services answer JSON: with its length.
      const body = request.url === '/approvedclass' ? LARGE_JSON : request.url === '/classes' ? HUGE_JSON : SMALL_JSON;
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        etag: '"v1"',
      });
      response.end(body);
    });
    gateway = await startGateway({ CLASSES_URL: classes.url, WEB_ROOT: web.root });
  });

  afterAll(async () => {
    await gateway.close();
    await classes.close();
    web.remove();
  });

  it('compresses API JSON above the threshold with brotli, or gzip, as the browser prefers, and weakens its ETag', async () => {
    expect(LARGE_JSON.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const br = await rawGet(`${gateway.url}/api/approvedclass`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe('W/"v1"');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(LARGE_JSON);
    expect(br.body.length).toBeLessThan(LARGE_JSON.length / 3);

    const gzip = await rawGet(`${gateway.url}/api/approvedclass`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(LARGE_JSON);
  });

  it('compresses an answer too large to read whole as it streams through', async () => {
    const br = await rawGet(`${gateway.url}/api/classes`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(HUGE_JSON);
  });

  it('leaves small answers, and clients that accept no encoding, uncompressed with the strong ETag', async () => {
    const small = await rawGet(`${gateway.url}/api/classes/1`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(SMALL_JSON);

    const plain = await rawGet(`${gateway.url}/api/approvedclass`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe('"v1"');
    expect(plain.body.toString()).toBe(LARGE_JSON);
  });

  it('serves the files compressed at build time as they are', async () => {
    const br = await rawGet(`${gateway.url}/static/js/app.0a1b2c3d.js`, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(br.body).toString()).toBe(`${SCRIPT}// br`);

    const gzip = await rawGet(`${gateway.url}/static/js/app.0a1b2c3d.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(`${SCRIPT}// gz`);

    const plain = await rawGet(`${gateway.url}/static/js/app.0a1b2c3d.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });
});

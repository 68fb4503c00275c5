import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import Fastify, { LogController } from 'fastify';
import { pino } from 'pino';
import { fixedRegistry } from '../static/remote-registry.js';
import { Edge } from './edge.js';
import { edgeOnFastify } from './edge-on-fastify.js';
import { requestIdFrom } from './request-id.js';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.js';

const PAGE = `<!doctype html><html><body>${'a page '.repeat(400)}</body></html>`;

function appWritingTo(lines: Record<string, unknown>[], strictTransportSecurity = false) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const log = pino({ level: 'info' }, stream);
  const edge = new Edge({
    log,
    trustedProxies: [],
    remotes: fixedRegistry([]),
    strictTransportSecurity,
    bodyLimitBytes: 1024,
    bodyArrival: { idleMs: 1000, totalMs: 5000, minBytesPerSecond: 100 },
  });
  const app = Fastify({
    loggerInstance: log,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFrom,
  });
  app.register(edgeOnFastify, { edge });
  app.get('/api/approvedclass', async () => []);
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').header('etag', '"p1"').send(PAGE));
  return app;
}

describe('the edge on what Fastify answers', () => {
  it('writes one access line per request with its id, method, URL, status and time, and none for health probes', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appWritingTo(lines);
    await app.inject({ method: 'GET', url: '/api/approvedclass', headers: { 'x-request-id': 'line-1' } });
    await app.inject({ method: 'GET', url: '/api/nothing?access_token=eyJ.secret&page=2' });
    await app.inject({ method: 'GET', url: '/health' });
    await app.close();

    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      reqId: 'line-1',
      req: { method: 'GET', url: '/api/approvedclass', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(requests[0]?.responseTime).toEqual(expect.any(Number));
    expect(requests[1]).toMatchObject({
      req: { url: '/api/nothing?access_token=[redacted]&page=2' },
      res: { statusCode: 404 },
    });
    expect(JSON.stringify(lines)).not.toContain('eyJ.secret');
  });

  it('gives API answers the API policy and pages the pages policy, the request id and HSTS on both', async () => {
    const app = appWritingTo([], true);
    const api = await app.inject({ method: 'GET', url: '/api/approvedclass', headers: { 'x-request-id': 'id-1' } });
    const page = await app.inject({ method: 'GET', url: '/page' });
    await app.close();

    expect(api.headers).toMatchObject({
      'content-security-policy': API_CONTENT_SECURITY_POLICY,
      'x-request-id': 'id-1',
      'x-content-type-options': 'nosniff',
    });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('compresses a page for a browser that accepts it, with its length and a weakened ETag', async () => {
    const app = appWritingTo([]);
    const page = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'br, gzip' } });
    const plain = await app.inject({ method: 'GET', url: '/page' });
    await app.close();

    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.etag).toBe('W/"p1"');
    expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
  });
});

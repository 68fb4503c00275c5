import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { ServiceName } from '@classhub/contracts';
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { closedPortUrl, startFakeUpstream, type FakeUpstream } from '../../test/support/fake-upstream.js';
import { Edge } from '../edge/edge.js';
import { UpstreamMetrics } from '../metrics/upstream-metrics.js';
import { API_CONTENT_SECURITY_POLICY } from '../edge/security-headers.js';
import { fixedRegistry } from '../static/remote-registry.js';
import { serviceUnavailable, startGateway, type RunningGateway } from '../../test/support/gateway.js';
import { ApiProxy } from './api-proxy.js';
import { replicasOfEveryService, type ServiceReplicas } from './service-replicas.js';

// Above the size the gateway reads whole before answering: streamed through.
const LARGE_ANSWER = randomBytes(300 * 1024);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('API forwarding', () => {
  let classes: FakeUpstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    classes = await startFakeUpstream('classes', (request, response) => {
      if (request.url.startsWith('/feedback/')) {
        response.writeHead(201, {
          'content-type': 'application/json',
          'set-cookie': ['a=1; HttpOnly', 'b=2; Path=/'],
          'x-custom': 'kept',
        });
        response.end('{"modifiedCount":1}');
      } else if (request.url === '/classe/denied/forbidden') {
        response.writeHead(403, { 'content-type': 'application/json' });
        response.end('{"statusCode":403,"message":"Forbidden"}');
      } else if (request.url === '/media/classes/pic.svg') {
        response.writeHead(200, { 'content-type': 'image/svg+xml', 'content-security-policy': "default-src 'none'" });
        response.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      } else if (request.url === '/media/classes/large.bin') {
        response.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': String(LARGE_ANSWER.length),
        });
        response.end(request.method === 'HEAD' ? undefined : LARGE_ANSWER);
      } else if (request.url === '/media/classes/chunked.bin') {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.write(LARGE_ANSWER.subarray(0, 1000));
        response.end(LARGE_ANSWER.subarray(1000));
      } else if (request.url === '/popularclass') {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end('{"statusCode":503,"message":"database down"}');
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"ok":true}');
      }
    });
    gateway = await startGateway({ CLASSES_URL: classes.url });
  });

  afterEach(() => {
    classes.requests.length = 0;
  });

  afterAll(async () => {
    await gateway.close();
    await classes.close();
  });

  it('forwards method, path without /api, query, headers and the raw body', async () => {
    const body = '{"availableSeats": 10,   "className":"Yoga"}';
    const response = await fetch(`${gateway.url}/api/classes?sort=price&name=a%20b`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer token-1', cookie: 'refresh=r1' },
      body,
    });

    expect(response.status).toBe(200);
    expect(classes.requests).toHaveLength(1);
    const [received] = classes.requests;
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/classes?sort=price&name=a%20b');
    expect(received?.body.toString()).toBe(body);
    expect(received?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      cookie: 'refresh=r1',
      'content-type': 'application/json',
      'x-forwarded-for': '127.0.0.1',
    });
  });

  it("sets the forwarding headers itself and drops the client's hop-by-hop ones", async () => {
    const port = new URL(gateway.url).port;
    await new Promise<void>((resolve, reject) => {
      const headers = {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.test',
        'keep-alive': 'timeout=99',
        te: 'trailers',
        'x-kept': 'yes',
      };
      httpRequest({ host: '127.0.0.1', port, path: '/api/approvedclass', headers }, (response) => {
        response.resume();
        response.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });

    const [received] = classes.requests;
    expect(received?.headers).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': `127.0.0.1:${port}`,
      'x-forwarded-proto': 'http',
      'x-kept': 'yes',
    });
    expect(received?.headers['x-request-id']).toMatch(UUID);
    expect(received?.headers).not.toHaveProperty('keep-alive');
    expect(received?.headers).not.toHaveProperty('te');
  });

  it('passes the answer back: status, headers and every set-cookie', async () => {
    const response = await fetch(`${gateway.url}/api/feedback/42`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"feedback":"ok","id":"42"}',
    });

    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2; Path=/']);
    expect(response.headers.get('x-custom')).toBe('kept');
    expect(await response.json()).toEqual({ modifiedCount: 1 });
  });

  it('passes a service error on unchanged, and a service 503 without retrying', async () => {
    const forbidden = await fetch(`${gateway.url}/api/classe/denied/forbidden`, { method: 'PATCH' });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ statusCode: 403, message: 'Forbidden' });

    const down = await fetch(`${gateway.url}/api/popularclass`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ statusCode: 503, message: 'database down' });
    expect(classes.requests.filter((request) => request.url === '/popularclass')).toHaveLength(1);
  });

  it("adds the security headers, the API's own CSP, keeping a service's own stricter one", async () => {
    const json = await fetch(`${gateway.url}/api/approvedclass`);
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    expect(json.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);

    const svg = await fetch(`${gateway.url}/api/media/classes/pic.svg`);
    expect(svg.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('forwards binary bodies byte for byte with their content type', async () => {
    const bytes = randomBytes(64 * 1024);
    const contentType = 'multipart/form-data; boundary=----xyz';
    await fetch(`${gateway.url}/api/media/classes/upload`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: bytes,
    });

    expect(classes.requests[0]?.url).toBe('/media/classes/upload');
    expect(classes.requests[0]?.headers['content-type']).toBe(contentType);
    expect(classes.requests[0]?.body.equals(bytes)).toBe(true);
  });

  it('passes large and chunked answers through byte for byte, and HEAD answers without a body', async () => {
    for (const file of ['large.bin', 'chunked.bin']) {
      const response = await fetch(`${gateway.url}/api/media/classes/${file}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(LARGE_ANSWER)).toBe(true);
    }
    const head = await fetch(`${gateway.url}/api/media/classes/large.bin`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(LARGE_ANSWER.length));
  });

  it('generates an x-request-id, forwards it and returns it', async () => {
    const response = await fetch(`${gateway.url}/api/approvedclass`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(classes.requests[0]?.headers['x-request-id']).toBe(id);
  });

  it("keeps the caller's x-request-id", async () => {
    const response = await fetch(`${gateway.url}/api/approvedclass`, { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    expect(classes.requests[0]?.headers['x-request-id']).toBe('trace-123');
  });

  it('refuses a body above the limit with 413, without calling the service', async () => {
    const response = await fetch(`${gateway.url}/api/media/classes/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(7 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(classes.requests).toHaveLength(0);
  });

  it('refuses a chunked body that grows past the limit with 413, without calling the service', async () => {
    const { port } = new URL(gateway.url);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/media/classes/upload',
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      // A closed socket is what a refused upload may also see, once the answer is out.
      request.on('error', reject);
      for (let sent = 0; sent < 7; sent++) request.write(Buffer.alloc(1024 * 1024));
      request.end();
    });
    expect(status).toBe(413);
    expect(classes.requests).toHaveLength(0);
  });

  it('refuses a prefix path that climbs out of its prefix, encoded or raw', async () => {
    const encoded = await fetch(`${gateway.url}/api/media/classes/x%5c..%5c..%5chealth`);
    expect(encoded.status).toBe(400);

    const raw = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(gateway.url);
      httpRequest({ host: '127.0.0.1', port, path: '/api/media/classes/../../health' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(raw).toBe(400);
    expect(classes.requests).toHaveLength(0);
  });

  describe('unknown API paths', () => {
    it.each([
      ['GET', '/api/xyz'],
      ['POST', '/api/nope/deep/path'],
      ['DELETE', '/api/approvedclass'],
      ['GET', '/api'],
      ['PROPFIND', '/api/approvedclass'],
    ])('%s %s answers a JSON 404 naming the call', async (method, path) => {
      const response = await fetch(`${gateway.url}${path}?q=1`, { method, headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `No API route for ${method} ${path}`,
      });
      expect(classes.requests).toHaveLength(0);
    });
  });
});

describe('a service that cannot answer', () => {
  it('answers 503 naming the service at once when its port is closed', async () => {
    const gateway = await startGateway({ CLASSES_URL: await closedPortUrl() });
    try {
      const started = performance.now();
      const response = await fetch(`${gateway.url}/api/approvedclass`);
      const elapsed = performance.now() - started;

      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(serviceUnavailable('classes'));
      expect(elapsed).toBeLessThan(1000);
    } finally {
      await gateway.close();
    }
  });

  it('answers 503 naming the service when it does not answer within UPSTREAM_TIMEOUT_MS', async () => {
    const silent = await startFakeUpstream('payments', () => {
      // Never answers.
    });
    const gateway = await startGateway({ PAYMENTS_URL: silent.url, UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const started = performance.now();
      const response = await fetch(`${gateway.url}/api/allpayment`);
      const elapsed = performance.now() - started;

      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        message: 'The payments service is unavailable',
        service: 'payments',
      });
      expect(elapsed).toBeGreaterThanOrEqual(250);
      expect(elapsed).toBeLessThan(2000);
    } finally {
      await gateway.close();
      await silent.close();
    }
  });
});

describe('what the forwarding writes to the log', () => {
  let classes: FakeUpstream;
  let server: Server;
  let url: string;
  let proxy: ApiProxy;
  let services: Record<ServiceName, ServiceReplicas>;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    classes = await startFakeUpstream('classes');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const log = pino({ level: 'info' }, stream);
    services = replicasOfEveryService(
      {
        identity: [await closedPortUrl()],
        classes: [classes.url],
        payments: [await closedPortUrl()],
        notifications: [await closedPortUrl()],
      },
      { timeoutMs: 1000, log, metrics: new UpstreamMetrics(new Registry()) },
    );
    proxy = new ApiProxy({
      services,
      log,
      edge: new Edge({
        log,
        trustedProxies: [],
        remotes: fixedRegistry([]),
        strictTransportSecurity: false,
        bodyLimitBytes: 1024,
        bodyArrival: { idleMs: 1000, totalMs: 5000, minBytesPerSecond: 100 },
      }),
    });
    server = createServer((request, response) => {
      if (!proxy.handle(request, response)) {
        response.writeHead(418);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await Promise.all(Object.values(services).map((service) => service.close()));
    await classes.close();
  });

  it('one access line per call, with its request id, client, status and time; a warning naming an unreachable service', async () => {
    await fetch(`${url}/api/approvedclass?x=1`, { headers: { 'x-request-id': 'line-1' } });
    await fetch(`${url}/api/allpayment`, { headers: { 'x-request-id': 'line-2' } });
    // Not a row of the route table: left to the rest of the gateway, which writes its own line.
    expect((await fetch(`${url}/api/nothing`)).status).toBe(418);
    await new Promise((resolve) => setImmediate(resolve));

    const access = lines.filter((line) => line.msg === 'request completed');
    expect(access).toEqual([
      expect.objectContaining({
        reqId: 'line-1',
        req: expect.objectContaining({ method: 'GET', url: '/api/approvedclass?x=1', remoteAddress: '127.0.0.1' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        reqId: 'line-2',
        req: expect.objectContaining({ url: '/api/allpayment' }),
        res: { statusCode: 503 },
      }),
    ]);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, reqId: 'line-2', service: 'payments', msg: 'payments service unavailable' }),
    );
  });
});

import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { closedPortUrl } from '../../test/support/fake-upstream.js';
import { SMALL_ANSWER_BYTES, Upstream } from './upstream.js';

const LARGE = Buffer.alloc(4 * SMALL_ANSWER_BYTES, 7);

describe('Upstream', () => {
  let url: string;
  let server: ReturnType<typeof createServer>;
  const largeAnswerClosed: Array<Promise<boolean>> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/small') {
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-length': '11',
          'set-cookie': ['a=1', 'b=2'],
        });
        response.end('{"ok":true}');
      } else if (request.url === '/headers') {
        const seen = JSON.stringify(request.headers);
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(seen) });
        response.end(seen);
      } else if (request.url === '/endless') {
        response.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': String(100 * LARGE.length),
        });
        largeAnswerClosed.push(writeUntilClosed(response));
      } else {
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(LARGE.length) });
        response.end(LARGE);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('reads an answer announced as small whole, with every header', async () => {
    const upstream = new Upstream(url, 2000);
    const answer = await upstream.request({ method: 'GET', pathAndQuery: '/small', headers: {} });
    await upstream.close();

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(Buffer.isBuffer(answer.body)).toBe(true);
    expect(String(answer.body)).toBe('{"ok":true}');
  });

  it("passes the client's headers on, but not its trace context (the forwarding span sets its own)", async () => {
    const upstream = new Upstream(url, 2000);
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const headers = { accept: 'application/json', traceparent, tracestate: 'vendor=1' };
    const answer = await upstream.request({ method: 'GET', pathAndQuery: '/headers', headers });
    await upstream.close();

    const seen = JSON.parse(String(answer.body)) as Record<string, string>;
    expect(seen.accept).toBe('application/json');
    expect(seen).not.toHaveProperty('traceparent');
    expect(seen).not.toHaveProperty('tracestate');
  });

  it('hands a large answer on as a stream, byte for byte', async () => {
    const upstream = new Upstream(url, 2000);
    const answer = await upstream.request({ method: 'GET', pathAndQuery: '/large', headers: {} });
    expect(answer.body).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of answer.body as Readable) chunks.push(chunk as Buffer);
    await upstream.close();

    expect(Buffer.concat(chunks).equals(LARGE)).toBe(true);
  });

  it('stops reading from the service when the stream is destroyed (the client went away)', async () => {
    const upstream = new Upstream(url, 2000);
    const answer = await upstream.request({ method: 'GET', pathAndQuery: '/endless', headers: {} });
    (answer.body as Readable).destroy();

    // The service's answer is cut off instead of being written to the end.
    await expect(largeAnswerClosed[0]).resolves.toBe(true);
    await upstream.close();
  });

  it('rejects when the service cannot be reached', async () => {
    const upstream = new Upstream(await closedPortUrl(), 2000);
    await expect(upstream.request({ method: 'GET', pathAndQuery: '/small', headers: {} })).rejects.toThrow();
    await upstream.close();
  });
});

/** Writes LARGE until the whole announced answer is written (false) or the connection closes first (true). */
function writeUntilClosed(response: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    let written = 0;
    response.on('close', () => resolve(written < 100));
    const writeMore = (): void => {
      while (written < 100 && !response.destroyed) {
        written += 1;
        if (!response.write(LARGE)) {
          response.once('drain', writeMore);
          return;
        }
      }
      if (written === 100) response.end();
    };
    writeMore();
  });
}

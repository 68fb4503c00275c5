import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type Socket } from 'node:net';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { startGateway, type RunningGateway } from './support/gateway.js';

interface RawAnswer {
  /** Everything the gateway wrote before it closed the socket. */
  text: string;
}

/** Opens a raw socket, writes `chunks` (the last one is left unfinished by the caller if wanted) and waits for close. */
function rawExchange(url: string, chunks: string[]): Promise<RawAnswer> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(port), '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (text += data));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text }));
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

/**
 * Writes `head`, then one of `pieces` every `everyMs` until they run out or the gateway closes the socket; answers
 * what the gateway wrote and how long the socket stayed open.
 */
function trickle(
  url: string,
  head: string,
  pieces: string[],
  everyMs: number,
): Promise<RawAnswer & { openMs: number }> {
  const { port } = new URL(url);
  const openedAt = performance.now();
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(port), '127.0.0.1');
    let text = '';
    let next = 0;
    let timer: NodeJS.Timeout | undefined;
    const writeNext = () => {
      if (socket.destroyed || socket.writableEnded || next >= pieces.length) return;
      socket.write(pieces[next++]!);
      timer = setTimeout(writeNext, everyMs);
    };
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (text += data));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, openMs: performance.now() - openedAt });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setTimeout(writeNext, everyMs);
    });
  });
}

const postHead = (path: string, length: number, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

function statusLine(answer: RawAnswer): string {
  return answer.text.split('\r\n')[0] ?? '';
}

function jsonBody(answer: RawAnswer): unknown {
  return JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4));
}

describe('hostile clients at the gateway', () => {
  let identity: FakeUpstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    identity = await startFakeUpstream('identity');
    gateway = await startGateway({
      IDENTITY_URL: identity.url,
      HEADERS_TIMEOUT_MS: '1000',
      BODY_TIMEOUT_MS: '1000',
      BODY_TOTAL_TIMEOUT_MS: '3000',
      BODY_MIN_BYTES_PER_SECOND: '10',
    });
  });

  afterAll(async () => {
    await gateway.close();
    await identity.close();
  });

  it('answers oversized headers with a JSON 431 and Connection: close, then closes the socket', async () => {
    const answer = await rawExchange(gateway.url, [
      `GET /api/instructors HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    expect(statusLine(answer)).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(jsonBody(answer)).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: 'The request headers are too large',
    });
  });

  it('answers malformed HTTP with a JSON 400 and Connection: close', async () => {
    const answer = await rawExchange(gateway.url, ['GET /api/instructors HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n']);
    expect(statusLine(answer)).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.text).toMatch(/\r\nConnection: close\r\n/i);
  });

  it('closes a socket whose headers never finish, with a 408', async () => {
    const answer = await rawExchange(gateway.url, ['GET /api/instructors HTTP/1.1\r\nHost: x\r\n']);
    expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.text).toMatch(/\r\nConnection: close\r\n/i);
  });

  it('closes a connection that never sends a byte without writing anything on it', async () => {
    const answer = await rawExchange(gateway.url, []);
    expect(answer.text).toBe('');
  });

  it('closes a socket whose body is shorter than its Content-Length, with a 408, and forwards nothing', async () => {
    const answer = await rawExchange(gateway.url, [
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    ]);
    expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(jsonBody(answer)).toMatchObject({ statusCode: 408, message: 'The request body stalled for 1 s' });
    expect(identity.requests.filter((request) => request.url === '/auth/login')).toHaveLength(0);
  });

  // A byte every 300 ms never pauses for BODY_TIMEOUT_MS, which alone let such a body hold the socket for minutes.
  it.each([
    ['the API', '/api/auth/login'],
    ['a page', '/a-page'],
  ])('closes a body trickling below the minimum rate to %s with a 408, well before the total time', async (_, path) => {
    const answer = await trickle(
      gateway.url,
      postHead(path, 1000),
      Array.from({ length: 1000 }, () => ' '),
      300,
    );
    expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(jsonBody(answer)).toMatchObject({
      statusCode: 408,
      message: 'The request body arrived slower than 10 bytes a second',
    });
    expect(answer.openMs).toBeLessThan(2500);
    expect(identity.requests.filter((request) => request.url === '/auth/login')).toHaveLength(0);
  });

  it('closes an upload that keeps the minimum rate but does not arrive within the total time', async () => {
    const pieces = Array.from({ length: 1000 }, () => 'x'.repeat(10));
    const answer = await trickle(gateway.url, postHead('/api/media/users', 10_000), pieces, 200);
    expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
    expect(jsonBody(answer)).toMatchObject({ statusCode: 408, message: 'The request body did not arrive within 3 s' });
    expect(answer.openMs).toBeGreaterThan(2900);
    expect(answer.openMs).toBeLessThan(4000);
    expect(identity.requests.filter((request) => request.url.startsWith('/media/users'))).toHaveLength(0);
  });

  it('forwards a slow body that keeps within the limits', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(60) });
    const pieces = body.match(/.{1,10}/g)!;
    const answer = await trickle(
      gateway.url,
      postHead('/api/auth/login', body.length, 'Connection: close\r\n'),
      pieces,
      150,
    );
    expect(statusLine(answer)).toBe('HTTP/1.1 200 OK');
    expect(answer.openMs).toBeGreaterThan(1000);
    expect(identity.requests.at(-1)?.body.toString()).toBe(body);
  });

  it('answers every /api path with the API’s JSON: 404 past the router’s parameter limit, 414 past the URL limit', async () => {
    const longParameter = await fetch(`${gateway.url}/api/userprofile/${'a'.repeat(400)}%40x.io`);
    expect(longParameter.status).toBe(404);
    expect(((await longParameter.json()) as { message: string }).message).toMatch(
      /^No API route for GET \/api\/userprofile\/a+…$/,
    );
    const longUrl = await fetch(`${gateway.url}/api/${'a'.repeat(5000)}`);
    expect(longUrl.status).toBe(414);
    expect(await longUrl.json()).toEqual({
      statusCode: 414,
      error: 'URI Too Long',
      message: 'API URLs are limited to 4096 characters',
    });
    const unknown = await fetch(`${gateway.url}/api/../../etc/passwd`.replace('/../..', '/%2e%2e/%2e%2e'));
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses a control character in the path before any service sees it', async () => {
    const response = await fetch(`${gateway.url}/api/userprofile/a%00b`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The path must not contain control characters (found U+0000)',
    });
  });

  it('sends the services only the client address it saw, never an X-Forwarded-For the client wrote', async () => {
    await fetch(`${gateway.url}/api/instructors`, { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.1' } });
    expect(identity.requests.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});

describe('HTTPS origin', () => {
  it('sends Strict-Transport-Security only when PUBLIC_URL is https', async () => {
    const plain = await startGateway();
    const secure = await startGateway({ PUBLIC_URL: 'https://classhub.example.com' });
    try {
      for (const path of ['/api/nothing', '/api/approvedclass']) {
        expect((await fetch(`${plain.url}${path}`)).headers.get('strict-transport-security')).toBeNull();
        expect((await fetch(`${secure.url}${path}`)).headers.get('strict-transport-security')).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await plain.close();
      await secure.close();
    }
  });
});

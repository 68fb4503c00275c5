// The gateway's cache of public answers over real HTTP and the machine's NATS: what a service tags is served from
// memory until the service purges it, and nothing is kept while the purges cannot be heard.
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { edgePurgeSubject } from '@classhub/contracts';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { rawGet, startGateway, type RunningGateway } from './support/gateway.js';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** The catalogue as classes serves it: tagged for the gateway, with an ETag that changes with its version. */
function catalogue(version: { value: number }) {
  return startFakeUpstream('classes', (request, response) => {
    if (request.url.startsWith('/approvedclass') || request.url === '/popularclass') {
      const etag = `"v${version.value}"`;
      const headers = {
        'content-type': 'application/json; charset=utf-8',
        etag,
        'cache-control': 'public, max-age=0, must-revalidate, s-maxage=5',
      };
      // `?marker=<id>` is tagged with a key of its own: the tests' way to know when a purge has been heard.
      const marker = new URL(request.url, 'http://x').searchParams.get('marker');
      const tagged = {
        ...headers,
        'surrogate-control': 'max-age=30',
        'surrogate-key': marker ? `marker-${marker}` : 'catalog',
      };
      // `?large` pads the answer past the size worth compressing.
      const padding = request.url.includes('large') ? 'x'.repeat(4000) : undefined;
      const body = JSON.stringify({ version: version.value, url: request.url, padding });
      if (request.headers['if-none-match'] === etag) response.writeHead(304, tagged).end();
      else response.writeHead(200, { ...tagged, 'content-length': Buffer.byteLength(body) }).end(body);
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"untagged":true}');
    }
  });
}

/** Asks until the gateway serves `url` from memory (its subscription to purges is live), for at most 5 s. */
async function untilKept(url: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if ((await fetch(url)).headers.get('age') !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} was never served from the gateway's memory`);
}

describe('the gateway keeps public answers until their service purges them', () => {
  const namespace = `gw-edge-${randomUUID().slice(0, 8)}`;
  const version = { value: 1 };
  let classes: FakeUpstream;
  let gateway: RunningGateway;
  let nats: NatsConnection;
  const askedForTheList = () => classes.requests.filter((request) => request.url === '/approvedclass').length;
  /**
   * Publishes a purge and returns once the gateway has applied it: a marker answer kept just before is purged right
   * after it, and NATS delivers one publisher's messages in order.
   */
  const purge = async (keys: string) => {
    const marker = randomUUID();
    await untilKept(`${gateway.url}/api/approvedclass?marker=${marker}`);
    nats.publish(edgePurgeSubject(namespace, 'classes'), keys);
    nats.publish(edgePurgeSubject(namespace, 'classes'), `marker-${marker}`);
    await nats.flush();
    const deadline = Date.now() + 5000;
    while ((await fetch(`${gateway.url}/api/approvedclass?marker=${marker}`)).headers.get('age') !== null) {
      if (Date.now() > deadline) throw new Error('the gateway did not hear the purge');
    }
  };

  beforeAll(async () => {
    classes = await catalogue(version);
    gateway = await startGateway({ CLASSES_URL: classes.url, NATS_URL, NATS_NAMESPACE: namespace });
    nats = await connect({ servers: NATS_URL });
    await untilKept(`${gateway.url}/api/approvedclass`);
  });

  beforeEach(async () => {
    await purge('catalog');
    classes.requests.length = 0;
  });

  afterAll(async () => {
    await nats?.close();
    await gateway?.close();
    await classes?.close();
  });

  it('asks the service once, then answers from memory with its ETag, an Age and no surrogate headers', async () => {
    const first = await fetch(`${gateway.url}/api/approvedclass?q=a`);
    const second = await fetch(`${gateway.url}/api/approvedclass?q=a`, { headers: { authorization: 'Bearer anyone' } });

    expect(classes.requests).toHaveLength(1);
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toBe('"v1"');
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=5');
      expect(response.headers.get('surrogate-control')).toBeNull();
      expect(response.headers.get('surrogate-key')).toBeNull();
      expect(response.headers.get('x-request-id')).toMatch(/.+/);
    }
    expect(first.headers.get('age')).toBeNull();
    expect(second.headers.get('age')).toBe('0');
    expect(await second.json()).toEqual({ version: 1, url: '/approvedclass?q=a' });
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('sends a kept answer compressed for a browser that accepts it, and plain to one that does not', async () => {
    const url = `${gateway.url}/api/approvedclass?large`;
    const first = await rawGet(url, { 'accept-encoding': 'br' });
    const kept = [await rawGet(url, { 'accept-encoding': 'br' }), await rawGet(url, { 'accept-encoding': 'br' })];
    const plain = await rawGet(url);

    expect(classes.requests).toHaveLength(1);
    for (const answer of [first, ...kept]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.etag).toBe('W/"v1"');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toMatchObject({ version: 1 });
    }
    expect(kept.map((answer) => answer.headers.age)).toEqual(['0', '0']);
    expect(kept[0]?.headers['x-request-id']).not.toBe(kept[1]?.headers['x-request-id']);
    expect(kept[0]?.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe('"v1"');
    expect(JSON.parse(plain.body.toString())).toMatchObject({ version: 1 });
  });

  it('answers 304 from memory when the browser has the version already', async () => {
    await fetch(`${gateway.url}/api/popularclass`);
    const again = await fetch(`${gateway.url}/api/popularclass`, { headers: { 'if-none-match': '"v1"' } });

    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe('"v1"');
    expect(await again.text()).toBe('');
    expect(classes.requests).toHaveLength(1);
  });

  it("asks the service again once it purges the answers' key", async () => {
    await fetch(`${gateway.url}/api/approvedclass`);
    version.value = 2;
    await purge('catalog');
    const after = await fetch(`${gateway.url}/api/approvedclass`);

    expect(await after.json()).toMatchObject({ version: 2 });
    expect(askedForTheList()).toBe(2);
    await purge('another-key');
    await fetch(`${gateway.url}/api/approvedclass`);
    expect(askedForTheList()).toBe(2);
  });

  it('drops everything of a service on a purge that names no key', async () => {
    await fetch(`${gateway.url}/api/approvedclass`);
    await purge('');
    await fetch(`${gateway.url}/api/approvedclass`);
    expect(askedForTheList()).toBe(2);
  });

  it('answers a hard reload from memory too, and forwards other methods and untagged answers every time', async () => {
    await fetch(`${gateway.url}/api/approvedclass`);
    const reload = await fetch(`${gateway.url}/api/approvedclass`, {
      headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
    });
    expect(reload.headers.get('age')).toBe('0');
    await fetch(`${gateway.url}/api/approvedclass`, { method: 'HEAD' });
    await fetch(`${gateway.url}/api/classes`);
    await fetch(`${gateway.url}/api/classes`);

    expect(classes.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /approvedclass',
      'HEAD /approvedclass',
      'GET /classes',
      'GET /classes',
    ]);
  });
});

describe('a gateway that cannot hear purges', () => {
  it('keeps nothing and forwards every request', async () => {
    const classes = await catalogue({ value: 1 });
    // Nothing listens there: the gateway starts and serves anyway, asking the service every time.
    const gateway = await startGateway({
      CLASSES_URL: classes.url,
      NATS_URL: 'nats://127.0.0.1:9',
      NATS_NAMESPACE: 'gw-edge-none',
    });
    try {
      for (let i = 0; i < 3; i++)
        expect((await fetch(`${gateway.url}/api/approvedclass`)).headers.get('age')).toBeNull();
      expect(classes.requests).toHaveLength(3);
    } finally {
      await gateway.close();
      await classes.close();
    }
  });
});

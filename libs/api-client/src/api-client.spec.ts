import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROUTES } from '@classhub/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiClient } from './api-client.js';
import { localServer, type LocalServer } from './testing/local-server.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

// Echoes what it received, so each test checks the request the client made; a few paths answer otherwise.
function answer(request: IncomingMessage, body: string, response: ServerResponse): void {
  if (request.url === '/api/page') {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>page</h1>');
  } else if (request.url === '/api/empty') {
    response.writeHead(204).end();
  } else if (request.url === '/api/moved') {
    response.writeHead(302, { location: 'http://example.com/' }).end();
  } else {
    const seen: Seen = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
    response
      .writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': ['classhub_session=s1; HttpOnly', 'other=o'],
      })
      .end(JSON.stringify(seen));
  }
}

let server: LocalServer;
let baseUrl: string;

beforeAll(async () => {
  server = await localServer(answer);
  baseUrl = `${server.url}/`;
});

afterAll(() => server.close());

const seen = (body: unknown) => body as unknown as Seen;

describe('apiClient.call', () => {
  it('sends the declared method to the path below /api, parameters filled and encoded', async () => {
    const answer = await apiClient(baseUrl).call(ROUTES.approveClass, { params: { id: 'a b/c' }, token: 't0k' });
    expect(seen(answer.body)).toMatchObject({ method: 'PATCH', url: '/api/classe/approved/a%20b%2Fc', body: '' });
    expect(seen(answer.body).headers).toMatchObject({ authorization: 'Bearer t0k' });
    expect(seen(answer.body).headers).not.toHaveProperty('content-type');
  });

  it('takes a route by its name, and sends the query and a JSON body', async () => {
    const answer = await apiClient(baseUrl).call('listStudentPayments', { query: { email: 'a+b@x.io' } });
    expect(seen(answer.body)).toMatchObject({ method: 'GET', url: '/api/payment?email=a%2Bb%40x.io' });
    const selected = await apiClient(baseUrl).call('selectClass', {
      body: { classId: 'c1' },
      cookie: 'classhub_session=s1',
    });
    expect(seen(selected.body)).toMatchObject({ method: 'POST', url: '/api/selected', body: '{"classId":"c1"}' });
    expect(seen(selected.body).headers).toMatchObject({
      'content-type': 'application/json',
      cookie: 'classhub_session=s1',
    });
  });

  it('sends a form as multipart', async () => {
    const form = new FormData();
    form.append('image', new Blob(['png'], { type: 'image/png' }), 'cover.png');
    const answer = await apiClient(baseUrl).call(ROUTES.uploadClassImage, { body: form });
    expect(seen(answer.body).headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen(answer.body).body).toContain('filename="cover.png"');
  });

  it('answers the status, the headers and the body typed as the route declares it', async () => {
    const answer = await apiClient(baseUrl).call(ROUTES.issueAccessToken, { body: { email: 's@x.io' } });
    const token: string = answer.body.token;
    expect([answer.status, token, answer.headers.getSetCookie()]).toEqual([
      200,
      undefined,
      ['classhub_session=s1; HttpOnly', 'other=o'],
    ]);
    // @ts-expect-error approveClass has an :id in its path
    await expect(apiClient(baseUrl).call(ROUTES.approveClass, {})).rejects.toThrow(/missing path parameter id/);
  });
});

describe('apiClient.request', () => {
  it('sends any method and path, a string body as it is', async () => {
    const answer = await apiClient(baseUrl).request('DELETE', '/nowhere', {
      body: '{"broken"',
      headers: { 'x-probe': '1' },
    });
    expect(seen(answer.body)).toMatchObject({ method: 'DELETE', url: '/api/nowhere', body: '{"broken"' });
    expect(seen(answer.body).headers).toMatchObject({ 'x-probe': '1', 'content-type': 'application/json' });
  });

  it('answers a body that is not JSON as its text, no body as undefined, and does not follow a redirect', async () => {
    const client = apiClient(baseUrl);
    expect((await client.request('GET', '/page')).body).toBe('<h1>page</h1>');
    expect(await client.request('GET', '/empty')).toMatchObject({ status: 204, body: undefined });
    expect(await client.request('GET', '/moved')).toMatchObject({ status: 302 });
  });

  it('rejects when nothing answers, or answers status 0 when asked to', async () => {
    const closed = await localServer(() => undefined);
    await closed.close();
    const url = closed.url;
    await expect(apiClient(url).request('GET', '/x')).rejects.toThrow();
    expect(await apiClient(url, { networkFailure: 'answer' }).request('GET', '/x')).toMatchObject({
      status: 0,
      body: { message: 'ECONNREFUSED' },
    });
  });
});

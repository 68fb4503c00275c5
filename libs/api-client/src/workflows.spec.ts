import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cookieFrom, registerStudent, signIn } from './accounts.js';
import { apiClient, type ApiClient } from './api-client.js';
import { createApprovedClass, selectForAll } from './classes.js';
import { inBatches, until } from './polling.js';
import { localServer, type LocalServer } from './testing/local-server.js';

// A stand-in for the platform: just enough of each route for the workflows, and a log of the calls made.
const calls: string[] = [];
let selectable = false;

function reply(
  method: string,
  url: string,
  cookie: string | undefined,
  body: string,
): [number, unknown, Record<string, string>?] {
  const json = body && !body.startsWith('--') ? (JSON.parse(body) as Record<string, string>) : {};
  const session = { 'set-cookie': 'classhub_session=abc; Path=/; HttpOnly' };
  switch (`${method} ${url}`) {
    case 'POST /api/auth/login':
      return json.password === 'right'
        ? [200, { user: { _id: 'u1', name: 'Ada' } }, session]
        : [401, { message: 'Invalid email or password' }];
    case 'POST /api/auth/register':
      return [201, { user: { _id: 'u2', name: json.name }, insertedId: 'u2' }, session];
    case 'POST /api/jwt':
      return cookie === 'classhub_session=abc' ? [200, { token: `token-of-${json.email}` }] : [401, {}];
    case 'POST /api/media/classes':
      return [201, { data: { display_url: '/api/media/classes/c.png' } }];
    case 'POST /api/classes':
      return [201, { insertedId: 'class-1' }];
    case 'PATCH /api/classe/approved/class-1':
      return [200, { modifiedCount: 1 }];
    case 'POST /api/selected':
      return selectable ? [201, { insertedId: `cart-${json.classId}-${calls.length}` }] : [404, {}];
    default:
      return [404, {}];
  }
}

let server: LocalServer;
let client: ApiClient;

beforeAll(async () => {
  server = await localServer((request, requestBody, response) => {
    calls.push(`${request.method} ${request.url}`);
    const [status, body, headers] = reply(request.method ?? '', request.url ?? '', request.headers.cookie, requestBody);
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  });
  client = apiClient(server.url);
});

afterAll(() => server.close());

describe('signing in', () => {
  it('exchanges the session cookie of the login for an access token', async () => {
    expect(await signIn(client, 'ada@x.io', 'right')).toEqual({
      id: 'u1',
      email: 'ada@x.io',
      name: 'Ada',
      token: 'token-of-ada@x.io',
    });
    await expect(signIn(client, 'ada@x.io', 'wrong')).rejects.toThrow(/sign-in of ada@x.io: 401/);
  });

  it('registers a fresh student under the label', async () => {
    const student = await registerStudent(client, 'wave1');
    expect(student).toMatchObject({ id: 'u2', email: expect.stringMatching(/^wave1-[0-9a-f]{10}@classhub\.test$/) });
    expect(student.token).toBe(`token-of-${student.email}`);
  });

  it('reads a cookie an answer set', async () => {
    const answer = await client.call('login', { body: { email: 'ada@x.io', password: 'right' } });
    expect([cookieFrom(answer, 'classhub_session'), cookieFrom(answer, 'other')]).toEqual([
      'classhub_session=abc',
      undefined,
    ]);
  });
});

describe('classes', () => {
  it('uploads an image, adds the class and has it approved', async () => {
    calls.length = 0;
    const id = await createApprovedClass(
      client,
      { token: 'i' },
      { token: 'a' },
      { className: 'Yoga', availableSeats: 3, price: 10 },
    );
    expect([id, calls]).toEqual([
      'class-1',
      ['POST /api/media/classes', 'POST /api/classes', 'PATCH /api/classe/approved/class-1'],
    ]);
  });

  it('selects the class for every student once payments lists it', async () => {
    selectable = false;
    setTimeout(() => (selectable = true), 120);
    const students = ['s1', 's2', 's3'].map((token) => ({ token, email: `${token}@x.io` }));
    const selections = await selectForAll(client, students, 'class-1');
    expect(selections).toHaveLength(3);
    expect(new Set(selections).size).toBe(3);
  });
});

describe('polling', () => {
  it('runs at most `limit` at a time and keeps the order', async () => {
    let running = 0;
    let most = 0;
    const results = await inBatches([1, 2, 3, 4, 5], 2, async (item) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return item * 10;
    });
    expect([results, most]).toEqual([[10, 20, 30, 40, 50], 2]);
  });

  it('waits until the probe holds, or gives up', async () => {
    let tries = 0;
    await until(async () => ++tries === 3, 'three tries', 1_000, 1);
    expect(tries).toBe(3);
    await expect(until(async () => false, 'never', 20, 5)).rejects.toThrow('timed out waiting for never');
  });
});

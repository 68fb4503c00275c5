// Calls a running platform's API through its gateway, as a browser or a script would: accounts, a class, cart items.
// Shared by the benchmarks and the e2e fault tests; loopback targets only.
/* global AbortSignal, Blob, Buffer, FormData, Headers */
import { randomBytes } from 'node:crypto';
import { ROUTES, routePath } from '@classhub/contracts';

export const DEMO_PASSWORD = 'ClassHub#2026';
const REQUEST_TIMEOUT_MS = 30_000;
// A 1×1 PNG for class images.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Throws unless `url` is on this machine: load and fault traffic never leaves loopback. */
export function assertLoopback(url) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\/?$/.test(url)) throw new Error(`Refusing a non-loopback target: ${url}`);
  return url.replace(/\/$/, '');
}

/**
 * @param {string} gateway  e.g. http://127.0.0.1:3000
 * @returns a client whose `call(ROUTES.x, options)` (a declared route) and `api(method, path, options)` (any path, for
 *   probes) answer `{ status, body, headers }`; a network failure (the gateway down or restarting) answers status 0
 *   instead of throwing, so callers can treat it like a 503.
 */
export function gatewayClient(gateway) {
  const base = assertLoopback(gateway);

  async function api(method, path, { token, body, cookie, headers: extra, timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
    const headers = { ...extra };
    if (token) headers.authorization = `Bearer ${token}`;
    if (cookie) headers.cookie = cookie;
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response;
    try {
      // Never follows redirects: they could leave loopback.
      response = await fetch(`${base}/api${path}`, { method, headers, body: payload, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      return { status: 0, body: { message: String(error?.cause?.code ?? error?.message ?? error) }, headers: new Headers() };
    }
    const text = await response.text().catch(() => '');
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /**
   * Calls a declared route (`ROUTES.x` of libs/contracts): its method, and its path with `params` filled in.
   * @template {import('@classhub/contracts').RouteDefinition} R
   * @param {R} route
   * @param {{ params?: import('@classhub/contracts').RouteParams<R>, token?: string, body?: unknown, cookie?: string, headers?: Record<string, string>, timeoutMs?: number }} [options]
   */
  function call(route, { params = {}, ...options } = {}) {
    return api(route.method, routePath(route, params), options);
  }

  function sessionCookie(answer) {
    const cookie = cookieFrom(answer, 'classhub_session');
    if (!cookie) throw new Error(`no session cookie (${answer.status})`);
    return cookie;
  }

  async function tokenFor(email, cookie) {
    const answer = await call(ROUTES.issueAccessToken, { body: { email }, cookie });
    if (answer.status !== 200) throw new Error(`POST /jwt for ${email}: ${answer.status}`);
    return answer.body.token;
  }

  /** Signs an account in; answers `{ id, email, name, token }`. */
  async function signIn(email, password = DEMO_PASSWORD) {
    const answer = await call(ROUTES.login, { body: { email, password } });
    if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { id: answer.body.user._id, email, name: answer.body.user.name, token: await tokenFor(email, sessionCookie(answer)) };
  }

  /** Registers a new student named after `label`; answers `{ id, email, name, token }`. */
  async function registerStudent(label) {
    const id = randomBytes(5).toString('hex');
    const email = `${label}-${id}@classhub.test`;
    const answer = await call(ROUTES.register, { body: { name: `${label} ${id}`, email, photo: 'https://images.example.com/student.png', password: 'Fresh#2026' } });
    if (answer.status === 429) {
      throw new Error(`register ${email}: 429, over identity's sign-up limit per address; start the platform with SIGN_UPS_PER_SOURCE_PER_HOUR=1000`);
    }
    if (answer.status !== 201) throw new Error(`register ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { id: answer.body.user._id, email, name: answer.body.user.name, token: await tokenFor(email, sessionCookie(answer)) };
  }

  /** An instructor adds a class with a real image and an admin approves it; answers the class id. */
  async function createApprovedClass(instructor, admin, fields) {
    const form = new FormData();
    form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'cover.png');
    const upload = await call(ROUTES.uploadClassImage, { token: instructor.token, body: form });
    if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
    const created = await call(ROUTES.addClass, { token: instructor.token, body: { ...fields, classImage: upload.body.data.display_url } });
    if (created.status !== 201) throw new Error(`create class: ${created.status} ${JSON.stringify(created.body)}`);
    const approved = await call(ROUTES.approveClass, { params: { id: created.body.insertedId }, token: admin.token });
    if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
    return created.body.insertedId;
  }

  /** Puts the class in each student's cart once payments has heard it is approved; answers the cart item ids. */
  async function selectForAll(students, classId) {
    const selections = new Array(students.length);
    await until(
      async () => {
        const answer = await call(ROUTES.selectClass, { token: students[0].token, body: { classId } });
        if (answer.status === 201) selections[0] = answer.body.insertedId;
        return answer.status === 201;
      },
      `payments to list class ${classId}`,
      20_000,
    );
    await inBatches(students.slice(1), 8, async (student, index) => {
      const answer = await call(ROUTES.selectClass, { token: student.token, body: { classId } });
      if (answer.status !== 201) throw new Error(`select for ${student.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
      selections[index + 1] = answer.body.insertedId;
    });
    return selections;
  }

  return { api, call, signIn, registerStudent, createApprovedClass, selectForAll };
}

/** `name=value` of a cookie an answer set, or undefined. */
export function cookieFrom(answer, name) {
  return answer.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${name}=`))
    ?.split(';')[0];
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

/** Polls `probe` until it answers true, or throws after `timeoutMs`. */
export async function until(probe, what, timeoutMs, everyMs = 50) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await probe()) return;
    await sleep(everyMs);
  }
  throw new Error(`timed out waiting for ${what}`);
}

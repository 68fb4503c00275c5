import { ROUTES, routePath, type RouteDefinition, type RouteParams, type RouteResponse } from '@classhub/contracts';
import { callJson } from '@classhub/testing';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, TINY_PNG } from './session.js';

/** One JSON call to the gateway's API (`/api<path>`), as a browser's fetch would make it. */
export function api<T = unknown>(baseUrl: string, method: string, path: string, options: { token?: string; body?: unknown; cookie?: string } = {}) {
  return callJson<T>(`${baseUrl}/api`, method, path, options);
}

/** A declared route (`ROUTES.x` of libs/contracts) called with its method, its filled path and its answer type. */
export function callRoute<R extends RouteDefinition>(
  baseUrl: string,
  route: R,
  { params, ...options }: { params?: RouteParams<R>; token?: string; body?: unknown; cookie?: string } = {},
) {
  return api<RouteResponse<R>>(baseUrl, route.method, routePath(route, (params ?? {}) as RouteParams<R>), options);
}

export interface ApiUser {
  id: string;
  email: string;
  name: string;
  token: string;
}

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('classhub_session='));
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie.split(';')[0] ?? '';
}

async function tokenFor(baseUrl: string, email: string, cookie: string): Promise<string> {
  const answer = await callRoute(baseUrl, ROUTES.issueAccessToken, { body: { email }, cookie });
  if (answer.status !== 200) throw new Error(`POST /jwt for ${email}: ${answer.status}`);
  return answer.body.token;
}

/** Signs a demo account in through the API and returns its access token. */
export async function signInApi(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<ApiUser> {
  const response = await fetch(`${baseUrl}/api${ROUTES.login.path}`, { method: ROUTES.login.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { _id: string; name: string } };
  return { id: user._id, email, name: user.name, token: await tokenFor(baseUrl, email, sessionCookie(response)) };
}

/** Registers a new student through the API and returns their access token. */
export async function registerStudentApi(baseUrl: string, label: string): Promise<ApiUser> {
  const id = randomBytes(5).toString('hex');
  const email = `${label}-${id}@classhub.test`;
  const response = await fetch(`${baseUrl}/api${ROUTES.register.path}`, {
    method: ROUTES.register.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `${label} ${id}`, email, photo: 'https://images.example.com/e2e.png', password: 'Fresh#2026' }),
  });
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { _id: string; name: string } };
  return { id: user._id, email, name: user.name, token: await tokenFor(baseUrl, email, sessionCookie(response)) };
}

/** An instructor adds a class with a real image and an admin approves it; returns the class id. */
export async function createApprovedClass(baseUrl: string, instructor: ApiUser, admin: ApiUser, fields: { className: string; availableSeats: number; price: number }): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'cover.png');
  const upload = await callRoute(baseUrl, ROUTES.uploadClassImage, { token: instructor.token, body: form });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status}`);
  const created = await callRoute(baseUrl, ROUTES.addClass, { token: instructor.token, body: { ...fields, classImage: upload.body.data.display_url } });
  if (created.status !== 201) throw new Error(`create class: ${created.status} ${JSON.stringify(created.body)}`);
  const approved = await callRoute(baseUrl, ROUTES.approveClass, { params: { id: created.body.insertedId }, token: admin.token });
  if (approved.status !== 200) throw new Error(`approve: ${approved.status}`);
  return created.body.insertedId;
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T, index);
      }
    }),
  );
  return results;
}

/** Polls `probe` until it returns true (or fails after `timeoutMs`). */
export async function eventually(probe: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

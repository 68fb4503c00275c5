/** Test helper: answers `fetch` by "METHOD /path" (path below /api, query string ignored) and records every call. */
export type RouteAnswer = Response | { status?: number; body?: unknown } | (() => Response | Promise<Response>);

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A multipart body as FormData (uploads), JSON parsed, anything else as text. */
async function readBody(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) return request.clone().formData();
  const text = request.body ? await request.clone().text() : '';
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export function stubFetch(routes: Record<string, RouteAnswer>) {
  const calls: RecordedCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({ method: request.method, path, headers: request.headers, body: await readBody(request) });
    const answer = routes[`${request.method} ${path}`];
    if (!answer) return json({ message: `no stub for ${request.method} ${path}` }, 404);
    if (answer instanceof Response) return answer.clone();
    if (typeof answer === 'function') return answer();
    return json(answer.body, answer.status ?? 200);
  });
  return {
    calls,
    spy,
    called: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** An unsigned JWT-shaped token that expires `inMs` from now (only its `exp` is read by the front end). */
export function fakeToken(inMs = 15 * 60_000, subject = 'user'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode({ sub: subject, exp: Math.floor((Date.now() + inMs) / 1000) })}.sig`;
}

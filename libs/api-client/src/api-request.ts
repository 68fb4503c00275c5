import { API_PREFIX } from '@classhub/contracts';

/** What every call may add to the request, and how long it waits for the answer. */
export interface RequestOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as the `Cookie` header, e.g. `classhub_session=…`. */
  cookie?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** A body sent as it is: FormData as multipart, a string as already-encoded JSON (malformed on purpose, say). */
export interface RawRequestOptions extends RequestOptions {
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON; a body that is not JSON (an HTML page) as its text; no body as undefined. */
  body: T;
}

export interface ClientOptions {
  /** Per request, unless a call says otherwise. */
  timeoutMs?: number;
  /**
   * `'answer'`: a request that gets no answer (the gateway down or restarting) answers status 0 with the network error
   * as `body.message`, so a caller can treat it like a 503; `'throw'` (the default) rejects.
   */
  networkFailure?: 'throw' | 'answer';
}

const DEFAULT_TIMEOUT_MS = 30_000;

function requestUrl(baseUrl: string, path: string, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(name, String(value));
  const queryString = search.toString();
  return `${baseUrl}${API_PREFIX}${path}${queryString ? `?${queryString}` : ''}`;
}

function requestBody(body: unknown, headers: Record<string, string>): FormData | string | undefined {
  if (body === undefined || body instanceof FormData) return body;
  headers['content-type'] = 'application/json';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

async function answerBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** Sends one request to `<baseUrl>/api<path>` and reads its answer. */
export async function sendRequest<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: RawRequestOptions,
  client: ClientOptions,
): Promise<ApiAnswer<T>> {
  const { token, cookie, headers: extra, query, body, timeoutMs = client.timeoutMs ?? DEFAULT_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  const payload = requestBody(body, headers);
  let response: Response;
  try {
    // Never follows a redirect: it could lead off the platform under test.
    response = await fetch(requestUrl(baseUrl, path, query), {
      method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (client.networkFailure !== 'answer') throw error;
    const cause = error as { cause?: { code?: string }; message?: string };
    return {
      status: 0,
      headers: new Headers(),
      body: { message: String(cause.cause?.code ?? cause.message ?? error) } as T,
    };
  }
  return { status: response.status, headers: response.headers, body: (await answerBody(response)) as T };
}

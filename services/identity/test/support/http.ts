export const SESSION_COOKIE = 'classhub_session';
export const DEMO_PASSWORD = 'ClassHub#2026';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** Value of the session cookie this answer set ('' when it cleared it), or undefined when it did not touch it. */
  sessionCookie?: string;
  setCookies: string[];
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** A session cookie value to send. */
  session?: string;
  /** Pretend the call came through the gateway from this address. */
  ip?: string;
  headers?: Record<string, string>;
}

/** One HTTP call to the service, with JSON in and out; reads the body so connections close promptly. */
export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.session !== undefined) headers.cookie = `${SESSION_COOKIE}=${options.session}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (an HTML page): keep the text.
  }
  const setCookies = response.headers.getSetCookie();
  const session = setCookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return {
    status: response.status,
    body: body as T,
    headers: response.headers,
    setCookies,
    sessionCookie:
      session === undefined
        ? undefined
        : decodeURIComponent(session.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? ''),
  };
}

/** Signs in with a password and returns the session cookie value and the user. */
export async function signIn(baseUrl: string, email: string, password = DEMO_PASSWORD, ip = '198.51.100.1') {
  const answer = await call<{ user: { _id: string; email: string; role: string } }>(baseUrl, 'POST', '/auth/login', {
    body: { email, password },
    ip,
  });
  if (answer.status !== 200 || !answer.sessionCookie)
    throw new Error(`sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { session: answer.sessionCookie, user: answer.body.user };
}

/** Signs in and exchanges the session for an access token (POST /jwt); returns the rotated session too. */
export async function signInWithToken(baseUrl: string, email: string, password = DEMO_PASSWORD) {
  const { session, user } = await signIn(baseUrl, email, password);
  const answer = await call<{ token: string }>(baseUrl, 'POST', '/jwt', { body: { email }, session });
  if (answer.status !== 200 || !answer.sessionCookie)
    throw new Error(`POST /jwt for ${email} failed: ${answer.status}`);
  return { token: answer.body.token, session: answer.sessionCookie, user };
}

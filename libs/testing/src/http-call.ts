export interface JsonAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * One JSON call to a service (or the gateway) under test; a string body is sent as is (for malformed JSON), FormData
 * as multipart. A body that is not JSON (an HTML page) comes back as its text.
 */
export async function callJson<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; cookie?: string } = {},
): Promise<JsonAnswer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  let body: FormData | string | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text || undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T };
}

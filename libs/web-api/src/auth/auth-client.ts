import type {
  AccessTokenResponse,
  AuthProvidersResponse,
  AuthSessionResponse,
  AuthUser,
  CurrentSessionResponse,
  RegisterResponse,
} from '@classhub/contracts';

export type { AuthUser };

export interface FieldError {
  field: string;
  message: string;
}

/** A failed identity call: the HTTP status (0 when the server could not be reached) and its message. */
export class AuthRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

export const UNREACHABLE_MESSAGE = 'ClassHub cannot be reached. Check your connection and try again.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  // Nest answers some validation errors with a list of messages.
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return FALLBACK_MESSAGE;
}

function fieldErrorsOf(body: unknown): FieldError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string',
  );
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string | null;
  timeoutMs?: number;
}

/**
 * The identity calls the auth state makes itself: they run before there is a token, their 401s are expected
 * answers ("not signed in", "wrong password") rather than a reason to sign out, and they carry the session cookie.
 */
async function request<T>(
  path: string,
  { method = 'GET', body, token, timeoutMs = 15_000 }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new AuthRequestError(0, UNREACHABLE_MESSAGE);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) throw new AuthRequestError(response.status, messageOf(json), fieldErrorsOf(json));
  return json as T;
}

export interface RegisterBody {
  name: string;
  email: string;
  photo: string;
  password: string;
}

export const authClient = {
  /** GET /auth/session: the user of the session cookie, or null when there is none. */
  getSession: () => request<CurrentSessionResponse>('/auth/session'),
  login: (body: { email: string; password: string }) =>
    request<AuthSessionResponse>('/auth/login', { method: 'POST', body }),
  register: (body: RegisterBody) => request<RegisterResponse>('/auth/register', { method: 'POST', body }),
  logout: () => request<void>('/auth/logout', { method: 'POST', timeoutMs: 5_000 }),
  getProviders: () => request<AuthProvidersResponse>('/auth/providers'),
  /** POST /jwt: a fresh access token, only for the holder of a valid session for `email`. */
  createToken: (email: string) => request<AccessTokenResponse>('/jwt', { method: 'POST', body: { email } }),
  getAdminFlag: (email: string, token: string) =>
    request<{ admin: boolean }>(`/users/admin/${encodeURIComponent(email)}`, { token }),
  getInstructorFlag: (email: string, token: string) =>
    request<{ instructor: boolean }>(`/users/instructor/${encodeURIComponent(email)}`, { token }),
};

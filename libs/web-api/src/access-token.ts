/** Where the browser keeps the access token (docs/product.md#data, docs/architecture.md#identity-and-access). */
export const ACCESS_TOKEN_KEY = 'access-token';

export function readAccessToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    // Storage can be blocked (privacy mode); an anonymous request is the honest fallback.
    return null;
  }
}

export function writeAccessToken(token: string): void {
  try {
    globalThis.localStorage?.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Blocked storage: protected calls then go without a token and their 401 signs out; nothing better is possible.
  }
}

export function removeAccessToken(): void {
  try {
    globalThis.localStorage?.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored when storage is blocked.
  }
}

/** When a JWT expires (ms since the epoch), read from its `exp` claim without verifying it; null if unreadable. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims = JSON.parse(atob(base64)) as { exp?: unknown };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

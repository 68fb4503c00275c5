/** Pages a successful sign-in must not return to. */
const AUTH_PAGES = new Set(['/login', '/register']);

/**
 * Where to go after signing in: the page the user came from (router state `from`, a location or a path, as the
 * catalog's 'Login Now' and the dashboard guard set it), else '/' (docs/product.md#login). Only paths on this site
 * count.
 */
export function returnPathFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const { pathname, search, hash } = from as { pathname: string; search?: unknown; hash?: unknown };
    path = `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  const pathname = path.split(/[?#]/)[0] ?? '/';
  return AUTH_PAGES.has(pathname) ? '/' : path;
}

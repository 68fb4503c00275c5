import type { ROUTE_ADDRESSES } from './route-addresses.js';
import { fillPath, type PathParams } from './route-definition.js';
import type { ApiRequest, ApiRouteName, OptionsArgument } from './route-request.js';

/** Route `N`'s method and path as ROUTE_ADDRESSES declares them. */
export type RouteAddress<N extends ApiRouteName> = (typeof ROUTE_ADDRESSES)[N];

/**
 * declaredRequest with the route's address written at the call, e.g.
 * `addressedRequest('listPopularClasses', { method: 'GET', path: '/popularclass' })`: the compiler holds the address
 * to the route's declaration, and the chunk carries the few addresses it calls instead of ROUTE_ADDRESSES, every
 * route's (about 1.3 KB gzip). For the first chunk of a page (decision 0026); elsewhere declaredRequest reads better.
 */
export function addressedRequest<N extends ApiRouteName>(
  _name: N,
  { method, path }: RouteAddress<N>,
  ...[options]: OptionsArgument<N>
): ApiRequest {
  const {
    params = {},
    query,
    body,
  } = (options ?? {}) as { params?: PathParams<string>; query?: unknown; body?: unknown };
  return {
    url: fillPath(path, params),
    ...(method === 'GET' ? {} : { method }),
    ...(query === undefined ? {} : { params: query as Record<string, unknown> }),
    ...(body === undefined ? {} : { body }),
  };
}

import {
  API_PREFIX,
  forwardedRoutes,
  isUnderPrefix,
  ROUTE_PREFIXES,
  type HttpMethod,
  type RouteDefinition,
  type ServiceName,
} from '@classhub/contracts';

export { API_PREFIX };

/** Every method the gateway forwards; a prefix row (path ending in `/*`) with method ANY takes them all. */
export const FORWARDED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface ApiRoute {
  /** `ANY` forwards every method (used by prefix rows such as `/auth/*`). */
  method: HttpMethod | 'ANY';
  /** Path below `/api`, in Fastify syntax: `:param` for one segment, a trailing `/*` for a prefix. */
  path: string;
  service: ServiceName;
}

const rowOf = (route: RouteDefinition & { owner: ServiceName }): ApiRoute => ({
  method: route.method,
  path: route.path,
  service: route.owner,
});

// A route under a forwarded prefix needs no row of its own: the prefix row sends it to the same owner. The gateway's own
// routes (the live seat stream) are answered by Fastify, never forwarded.
const concrete = forwardedRoutes().filter((route) => !ROUTE_PREFIXES.some((prefix) => isUnderPrefix(route, prefix)));

/** The original product's calls, whose paths are the public contract (declared with `spec: true` in libs/contracts). */
export const SPEC_ROUTES: readonly ApiRoute[] = concrete.filter((route) => route.spec).map(rowOf);

/** ClassHub's own paths beyond those: its concrete routes, then the prefixes it forwards whole. */
export const PLATFORM_ROUTES: readonly ApiRoute[] = [
  ...concrete.filter((route) => !route.spec).map(rowOf),
  ...ROUTE_PREFIXES.map((prefix): ApiRoute => ({ method: 'ANY', path: prefix.path, service: prefix.owner })),
];

/** Everything the gateway forwards, derived from the route declarations. `/api<path>` goes to `<service URL><path>`. */
export const ROUTE_TABLE: readonly ApiRoute[] = [...SPEC_ROUTES, ...PLATFORM_ROUTES];

/** Whether `url` is under the API's prefix: `/api`, `/api/…` or `/api?…`. */
export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

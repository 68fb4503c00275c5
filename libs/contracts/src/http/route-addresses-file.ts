import { fileURLToPath } from 'node:url';
import type { RouteDefinition } from './route-definition.js';

/** The generated table; the same path from `src/http` (tests) and `dist/http` (the script). */
export const ROUTE_ADDRESSES_FILE = fileURLToPath(new URL('../../src/http/route-addresses.ts', import.meta.url));

/** The text of `route-addresses.ts` for `routes`: each route's method and path, in declaration order. */
export function routeAddressesFile(routes: Readonly<Record<string, RouteDefinition>>): string {
  const rows = Object.entries(routes).map(
    ([name, { method, path }]) => `  ${name}: { method: '${method}', path: '${path}' },`,
  );
  return `// Generated from ROUTES by \`npx nx run @classhub/contracts:route-addresses\`: declare a route in its owner's
// src/<owner>/<owner>.routes.ts, then regenerate. route-addresses.spec.ts fails while this file differs from them.
import type { ROUTES } from './api-routes.js';

type Routes = typeof ROUTES;

/**
 * Every route's method and path by name, without its schemas: what a page needs to build a request, at a fraction of
 * the weight of ROUTES. The compiler holds each entry to its declaration as well.
 */
export const ROUTE_ADDRESSES = {
${rows.join('\n')}
} as const satisfies { readonly [N in keyof Routes]: { readonly method: Routes[N]['method']; readonly path: Routes[N]['path'] } };
`;
}

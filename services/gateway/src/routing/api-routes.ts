import FindMyWay from 'find-my-way';
import { API_PREFIX, FORWARDED_METHODS, ROUTE_TABLE, type ApiRoute } from './route-table.js';

/** Emails are path parameters (GET /userprofile/:email): 254 characters and some room; Fastify's default is 100. */
export const MAX_PARAM_LENGTH = 320;

function noHandler(): void {}

/**
 * Which row of the route table a request is for, matched by find-my-way (Fastify's router) as Fastify matched the
 * rows when it forwarded them: same syntax, same parameter limit; a GET row answers HEAD too.
 */
export class ApiRoutes {
  private readonly router = FindMyWay({ maxParamLength: MAX_PARAM_LENGTH });

  constructor(routes: readonly ApiRoute[] = ROUTE_TABLE) {
    for (const route of routes) {
      const methods =
        route.method === 'ANY' ? [...FORWARDED_METHODS] : route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
      this.router.on(methods as FindMyWay.HTTPMethod[], `${API_PREFIX}${route.path}`, noHandler, { route });
    }
  }

  /** The row for `method` and `url` (its query string ignored), or undefined when none matches. */
  match(method: string | undefined, url: string): ApiRoute | undefined {
    const found = this.router.find(method as FindMyWay.HTTPMethod, url);
    return (found?.store as { route: ApiRoute } | undefined)?.route;
  }
}

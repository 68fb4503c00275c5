import { applyDecorators, RequestMapping, RequestMethod } from '@nestjs/common';
import { routeGuard, type RouteDefinition } from '@classhub/contracts';
import { Authenticated, Roles } from '../auth/auth.decorators.js';

/**
 * Binds a handler to its declared route (libs/contracts): its method and path, and the guard its access asks for
 * (`@Roles` for a role-bound route, `@Authenticated` for any signed-in caller, none for a public one).
 */
export function Route(route: Pick<RouteDefinition, 'method' | 'path' | 'access' | 'roles'>): MethodDecorator {
  const guard = routeGuard(route);
  const mapping = RequestMapping({ path: route.path, method: RequestMethod[route.method] });
  if (guard.roles.length > 0) return applyDecorators(mapping, Roles(...guard.roles));
  return guard.signedIn ? applyDecorators(mapping, Authenticated()) : mapping;
}

import { CLASS_IMAGES_PREFIX, CLASSES_ROUTES } from '../classes/classes.routes.js';
import { GATEWAY_ROUTES } from '../gateway/gateway.routes.js';
import { AUTH_PREFIX, IDENTITY_ROUTES, PROFILE_PICTURES_PREFIX } from '../identity/identity.routes.js';
import { NOTIFICATIONS_ROUTES } from '../notifications/notifications.routes.js';
import { PAYMENTS_ROUTES, WEBHOOKS_PREFIX } from '../payments/payments.routes.js';
import type { ServiceName } from '../services.js';
import type { RouteDefinition, RouteOwner, RoutePrefix } from './route-definition.js';

/** Every route of the API by name: `ROUTES.createPaymentIntent`. */
export const ROUTES = {
  ...IDENTITY_ROUTES,
  ...CLASSES_ROUTES,
  ...PAYMENTS_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...GATEWAY_ROUTES,
};

/**
 * Every route the services answer below `/api`: the one list the gateway's table, the controllers' paths, the API
 * description and the clients are derived from.
 */
export const API_ROUTES: readonly RouteDefinition[] = Object.values(ROUTES);

/** The prefixes forwarded whole; the routes under them are declared in API_ROUTES as well. */
export const ROUTE_PREFIXES: readonly RoutePrefix[] = [
  AUTH_PREFIX,
  PROFILE_PICTURES_PREFIX,
  CLASS_IMAGES_PREFIX,
  WEBHOOKS_PREFIX,
];

/**
 * Every service's and the gateway's health report: answered by each process itself, never forwarded by the gateway.
 * 503 while the process cannot do all its work (a dependency away, the pool saturated) or drains.
 */
export const HEALTH_ROUTE = { method: 'GET', path: '/health' } as const;

/**
 * Whether this one process should be sent requests, for a load balancer's or Kubernetes' readiness probe: 503 only
 * while it drains or cannot serve at all. A saturated pool, or (for the gateway) a service away, leaves it ready, so
 * a rush or a partial outage never empties the rotation.
 */
export const HEALTH_READY_ROUTE = { method: 'GET', path: '/health/ready' } as const;

export function routesOwnedBy(owner: RouteOwner): RouteDefinition[] {
  return API_ROUTES.filter((route) => route.owner === owner);
}

/** The routes a service answers behind the gateway: every route but the gateway's own, with its owner narrowed. */
export function forwardedRoutes(): Array<RouteDefinition & { owner: ServiceName }> {
  return API_ROUTES.filter((route): route is RouteDefinition & { owner: ServiceName } => route.owner !== 'gateway');
}

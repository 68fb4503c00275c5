import type { INestApplication } from '@nestjs/common';
import { HEALTH_READY_ROUTE, HEALTH_ROUTE, routesOwnedBy, type ServiceName } from '@classhub/contracts';
import type { FastifyInstance } from 'fastify';

const served = new WeakMap<FastifyInstance, string[]>();

/** Keeps `METHOD path` of every route Fastify registers from now on, for `routeBindingProblems`. */
export function recordServedRoutes(fastify: FastifyInstance): void {
  const routes: string[] = [];
  served.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
}

/**
 * What the running app serves against what libs/contracts declares for `service`: each route served but not
 * declared, and each declared route without a handler. HEAD routes are Fastify's own twins of the GET ones.
 */
export function routeBindingProblems(app: INestApplication, service: ServiceName): string[] {
  const routes = served.get(app.getHttpAdapter().getInstance() as FastifyInstance);
  if (!routes) return ['the app was not created by createServiceApp, so its routes were not recorded'];
  const actual = new Set(routes.filter((route) => !route.startsWith('HEAD ')));
  const declared = new Set(
    [HEALTH_ROUTE, HEALTH_READY_ROUTE, ...routesOwnedBy(service)].map((route) => `${route.method} ${route.path}`),
  );
  return [
    ...[...actual]
      .filter((route) => !declared.has(route))
      .map((route) => `${route} is served but not declared in libs/contracts`),
    ...[...declared]
      .filter((route) => !actual.has(route))
      .map((route) => `${route} is declared for ${service} but has no handler`),
  ];
}

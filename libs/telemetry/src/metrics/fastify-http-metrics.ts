import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { HttpMetrics, UNMATCHED_ROUTE } from './http-metrics.js';

/**
 * Counts every answer of a Fastify app. `routeOf` names a request's route; by default the template Fastify matched
 * (`/classes/:id`). The gateway passes its own, since its API routes are matched by the gateway's table, not Fastify's.
 */
export function addHttpMetrics(
  app: FastifyInstance,
  registry: Registry,
  routeOf: (request: FastifyRequest) => string | undefined = (request) => request.routeOptions.url,
): HttpMetrics {
  const metrics = new HttpMetrics(registry);
  app.addHook('onResponse', async (request, reply) => {
    metrics.record({
      method: request.method,
      route: routeOf(request) ?? UNMATCHED_ROUTE,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
  return metrics;
}

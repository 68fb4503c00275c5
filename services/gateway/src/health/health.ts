import { HEALTH_READY_ROUTE, HEALTH_ROUTE, SERVICE_NAMES, type ServiceName } from '@classhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { Replica, ReplicaStatus, ServiceReplicas } from '../routing/service-replicas.js';
import type { Draining } from '../edge/draining.js';
import type { ReplicaHealthChecks } from './replica-checks.js';

/** `saturated`: the service answers but its database pool is full; it recovers by itself. */
export type ServiceStatus = ReplicaStatus;

export interface GatewayHealth {
  status: 'ok' | 'degraded';
  /** Up while one replica is up; else saturated while one is; else down. */
  services: Record<ServiceName, ServiceStatus>;
  /** Each replica's state, by its URL. */
  replicas: Record<ServiceName, Record<string, ReplicaStatus>>;
}

/** The gateway's view of the services, as the replicas' health checks (and refused connections) left it. */
export function reportHealth(services: Record<ServiceName, ServiceReplicas>): GatewayHealth {
  const statuses = SERVICE_NAMES.map((name) => serviceStatus(services[name].replicas));
  return {
    status: statuses.every((status) => status === 'up') ? 'ok' : 'degraded',
    services: Object.fromEntries(
      SERVICE_NAMES.map((name, index) => [name, statuses[index]]),
    ) as GatewayHealth['services'],
    replicas: Object.fromEntries(
      SERVICE_NAMES.map((name) => [
        name,
        Object.fromEntries(services[name].replicas.map((replica) => [replica.url, replica.status])),
      ]),
    ) as GatewayHealth['replicas'],
  };
}

function serviceStatus(replicas: readonly Replica[]): ServiceStatus {
  if (replicas.some((replica) => replica.status === 'up')) return 'up';
  return replicas.some((replica) => replica.status === 'saturated') ? 'saturated' : 'down';
}

/**
 * GET /health: 200 while every service has a replica up, 503 otherwise; never older than the first round of checks.
 * GET /health/ready: 200 while the gateway takes requests. While it drains, both answer 503 `{"status":"draining"}`.
 */
export function registerHealth(
  app: FastifyInstance,
  services: Record<ServiceName, ServiceReplicas>,
  checks: ReplicaHealthChecks,
  draining: Draining,
): void {
  app.get(HEALTH_ROUTE.path, async (_request, reply) => {
    if (draining.active) return reply.code(503).header('cache-control', 'no-store').send({ status: 'draining' });
    await checks.firstRound;
    const health = reportHealth(services);
    return reply
      .code(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });
  // For the load balancer in front of the gateway's replicas: whether this replica takes requests, whatever the
  // services' state. Readiness on /health would take every gateway out of rotation while one service is down.
  app.get(HEALTH_READY_ROUTE.path, async (_request, reply) =>
    reply
      .code(draining.active ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({ status: draining.active ? 'draining' : 'ready' }),
  );
}

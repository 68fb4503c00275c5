import { SERVICE_NAMES, type ServiceName } from '@classhub/contracts';
import type { FastifyInstance } from 'fastify';

/** `saturated`: the service answers but its database pool is full; it recovers by itself. */
export type ServiceStatus = 'up' | 'saturated' | 'down';

export interface GatewayHealth {
  status: 'ok' | 'degraded';
  services: Record<ServiceName, ServiceStatus>;
}

/** Slightly above the services' own 2 s check timeout, so a slow database shows as their 503 rather than our abort. */
export const HEALTH_TIMEOUT_MS = 3000;

async function probe(baseUrl: string, timeoutMs: number): Promise<ServiceStatus> {
  try {
    const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 200) {
      await response.body?.cancel();
      return 'up';
    }
    const report = (await response.json().catch(() => undefined)) as { status?: unknown } | undefined;
    return report?.status === 'busy' ? 'saturated' : 'down';
  } catch {
    return 'down';
  }
}

export async function checkServices(services: Record<ServiceName, string>, timeoutMs: number): Promise<GatewayHealth> {
  const statuses = await Promise.all(SERVICE_NAMES.map((name) => probe(services[name], timeoutMs)));
  const report = Object.fromEntries(SERVICE_NAMES.map((name, index) => [name, statuses[index]])) as Record<
    ServiceName,
    ServiceStatus
  >;
  return { status: statuses.every((status) => status === 'up') ? 'ok' : 'degraded', services: report };
}

export function registerHealth(
  app: FastifyInstance,
  services: Record<ServiceName, string>,
  timeoutMs = HEALTH_TIMEOUT_MS,
): void {
  app.get('/health', async (_request, reply) => {
    const health = await checkServices(services, timeoutMs);
    return reply
      .code(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });
}

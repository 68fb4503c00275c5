import type { ReplicaStatus } from '../routing/service-replicas.js';

/**
 * What a replica's GET /health says: 200 is up; a 503 naming a full database pool (`busy`) is saturated; anything
 * else (a draining service's 503, an error, no answer before `signal` aborts, a refused connection) is down.
 */
export async function probeReplica(baseUrl: string, signal: AbortSignal): Promise<ReplicaStatus> {
  try {
    const response = await fetch(`${baseUrl}/health`, { signal });
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

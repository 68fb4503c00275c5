import type { Replica, ServiceReplicas } from '../routing/service-replicas.js';
import { probeReplica } from './replica-probe.js';

/** Slightly above the services' own 2 s check timeout, so a slow database shows as their 503 rather than our abort. */
export const HEALTH_TIMEOUT_MS = 3000;

const WHY: Record<'saturated' | 'down', string> = {
  saturated: 'its database pool is full',
  down: 'its health check failed (refused, timed out, draining or unhealthy)',
};

/**
 * Asks every replica's GET /health every `intervalMs` (each replica on its own, a check never overlapping the
 * previous one) and puts it in or out of rotation by the answer: a replica that stops, or starts draining before it
 * stops, is out within one interval, and back in with its first 200.
 */
export class ReplicaHealthChecks {
  /** Settles once every replica was checked once: GET /health reports nothing older. */
  readonly firstRound: Promise<void>;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly stopping = new AbortController();

  constructor(
    services: readonly ServiceReplicas[],
    private readonly intervalMs: number,
    private readonly timeoutMs = HEALTH_TIMEOUT_MS,
  ) {
    this.firstRound = Promise.all(
      services.flatMap((service) => service.replicas.map((replica) => this.check(service, replica))),
    ).then(() => undefined);
  }

  stop(): void {
    this.stopping.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async check(service: ServiceReplicas, replica: Replica): Promise<void> {
    const signal = AbortSignal.any([this.stopping.signal, AbortSignal.timeout(this.timeoutMs)]);
    const status = await probeReplica(replica.url, signal);
    if (this.stopping.signal.aborted) return;
    service.setStatus(replica, status, status === 'up' ? 'its health check answered 200' : WHY[status]);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.check(service, replica);
    }, this.intervalMs);
    timer.unref();
    this.timers.add(timer);
  }
}

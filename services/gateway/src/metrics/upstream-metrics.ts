import { Counter, Gauge, type Registry } from 'prom-client';

/** Why a request was sent to another replica: its connection was refused, or a GET's was reset before any answer. */
const RETRY_REASONS = ['refused', 'reset'] as const;
export type RetryReason = (typeof RETRY_REASONS)[number];

/**
 * Which service replicas are in rotation, `gateway_upstream_healthy{service,upstream}` (1 in, 0 out), and how often
 * a request was sent to another replica, `gateway_upstream_retries_total{service,reason}`.
 */
export class UpstreamMetrics {
  private readonly healthy: Gauge<'service' | 'upstream'>;
  private readonly retries: Counter<'service' | 'reason'>;

  constructor(registry: Registry) {
    this.healthy = new Gauge({
      name: 'gateway_upstream_healthy',
      help: 'Whether a service replica is in rotation: 1 when its GET /health answers 200, 0 otherwise',
      labelNames: ['service', 'upstream'],
      registers: [registry],
    });
    this.retries = new Counter({
      name: 'gateway_upstream_retries_total',
      help: 'Requests sent to another replica of a service, by reason (refused connection, reset before any answer)',
      labelNames: ['service', 'reason'],
      registers: [registry],
    });
  }

  /** Creates a service's retry series at 0, so a rate exists before the first retry (decision 0046). */
  countRetriesOf(service: string): void {
    for (const reason of RETRY_REASONS) this.retries.inc({ service, reason }, 0);
  }

  setHealthy(service: string, upstream: string, healthy: boolean): void {
    this.healthy.set({ service, upstream }, healthy ? 1 : 0);
  }

  retried(service: string, reason: RetryReason): void {
    this.retries.inc({ service, reason });
  }
}

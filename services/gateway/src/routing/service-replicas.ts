import { SERVICE_NAMES, type ServiceName } from '@classhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RetryReason, UpstreamMetrics } from '../metrics/upstream-metrics.js';
import { UpstreamFailure } from './upstream-failure.js';
import { Upstream, type UpstreamAnswer, type UpstreamRequest } from './upstream.js';

/**
 * A replica's state as its last health check (or a refused connection) left it. `saturated`: it answers, but its
 * database pool is full (its GET /health says `busy`); it is asked only when no replica is `up`, since it recovers by
 * itself and refusing every request meanwhile would be worse.
 */
export type ReplicaStatus = 'up' | 'saturated' | 'down';

export interface Replica {
  /** Its base URL, as configured: how logs, metrics and GET /health name it. */
  readonly url: string;
  readonly upstream: Upstream;
  status: ReplicaStatus;
}

/** Methods that change nothing: one reset before any answer may be sent to another replica. */
const REPEATABLE = new Set(['GET', 'HEAD']);

export interface ServiceReplicasOptions {
  service: string;
  urls: readonly string[];
  timeoutMs: number;
  log: FastifyBaseLogger;
  metrics: UpstreamMetrics;
}

/** No replica of the service could be asked: every one is out of rotation, or refused the request. */
export class NoReplicaAvailable extends Error {
  override readonly name = 'NoReplicaAvailable';

  constructor(service: string, cause?: Error) {
    super(`No replica of the ${service} service is available`, { cause });
  }
}

/**
 * The replicas of one service, each with its own connection pool, taken in turn (round robin) among those in
 * rotation. Nothing is ever sent twice unless it cannot have been acted on, or changes nothing (decision 0052): a
 * request whose connection was refused goes to the next replica whatever its method (and that replica is taken out at
 * once); a GET or HEAD whose connection was reset before any answer goes to one other replica; nothing else is retried.
 */
export class ServiceReplicas {
  readonly service: string;
  readonly replicas: readonly Replica[];
  private readonly log: FastifyBaseLogger;
  private readonly metrics: UpstreamMetrics;
  private next = 0;

  constructor(options: ServiceReplicasOptions) {
    this.service = options.service;
    this.log = options.log;
    this.metrics = options.metrics;
    // In rotation until a health check or a refused connection says otherwise, so the gateway serves from its start.
    this.replicas = options.urls.map((url) => ({ url, upstream: new Upstream(url, options.timeoutMs), status: 'up' }));
    for (const replica of this.replicas) this.metrics.setHealthy(this.service, replica.url, true);
    this.metrics.countRetriesOf(this.service);
  }

  /** The answer of one replica; rejects with NoReplicaAvailable, or the last replica's UpstreamFailure. */
  async request(request: UpstreamRequest): Promise<UpstreamAnswer> {
    const asked = new Set<Replica>();
    let retry: RetryReason | undefined;
    let failure: UpstreamFailure | undefined;
    let resetRetried = false;
    for (;;) {
      const replica = this.choose(asked);
      if (!replica) throw new NoReplicaAvailable(this.service, failure);
      if (retry) this.metrics.retried(this.service, retry);
      asked.add(replica);
      try {
        return await replica.upstream.request(request);
      } catch (error) {
        if (!(error instanceof UpstreamFailure)) throw error;
        if (error.kind === 'refused') {
          this.setStatus(replica, 'down', 'its connection was refused');
          retry = 'refused';
        } else if (error.kind === 'reset' && REPEATABLE.has(request.method) && !resetRetried) {
          resetRetried = true;
          retry = 'reset';
        } else throw error;
        failure = error;
      }
    }
  }

  /** Puts a replica in or out of rotation, saying so in the log and the metrics when that changes anything. */
  setStatus(replica: Replica, status: ReplicaStatus, why: string): void {
    if (replica.status === status) return;
    const was = replica.status;
    replica.status = status;
    this.metrics.setHealthy(this.service, replica.url, status === 'up');
    const fields = { service: this.service, upstream: replica.url, was, status };
    if (status === 'up') this.log.info(fields, `${this.service} replica back in rotation`);
    else this.log.warn(fields, `${this.service} replica ${status}: ${why}`);
  }

  close(): Promise<void> {
    return Promise.all(this.replicas.map((replica) => replica.upstream.close())).then(() => undefined);
  }

  /**
   * The next replica in turn that is up, else one that is saturated, else one that is out of rotation, leaving out
   * those already asked. With none in rotation every replica is still tried, as a lone one always was: a replica
   * started a moment ago serves before the next health check says so, one that drains still serves, and a refused
   * connection moves on at no risk. Refusing outright would only turn those answers into 503s during a rolling restart.
   */
  private choose(asked: ReadonlySet<Replica>): Replica | undefined {
    return this.nextWith('up', asked) ?? this.nextWith('saturated', asked) ?? this.nextWith('down', asked);
  }

  private nextWith(status: ReplicaStatus, asked: ReadonlySet<Replica>): Replica | undefined {
    const count = this.replicas.length;
    for (let step = 0; step < count; step += 1) {
      const index = (this.next + step) % count;
      const replica = this.replicas[index] as Replica;
      if (replica.status === status && !asked.has(replica)) {
        this.next = (index + 1) % count;
        return replica;
      }
    }
    return undefined;
  }
}

/** Every service's replicas, from the configured URLs (one or several per service). */
export function replicasOfEveryService(
  urls: Record<ServiceName, readonly string[]>,
  options: Omit<ServiceReplicasOptions, 'service' | 'urls'>,
): Record<ServiceName, ServiceReplicas> {
  return Object.fromEntries(
    SERVICE_NAMES.map((service) => [service, new ServiceReplicas({ ...options, service, urls: urls[service] })]),
  ) as Record<ServiceName, ServiceReplicas>;
}

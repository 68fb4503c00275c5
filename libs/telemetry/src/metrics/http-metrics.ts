import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds: from a cached catalogue answer (a few ms) to the upstream timeout of a slow checkout. */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a finished request is counted by. `route` is the route's template (`/classes/:id`), never the raw path. */
export interface FinishedRequest {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

/**
 * Rate, errors and duration of every HTTP route: `http_requests_total{method,route,status}` and
 * `http_request_duration_seconds{method,route}`. Requests that matched no route share the label `unmatched`, so a
 * scan of random paths cannot create a series per path.
 */
export class HttpMetrics {
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route'>;

  constructor(registry: Registry) {
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method and route template',
      labelNames: ['method', 'route'],
      buckets: HTTP_DURATION_BUCKETS,
      registers: [registry],
    });
  }

  record({ method, route, status, seconds }: FinishedRequest): void {
    this.requests.inc({ method, route, status: String(status) });
    this.duration.observe({ method, route }, seconds);
  }
}

export const UNMATCHED_ROUTE = 'unmatched';

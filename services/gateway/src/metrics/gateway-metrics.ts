import { createMetricsRegistry, HttpMetrics } from '@classhub/telemetry';
import type { Registry } from 'prom-client';
import { collectJetStream } from './jetstream-collector.js';
import { UpstreamMetrics } from './upstream-metrics.js';

export interface GatewayMetrics {
  registry: Registry;
  http: HttpMetrics;
  upstreams: UpstreamMetrics;
}

/**
 * The gateway's registry: its process, every answer it gives (through the edge), its service replicas, and NATS's
 * streams when monitored.
 */
export function gatewayMetrics(natsMonitorUrl: string | undefined): GatewayMetrics {
  const registry = createMetricsRegistry('gateway');
  if (natsMonitorUrl) collectJetStream(registry, natsMonitorUrl);
  return { registry, http: new HttpMetrics(registry), upstreams: new UpstreamMetrics(registry) };
}

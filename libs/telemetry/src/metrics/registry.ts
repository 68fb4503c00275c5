import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The registry of one process: every metric it exports carries `service` (identity, classes, …, gateway), and the
 * process's own figures come with it (CPU, heap and its spaces, event-loop lag, GC pauses, open handles).
 */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return registry;
}

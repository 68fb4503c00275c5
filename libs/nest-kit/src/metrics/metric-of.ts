import type { Metric, Registry } from 'prom-client';

/**
 * The metric `name` of `registry`, made by `create` the first time: several instances of one class (a consumer per
 * event, a pool per test app on a shared registry) count into one metric instead of failing to register it twice.
 */
export function metricOf<M extends Metric>(registry: Registry, name: string, create: () => M): M {
  return (registry.getSingleMetric(name) as M | undefined) ?? create();
}

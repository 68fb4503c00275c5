import { Counter, type CounterConfiguration, type LabelValues, type Metric, type Registry } from 'prom-client';

/**
 * The metric `name` of `registry`, made by `create` the first time: several instances of one class (a consumer per
 * event, a pool per test app on a shared registry) count into one metric instead of failing to register it twice.
 */
export function metricOf<M extends Metric>(registry: Registry, name: string, create: () => M): M {
  return (registry.getSingleMetric(name) as M | undefined) ?? create();
}

/**
 * A counter of `registry` (shared as `metricOf` shares it) whose series `zeroes` exist at 0 from the start, so a rate
 * or an alert over them is defined before the first event.
 */
export function counterOf<L extends string>(
  registry: Registry,
  configuration: Omit<CounterConfiguration<L>, 'registers'>,
  zeroes: LabelValues<L>[] = [],
): Counter<L> {
  const counter = metricOf(
    registry,
    configuration.name,
    () => new Counter({ ...configuration, registers: [registry] }),
  );
  for (const labels of zeroes) counter.inc(labels, 0);
  return counter;
}

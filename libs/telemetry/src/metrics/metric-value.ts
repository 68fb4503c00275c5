import type { Registry } from 'prom-client';

/**
 * The current value of counter or gauge `name` for `labels`, summed over the labels not given, 0 when no such series
 * exists yet: what a test reads before and after the event that should move it.
 */
export async function metricValue(
  registry: Registry,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) throw new Error(`No metric ${name} in this registry`);
  const { values } = await metric.get();
  const matches = values.filter((value) =>
    Object.entries(labels).every(([key, wanted]) => String(value.labels[key] ?? '') === wanted),
  );
  return matches.reduce((sum, value) => sum + value.value, 0);
}

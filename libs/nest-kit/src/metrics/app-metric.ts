import type { INestApplicationContext } from '@nestjs/common';
import { metricValue } from '@classhub/telemetry';
import type { Registry } from 'prom-client';
import { METRICS_REGISTRY } from './metrics.tokens.js';

/** A counter or gauge of a running service, as its GET /metrics would show it (for tests of what moves a metric). */
export function appMetric(
  app: INestApplicationContext,
  name: string,
  labels?: Record<string, string>,
): Promise<number> {
  return metricValue(app.get<symbol, Registry>(METRICS_REGISTRY), name, labels);
}

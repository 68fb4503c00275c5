import { Gauge, type Registry } from 'prom-client';
import type pg from 'pg';
import { scrapeReading } from '@classhub/telemetry';
import { metricOf } from './metric-of.js';

// Uses outbox_pending_idx (created_at where published_at is null): cheap however many published rows are kept.
const PENDING = `SELECT count(*)::int AS waiting,
  coalesce(extract(epoch FROM clock_timestamp() - min(created_at)), 0)::float AS oldest
  FROM outbox WHERE published_at IS NULL`;

/**
 * Events written but not yet on NATS, read at each scrape: `outbox_pending_events` and
 * `outbox_oldest_pending_age_seconds`. A growing age means the relay cannot publish (NATS down, or the stream refusing).
 */
export class OutboxMetrics {
  constructor(registry: Registry, pool: pg.Pool) {
    const read = scrapeReading(() =>
      pool.query<{ waiting: number; oldest: number }>(PENDING).then(({ rows }) => rows[0] ?? { waiting: 0, oldest: 0 }),
    );
    metricOf(
      registry,
      'outbox_pending_events',
      () =>
        new Gauge({
          name: 'outbox_pending_events',
          help: 'Events in the outbox not yet published to NATS',
          registers: [registry],
          async collect() {
            this.set((await read()).waiting);
          },
        }),
    );
    metricOf(
      registry,
      'outbox_oldest_pending_age_seconds',
      () =>
        new Gauge({
          name: 'outbox_oldest_pending_age_seconds',
          help: 'Age of the oldest event not yet published to NATS (0 when none waits)',
          registers: [registry],
          async collect() {
            this.set((await read()).oldest);
          },
        }),
    );
  }
}

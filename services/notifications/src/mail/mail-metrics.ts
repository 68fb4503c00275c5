import { Inject, Injectable } from '@nestjs/common';
import { counterOf, METRICS_REGISTRY, PG_POOL } from '@classhub/nest-kit';
import { scrapeReading } from '@classhub/telemetry';
import type pg from 'pg';
import { Gauge, type Counter, type Registry } from 'prom-client';

const QUEUE = `SELECT count(*)::int AS waiting,
  coalesce(extract(epoch FROM now() - min(created_at)), 0)::float AS oldest FROM mail_queue`;

/**
 * Mail as Prometheus sees it (docs/operations.md#metrics): each SMTP attempt by kind and outcome
 * (`classhub_mails_total{kind,outcome="sent|failed"}`), and the queue read at each scrape: mails waiting and the age
 * of the oldest. A queue that ages while `failed` climbs is the SMTP server refusing or down.
 */
@Injectable()
export class MailMetrics {
  private readonly mails: Counter<'kind' | 'outcome'>;

  constructor(@Inject(METRICS_REGISTRY) registry: Registry, @Inject(PG_POOL) pool: pg.Pool) {
    this.mails = counterOf(registry, {
      name: 'classhub_mails_total',
      help: 'SMTP attempts by kind of mail and outcome: sent, failed (tried again later)',
      labelNames: ['kind', 'outcome'],
    });
    const read = scrapeReading(() =>
      pool.query<{ waiting: number; oldest: number }>(QUEUE).then(({ rows }) => rows[0] ?? { waiting: 0, oldest: 0 }),
    );
    new Gauge({
      name: 'classhub_mail_queue_pending',
      help: 'Mails queued and not yet accepted by the SMTP server',
      registers: [registry],
      async collect() {
        this.set((await read()).waiting);
      },
    });
    new Gauge({
      name: 'classhub_mail_queue_oldest_age_seconds',
      help: 'Age of the oldest mail not yet accepted by the SMTP server (0 when none waits)',
      registers: [registry],
      async collect() {
        this.set((await read()).oldest);
      },
    });
  }

  attempted(kind: string, outcome: 'sent' | 'failed'): void {
    this.mails.inc({ kind, outcome });
  }
}

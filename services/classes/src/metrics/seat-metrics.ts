import { Inject, Injectable } from '@nestjs/common';
import { METRICS_REGISTRY, PG_POOL } from '@classhub/nest-kit';
import { scrapeReading } from '@classhub/telemetry';
import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import { WAITLIST_STATUSES } from '../waitlist/waitlist-entry.entity.js';

// Both indexed (the partial indexes on held holds and on live entries); the ended statuses are counted too, as totals
// whose increase over time is what happened (offers that lapsed, claims).
const FIGURES = `SELECT
  (SELECT count(*)::int FROM seat_holds WHERE status = 'held') AS held,
  (SELECT coalesce(json_object_agg(status, n), '{}') FROM
    (SELECT status, count(*)::int AS n FROM waitlist_entries GROUP BY status) AS by_status) AS waitlist`;

interface Figures {
  held: number;
  waitlist: Record<string, number>;
}

/**
 * The seats as the database has them, read at each scrape (so every replica reports the same truth, whichever served
 * the hold): `classhub_seats_held` and `classhub_waitlist_entries{status}` (waiting, offered, claimed, expired, left,
 * enrolled). Offers made over a period are the increase of offered + claimed + expired + enrolled.
 */
@Injectable()
export class SeatMetrics {
  constructor(@Inject(METRICS_REGISTRY) registry: Registry, @Inject(PG_POOL) pool: pg.Pool) {
    const read = scrapeReading(() =>
      pool.query<Figures>(FIGURES).then(({ rows }) => rows[0] ?? { held: 0, waitlist: {} }),
    );
    new Gauge({
      name: 'classhub_seats_held',
      help: 'Seats held for a checkout in progress (not yet paid, not yet given back)',
      registers: [registry],
      async collect() {
        this.set((await read()).held);
      },
    });
    new Gauge({
      name: 'classhub_waitlist_entries',
      help: 'Waitlist entries by status: waiting, offered (a seat kept for the student), claimed, expired, left, enrolled',
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        const { waitlist } = await read();
        for (const status of WAITLIST_STATUSES) this.set({ status }, waitlist[status] ?? 0);
      },
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { BackgroundJob, DRIZZLE } from '@classhub/nest-kit';
import { sql } from 'drizzle-orm';
import { CATALOG_CHANGED_CHANNEL } from '../catalog/catalog-cache.js';
import type { ClassesDb } from '../db/classes-db.js';

const INTERVAL_MS = 30_000;

/**
 * The catalogue's answers are kept until a class changes (CatalogCache), but time changes them too: a session that ends
 * moves a card's next session on, and the last one takes the class out of the default view. Every 30 s this looks for
 * a session that ended since the last look and, if one did, sends the catalogue's change notification, so that every
 * replica and gateway drops its copies as for any change of a class.
 */
@Injectable()
export class SessionBoundaries extends BackgroundJob {
  private lastLook = new Date();

  constructor(@Inject(DRIZZLE) private readonly db: ClassesDb) {
    super('Session boundaries', { intervalMs: INTERVAL_MS });
  }

  protected async work(): Promise<void> {
    await this.look();
  }

  /** One look; true when a session ended since the last one (the catalogue was then told). */
  async look(now = new Date()): Promise<boolean> {
    const since = this.lastLook;
    const result = await this.db.execute(sql`
      select 1 from class_sessions
      where starts_at + duration_minutes * interval '1 minute' > ${since.toISOString()}::timestamptz
        and starts_at + duration_minutes * interval '1 minute' <= ${now.toISOString()}::timestamptz
      limit 1`);
    this.lastLook = now;
    if (result.rows.length === 0) return false;
    await this.db.execute(sql`select pg_notify(${CATALOG_CHANGED_CHANNEL}, '')`);
    return true;
  }
}

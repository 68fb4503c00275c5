import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CLASS_CREATED_V1, zonedTimeToInstant } from '@classhub/contracts';
import { DRIZZLE, MEDIA_STORE, OutboxWriter, SERVICE_CONFIG, seedIfEmpty, type MediaStore } from '@classhub/nest-kit';
import path from 'node:path';
import { classes } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import { DEMO_IMAGES_FOLDER, type ClassesConfig } from '../config/classes.config.js';
import type { ClassesDb } from '../db/classes-db.js';
import { insertSessions, scheduleSpan, type PlannedSession } from '../schedule/class-schedule.js';
import { DEMO_CLASSES, type DemoClass } from './demo-classes.js';

export const classImageUrl = (file: string): string => `/api/media/classes/${file}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo class's sessions, counted in days from `now` (the seeding), at its time of day in its zone. */
export function demoSessions(schedule: DemoClass['schedule'], timeZone: string, now: Date): PlannedSession[] {
  return Array.from({ length: schedule.count }, (_, index) => {
    const day = new Date(now.getTime() + (schedule.firstInDays + index * schedule.everyDays) * DAY_MS);
    return {
      startsAt: zonedTimeToInstant(day.toISOString().slice(0, 10), schedule.time, timeZone),
      durationMinutes: schedule.durationMinutes,
    };
  });
}

/**
 * Fills an empty catalogue with the demo classes and their images (only when SEED_DEMO_DATA is on), and publishes
 * CLASS_CREATED_V1 for each in the same transaction, so read models elsewhere (identity's popular instructors) see them.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeeder.name);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ClassesConfig,
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
    private readonly outbox: OutboxWriter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_DATA) return;
    for (const demo of DEMO_CLASSES) {
      await this.media.importFile(path.join(DEMO_IMAGES_FOLDER, demo.image), demo.image);
    }
    const now = new Date();
    const seeded = await seedIfEmpty(this.db, classes, async (tx) => {
      for (const { image, schedule, ...demo } of DEMO_CLASSES) {
        const sessions = demoSessions(schedule, demo.timeZone, now);
        const [row] = await tx
          .insert(classes)
          .values({ ...demo, classImage: classImageUrl(image), ...scheduleSpan(sessions) })
          .returning();
        if (!row) throw new Error('INSERT … RETURNING gave no row');
        await insertSessions(tx, row.id, sessions);
        await this.outbox.enqueue(tx, CLASS_CREATED_V1, toClassSnapshot(row));
      }
    });
    if (seeded) this.logger.log(`Seeded ${DEMO_CLASSES.length} demo classes`);
  }
}

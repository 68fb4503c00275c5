import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CLASS_CREATED_V1 } from '@classhub/contracts';
import { DRIZZLE, LocalMediaStore, MEDIA_STORE, OutboxWriter, SERVICE_CONFIG, seedIfEmpty } from '@classhub/nest-kit';
import path from 'node:path';
import { classes } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import { DEMO_IMAGES_FOLDER, type ClassesConfig } from '../config/classes.config.js';
import type { ClassesDb } from '../db/classes-db.js';
import { DEMO_CLASSES } from './demo-classes.js';

export const classImageUrl = (file: string): string => `/api/media/classes/${file}`;

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
    @Inject(MEDIA_STORE) private readonly media: LocalMediaStore,
    private readonly outbox: OutboxWriter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_DATA) return;
    for (const demo of DEMO_CLASSES) {
      await this.media.importFile(path.join(DEMO_IMAGES_FOLDER, demo.image), demo.image);
    }
    const seeded = await seedIfEmpty(this.db, classes, async (tx) => {
      const rows = await tx
        .insert(classes)
        .values(DEMO_CLASSES.map(({ image, ...demo }) => ({ ...demo, classImage: classImageUrl(image) })))
        .returning();
      for (const row of rows) await this.outbox.enqueue(tx, CLASS_CREATED_V1, toClassSnapshot(row));
    });
    if (seeded) this.logger.log(`Seeded ${DEMO_CLASSES.length} demo classes`);
  }
}

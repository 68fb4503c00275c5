import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { USER_REGISTERED_V1 } from '@classhub/contracts';
import { DRIZZLE, MEDIA_STORE, OutboxWriter, SERVICE_CONFIG, seedIfEmpty, type MediaStore } from '@classhub/nest-kit';
import path from 'node:path';
import { DEMO_IMAGES_FOLDER, type IdentityConfig } from '../config/identity.config.js';
import type { IdentityDb } from '../db/identity-db.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { users } from '../users/user.entity.js';
import { toUserSnapshot } from '../users/user.mapper.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';

export const userPhotoUrl = (file: string): string => `/api/media/users/${file}`;

/** Creates the demo accounts and their photos on an empty database (only when SEED_DEMO_DATA is on), announcing each. */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeeder.name);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
    private readonly hasher: PasswordHasher,
    private readonly outbox: OutboxWriter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_DATA) return;
    for (const demo of DEMO_USERS) {
      await this.media.importFile(path.join(DEMO_IMAGES_FOLDER, demo.avatar), demo.avatar);
    }
    // One hash for all: argon2 is deliberately slow, and the accounts share the documented password.
    const passwordHash = await this.hasher.hash(DEMO_PASSWORD);
    const seeded = await seedIfEmpty(this.db, users, async (tx) => {
      const rows = await tx
        .insert(users)
        .values(DEMO_USERS.map(({ avatar, ...demo }) => ({ ...demo, photo: userPhotoUrl(avatar), passwordHash })))
        .returning();
      // Other services learn the demo roles (admin, instructors) from these, as they do for real sign-ups.
      for (const row of rows) await this.outbox.enqueue(tx, USER_REGISTERED_V1, toUserSnapshot(row));
    });
    if (seeded) this.logger.log(`Seeded ${DEMO_USERS.length} demo accounts`);
  }
}

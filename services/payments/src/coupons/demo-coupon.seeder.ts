import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DRIZZLE, PeriodicTask, SERVICE_CONFIG, seedIfEmpty, userRoles } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import type { PaymentsConfig } from '../config/payments.config.js';
import type { PaymentsDb } from '../db/payments-db.js';
import { coupons } from './coupon.entity.js';

/** The demo's promotion code: 10 % off every class, made by the demo admin (README's demo section names it). */
export const DEMO_COUPON = { code: 'WELCOME10', percentOff: 10 } as const;

const LOOK_EVERY_MS = 1000;

/**
 * Adds the demo code to an empty coupons table when SEED_DEMO_DATA is on. Its maker is the demo admin, whom payments
 * learns of from identity's events a moment after both start: until then it looks again every second.
 */
@Injectable()
export class DemoCouponSeeder implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DemoCouponSeeder.name);
  private readonly task = new PeriodicTask('Demo coupon', LOOK_EVERY_MS, () => this.seed());
  private done = false;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: PaymentsConfig,
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.SEED_DEMO_DATA) this.task.start({ immediately: true });
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  private async seed(): Promise<void> {
    if (this.done) return;
    const [admin] = await this.db.select().from(userRoles).where(eq(userRoles.role, 'admin')).limit(1);
    if (!admin) return;
    this.done = true;
    const seeded = await seedIfEmpty(this.db, coupons, async (tx) => {
      await tx.insert(coupons).values({ ...DEMO_COUPON, createdBy: admin.userId, createdByRole: 'admin' });
    });
    if (seeded) this.logger.log(`Seeded the demo promotion code ${DEMO_COUPON.code}`);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, SERVICE_CONFIG, seedIfEmpty, userRoles } from '@classhub/nest-kit';
import { and, eq } from 'drizzle-orm';
import type { PaymentsConfig } from '../config/payments.config.js';
import type { PaymentsDb } from '../db/payments-db.js';
import { WaitingDemoSeeder } from '../seed/waiting-demo-seeder.js';
import { coupons } from './coupon.entity.js';

/** The demo's promotion code: 10 % off every class, made by the demo admin (README's demo section names it). */
export const DEMO_COUPON = { code: 'WELCOME10', percentOff: 10 } as const;

/**
 * Adds the demo code to an empty coupons table when SEED_DEMO_DATA is on. Its maker is the demo admin, whom payments
 * learns of from identity's events a moment after both start.
 */
@Injectable()
export class DemoCouponSeeder extends WaitingDemoSeeder {
  constructor(
    @Inject(SERVICE_CONFIG) config: PaymentsConfig,
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
  ) {
    super(DemoCouponSeeder.name, config.SEED_DEMO_DATA);
  }

  protected async seedWhenReady(): Promise<boolean> {
    const [admin] = await this.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.role, 'admin'), eq(userRoles.deleted, false)))
      .limit(1);
    if (!admin) return false;
    const seeded = await seedIfEmpty(this.db, coupons, async (tx) => {
      await tx.insert(coupons).values({ ...DEMO_COUPON, createdBy: admin.userId, createdByRole: 'admin' });
    });
    if (seeded) this.logger.log(`Seeded the demo promotion code ${DEMO_COUPON.code}`);
    return true;
  }
}

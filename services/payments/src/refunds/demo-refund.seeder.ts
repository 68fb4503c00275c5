import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_USER_LIST, type UserState } from '@classhub/contracts';
import { DRIZZLE, RequestClient, SERVICE_CONFIG, seedIfEmpty } from '@classhub/nest-kit';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { classListings } from '../class-listings/class-listings-read-model.entity.js';
import type { PaymentsConfig } from '../config/payments.config.js';
import type { PaymentsDb } from '../db/payments-db.js';
import { payments } from '../payments/payment.entity.js';
import { WaitingDemoSeeder } from '../seed/waiting-demo-seeder.js';
import { refunds } from './refund.entity.js';

/**
 * The demo's refunded payment (docs/payments.md#refunds): a demo student bought a demo class three days ago and asked
 * for the refund a day later. The seat went back then, so classes' demo seat counts are as seeded. Neither the class
 * nor the student is one the end-to-end tests count payments of.
 */
export const DEMO_REFUND = {
  studentEmail: 'student4@classhub.test',
  className: 'Astronomy Night Sky',
  transactionId: 'pi_demo_refunded_astronomy',
  providerRefundId: 're_demo_refunded_astronomy',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds the demo refund to an empty ledger when SEED_DEMO_DATA is on, once payments knows the class (classes' events)
 * and identity can name the student.
 */
@Injectable()
export class DemoRefundSeeder extends WaitingDemoSeeder {
  constructor(
    @Inject(SERVICE_CONFIG) config: PaymentsConfig,
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    private readonly requests: RequestClient,
  ) {
    super(DemoRefundSeeder.name, config.SEED_DEMO_DATA);
  }

  protected async seedWhenReady(): Promise<boolean> {
    const [listing] = await this.db
      .select()
      .from(classListings)
      .where(eq(classListings.className, DEMO_REFUND.className))
      .limit(1);
    const student = listing && (await this.demoStudent());
    if (!listing || !student) return false;
    const paidAt = new Date(Date.now() - 3 * DAY_MS);
    const refundedAt = new Date(paidAt.getTime() + DAY_MS);
    const seeded = await seedIfEmpty(this.db, refunds, async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({
          transactionId: DEMO_REFUND.transactionId,
          holdId: randomUUID(),
          selectionId: randomUUID(),
          studentId: student.userId,
          studentEmail: student.email,
          studentName: student.name,
          classId: listing.classId,
          className: listing.className,
          classImage: listing.classImage,
          instructorName: listing.instructorName,
          instructorEmail: listing.instructorEmail,
          priceCents: listing.priceCents,
          enrolmentStatus: 'refunded',
          refundId: DEMO_REFUND.providerRefundId,
          refundReason: 'Refunded at the student’s request',
          paidAt,
        })
        .returning();
      if (!payment) throw new Error('The demo payment was not written');
      await tx.insert(refunds).values({
        paymentId: payment.id,
        amountCents: payment.priceCents,
        state: 'succeeded',
        initiatedBy: 'student',
        initiatedByUserId: student.userId,
        providerRefundId: DEMO_REFUND.providerRefundId,
        requestedAt: refundedAt,
        seatReleasedAt: refundedAt,
        settledAt: refundedAt,
        updatedAt: refundedAt,
      });
    });
    if (seeded) this.logger.log(`Seeded the demo refund of ${DEMO_REFUND.className} to ${DEMO_REFUND.studentEmail}`);
    return true;
  }

  /** The demo student as identity has them, looked for a page of users at a time; undefined while unknown. */
  private async demoStudent(): Promise<UserState | undefined> {
    let after: string | undefined;
    for (;;) {
      const page = await this.requests.request(IDENTITY_USER_LIST, { after, limit: 200 });
      const found = page.users.find(({ email }) => email === DEMO_REFUND.studentEmail);
      if (found || !page.next) return found;
      after = page.next;
    }
  }
}

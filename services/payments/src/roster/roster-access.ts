import { Inject, Injectable } from '@nestjs/common';
import { ROSTER_MESSAGES } from '@classhub/contracts';
import { DRIZZLE, forbidden, notFound, type AuthenticatedUser } from '@classhub/nest-kit';
import { desc, eq } from 'drizzle-orm';
import { classListings } from '../class-listings/class-listings-read-model.entity.js';
import type { PaymentsDb } from '../db/payments-db.js';
import { payments } from '../payments/payment.entity.js';

/** The class a roster is about: what the roster and its mails name. */
export interface RosterClass {
  classId: string;
  className: string;
  instructorName: string;
  instructorEmail: string;
}

/**
 * Who may read a class's roster: an admin, or the instructor who teaches it, matched on the token's email as their
 * sales and promotion codes are (decision 0042). The class is known from payments' class listings; a class whose
 * listing has not arrived yet but has payments is known from those (each copies the class at payment time). A class
 * known from neither is not found: it has nobody to list yet either way.
 */
@Injectable()
export class RosterAccess {
  constructor(@Inject(DRIZZLE) private readonly db: PaymentsDb) {}

  async classFor(
    user: AuthenticatedUser,
    classId: string,
    notOwner: string = ROSTER_MESSAGES.notYourClass,
  ): Promise<RosterClass> {
    const found = (await this.listing(classId)) ?? (await this.fromPayments(classId));
    if (!found) throw notFound(ROSTER_MESSAGES.classNotFound);
    if (user.role !== 'admin' && found.instructorEmail.toLowerCase() !== user.email.toLowerCase())
      throw forbidden(notOwner);
    return found;
  }

  private async listing(classId: string): Promise<RosterClass | undefined> {
    const [listing] = await this.db
      .select({
        classId: classListings.classId,
        className: classListings.className,
        instructorName: classListings.instructorName,
        instructorEmail: classListings.instructorEmail,
      })
      .from(classListings)
      .where(eq(classListings.classId, classId));
    return listing;
  }

  private async fromPayments(classId: string): Promise<RosterClass | undefined> {
    const [latest] = await this.db
      .select({
        classId: payments.classId,
        className: payments.className,
        instructorName: payments.instructorName,
        instructorEmail: payments.instructorEmail,
      })
      .from(payments)
      .where(eq(payments.classId, classId))
      .orderBy(desc(payments.paidAt))
      .limit(1);
    return latest;
  }
}

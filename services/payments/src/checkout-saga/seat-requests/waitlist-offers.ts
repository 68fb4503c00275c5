import { Inject, Injectable } from '@nestjs/common';
import { CLASSES_WAITLIST_OFFER } from '@classhub/contracts';
import { DRIZZLE, RequestClient, RequestFailedError } from '@classhub/nest-kit';
import { eq, sql } from 'drizzle-orm';
import { classListings } from '../../class-listings/class-listings-read-model.entity.js';
import type { PaymentsDb } from '../../db/payments-db.js';

/**
 * Decision 0038: a seat offered from a class's waitlist is kept out of the seats the class lists, so the class looks
 * full to everyone, its student included. Only classes knows whom a seat is kept for; it is asked only about a class
 * listed as full, so selecting or paying for a class with seats never waits for it.
 */
@Injectable()
export class WaitlistOffers {
  private readonly listedSeats;

  constructor(
    @Inject(DRIZZLE) db: PaymentsDb,
    private readonly requests: RequestClient,
  ) {
    this.listedSeats = db
      .select({ availableSeats: classListings.availableSeats })
      .from(classListings)
      .where(eq(classListings.classId, sql.placeholder('classId')))
      .prepare('waitlist_offers_listed_seats');
  }

  /**
   * Whether classes keeps a seat of the class for the student; `listedSeats` is the class's listing when the caller
   * has read it. A class with seats listed, or classes not answering, is no offer: the usual path decides.
   */
  async seatKeptFor(classId: string, studentId: string, listedSeats?: number): Promise<boolean> {
    const seats = listedSeats ?? (await this.listedSeats.execute({ classId }))[0]?.availableSeats;
    if (seats === undefined || seats > 0) return false;
    try {
      return (await this.requests.request(CLASSES_WAITLIST_OFFER, { classId, studentId })).offered;
    } catch (error) {
      if (error instanceof RequestFailedError) return false;
      throw error;
    }
  }
}

import { Injectable } from '@nestjs/common';
import { CLASSES_WAITLIST_OFFER } from '@classhub/contracts';
import { RequestClient, RequestFailedError } from '@classhub/nest-kit';

/**
 * Decision 0038: a seat offered from a class's waitlist is kept out of the seats the class lists, so the class looks
 * full to everyone, its student included. Only classes knows whom a seat is kept for; it is asked only about a class
 * listed as full, so selecting or paying for a class with seats never waits for it.
 */
@Injectable()
export class WaitlistOffers {
  constructor(private readonly requests: RequestClient) {}

  /**
   * Whether classes keeps a seat of the class for the student, given the seats its listing shows. A class with seats
   * listed (or none known), or classes not answering, is no offer: the usual path decides.
   */
  async seatKeptFor(classId: string, studentId: string, listedSeats: number | undefined): Promise<boolean> {
    if (listedSeats === undefined || listedSeats > 0) return false;
    try {
      return (await this.requests.request(CLASSES_WAITLIST_OFFER, { classId, studentId })).offered;
    } catch (error) {
      if (error instanceof RequestFailedError) return false;
      throw error;
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { OutboxWriter, SERVICE_CONFIG, type EventsTransaction } from '@classhub/nest-kit';
import type { ClassRow } from '../classes/class.entity.js';
import { waitlistOfferSeconds, type ClassesConfig } from '../config/classes.config.js';
import type { SeatHoldRow } from '../seats/seat-hold.entity.js';
import { claimOffer, enrolOnOffer, endEntriesOfEnrolled, seatOfReleasedHold } from './persistence/offer-holds.js';
import { giveSeatsBack, type SeatsBack } from './persistence/seats-given-back.js';

/**
 * The waitlist's part in every seat transaction (decision 0038), run in the caller's transaction: seats given back go
 * to the students in line first, an offer's seat becomes its student's hold, and a released hold of an offer returns
 * to it.
 */
@Injectable()
export class WaitlistSeats {
  private readonly offerSeconds: number;

  constructor(
    private readonly outbox: OutboxWriter,
    @Inject(SERVICE_CONFIG) config: ClassesConfig,
  ) {
    this.offerSeconds = waitlistOfferSeconds(config);
  }

  /** Seats back to the class: offered to those waiting, the rest to everyone. Issue 36's raised seats call it too. */
  giveBack(tx: EventsTransaction, seats: SeatsBack): Promise<ClassRow | undefined> {
    return giveSeatsBack(tx, this.outbox, this.offerSeconds, seats);
  }

  /** The seat of a hold that was just released (its row updated in `tx`). */
  heldSeatReleased(tx: EventsTransaction, hold: Pick<SeatHoldRow, 'id' | 'classId' | 'offerId'>): Promise<void> {
    return seatOfReleasedHold(tx, this.outbox, this.offerSeconds, hold);
  }

  /** The offer's seat for the hold just written; undefined (roll back) when the offer has ended. */
  claim(tx: EventsTransaction, offerId: string, holdId: string): Promise<ClassRow | undefined> {
    return claimOffer(tx, offerId, holdId);
  }

  /** A late payment of a released hold of an offer still offered to its student: the offer's seat is enrolled. */
  enrolOnOffer(
    tx: EventsTransaction,
    hold: Pick<SeatHoldRow, 'id' | 'classId' | 'studentId' | 'offerId'>,
  ): Promise<ClassRow | undefined> {
    return enrolOnOffer(tx, hold);
  }

  /** The student was enrolled in the class: their entries end, a seat still offered to them is freed. */
  enrolled(tx: EventsTransaction, classId: string, studentId: string): Promise<void> {
    return endEntriesOfEnrolled(tx, this.outbox, this.offerSeconds, classId, studentId);
  }
}

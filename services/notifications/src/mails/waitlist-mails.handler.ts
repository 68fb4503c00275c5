import { Injectable, Logger } from '@nestjs/common';
import { WAITLIST_OFFER_EXPIRED_V1, WAITLIST_OFFER_MADE_V1 } from '@classhub/contracts';
import { OnEvent, type EventsTransaction } from '@classhub/nest-kit';
import { MailOutbox, type MailKind } from '../mail/mail-outbox.js';
import type { MailContent } from '../mail/templates/mail-content.js';
import {
  waitlistOfferExpiredMail,
  waitlistOfferMail,
  type LapsedOffer,
  type WaitlistOffer,
} from '../mail/templates/waitlist-offer.mail.js';
import { contactOf } from '../users/contact-of.js';

/**
 * A seat offered from a class's waitlist, and an offer that lapsed (decision 0038): mailed to the student whatever the
 * preferences, as they asked for it by joining. Keyed by the offer, not the event: one mail of each kind per offer.
 */
@Injectable()
export class WaitlistMailsHandler {
  private readonly logger = new Logger(WaitlistMailsHandler.name);

  constructor(private readonly outbox: MailOutbox) {}

  @OnEvent(WAITLIST_OFFER_MADE_V1)
  async onOfferMade(offer: WaitlistOffer, tx: EventsTransaction): Promise<void> {
    await this.mailStudent(tx, offer, 'waitlist-offer', (name) => waitlistOfferMail(offer, name, this.outbox.site));
  }

  @OnEvent(WAITLIST_OFFER_EXPIRED_V1)
  async onOfferExpired(offer: LapsedOffer, tx: EventsTransaction): Promise<void> {
    await this.mailStudent(tx, offer, 'waitlist-offer-expired', (name) =>
      waitlistOfferExpiredMail(offer, name, this.outbox.site),
    );
  }

  private async mailStudent(
    tx: EventsTransaction,
    offer: LapsedOffer,
    kind: MailKind,
    content: (studentName: string) => MailContent,
  ): Promise<void> {
    const student = await contactOf(tx, offer.studentId);
    // A student unknown here has deleted their account (classes ends their entries then): nobody to write to.
    if (!student) {
      this.logger.warn(`No contact for student ${offer.studentId}: offer ${offer.offerId} not mailed (${kind})`);
      return;
    }
    await this.outbox.enqueue(tx, offer.offerId, kind, student, content(student.name));
  }
}

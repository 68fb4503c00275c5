import type { EventData, WAITLIST_OFFER_EXPIRED_V1, WAITLIST_OFFER_MADE_V1 } from '@classhub/contracts';
import { action, details, paragraph, type MailContent, type MailSite } from './mail-content.js';
import { formatMailDate } from './mail-format.js';

export type WaitlistOffer = EventData<typeof WAITLIST_OFFER_MADE_V1>;
export type LapsedOffer = EventData<typeof WAITLIST_OFFER_EXPIRED_V1>;

/** Where the student claims the seat: their waitlist page lists it with Claim (decision 0038). */
const waitlistPage = (site: MailSite) => `${site.publicUrl}/dashboard/waitlist`;

/** A freed seat kept for the first student in line: until when (in UTC, a mail cannot know its reader's zone). */
export function waitlistOfferMail(offer: WaitlistOffer, studentName: string, site: MailSite): MailContent {
  const until = formatMailDate(offer.expiresAt);
  return {
    subject: `A seat in "${offer.className}" is yours until ${until}`,
    heading: 'A seat is waiting for you',
    greetingName: studentName,
    blocks: [
      paragraph(
        `A seat freed up in "${offer.className}" and you were first on its waitlist, so it is kept for you alone until ${until}. After that, it goes to the next student in line.`,
      ),
      details([
        { label: 'Class', value: offer.className },
        { label: 'Seat kept until', value: until, strong: true },
      ]),
      action('Claim your seat', waitlistPage(site)),
      paragraph(
        'Press Claim on your waitlist page and pay for the class: the seat is yours as soon as your payment starts, before that time.',
      ),
    ],
  };
}

/** The offer ran out unclaimed: the seat went to the next in line (or back on sale), and the student left the line. */
export function waitlistOfferExpiredMail(offer: LapsedOffer, studentName: string, site: MailSite): MailContent {
  return {
    subject: `The seat kept for you in "${offer.className}" went to the next in line`,
    heading: 'Your offered seat has expired',
    greetingName: studentName,
    blocks: [
      paragraph(
        `The seat kept for you in "${offer.className}" was not claimed in time, so it went to the next student on the waitlist (or back on sale if nobody else was waiting). You are no longer on this class's waitlist.`,
      ),
      paragraph('If the class has a seat again later, you can join its waitlist once more.'),
      action('See your waitlist', waitlistPage(site)),
    ],
  };
}

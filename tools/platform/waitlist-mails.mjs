// Says whether every waitlist offer of some classes was mailed exactly once (decision 0038): the seat offered, and the
// offer that lapsed. It reads classes' database for the offers made and ended, notifications' for the students'
// addresses, and the mail catcher's REST API for what was sent; like mail-consistency.mjs it counts a mail by its
// Message-ID, so a copy resent after a crash (the same Message-ID) is one mail and a second mail is a double.
/* global AbortSignal */
import { query } from './database-query.mjs';
import { catchMail, tallyMails } from './mail-tally.mjs';

/** The waitlist mails (services/notifications/src/mail/templates/waitlist-offer.mail.ts) by subject: their class. */
const KINDS = [
  { kind: 'offer', subject: /^A seat in "(.*)" is yours until / },
  { kind: 'offer-expired', subject: /^The seat kept for you in "(.*)" went to the next in line$/ },
];

// One offer per student and class in the runs checked: a student whose offer lapsed is out of the line for good.
const keyOf = (kind, className, address) => `${kind} "${className}" ${address.toLowerCase()}`;

/**
 * @param {{ classes: string, notifications: string, mailUrl: string, classIds: string[] }} target  the two databases'
 *   URLs, the catcher's web URL, the classes whose offers are checked
 * @returns {Promise<{ ok: boolean, problems: string[], figures: { expected: number, found: number, missing: number,
 *   doubled: number, unexpected: number, resent: number, offers: number, expired: number } }>}
 */
export async function waitlistMails({ classes, notifications, mailUrl, classIds }) {
  const offers = await query(
    classes,
    `SELECT w.student_id, w.status, c.class_name FROM waitlist_entries w JOIN classes c ON c.id = w.class_id
     WHERE w.class_id = ANY($1) AND w.offered_at IS NOT NULL`,
    [classIds],
  );
  const contacts = await query(notifications, 'SELECT user_id, email FROM user_contacts WHERE user_id = ANY($1)', [
    [...new Set(offers.map((offer) => offer.student_id))],
  ]);
  const emailOf = new Map(contacts.map((contact) => [contact.user_id, contact.email]));
  const problems = [];
  const expected = new Set();
  for (const offer of offers) {
    const email = emailOf.get(offer.student_id);
    if (!email) {
      problems.push(`no address for student ${offer.student_id} in notifications`);
      continue;
    }
    expected.add(keyOf('offer', offer.class_name, email));
    if (offer.status === 'expired') expected.add(keyOf('offer-expired', offer.class_name, email));
  }

  const classNames = new Set(offers.map((offer) => offer.class_name));
  const answer = await fetch(`${mailUrl.replace(/\/$/, '')}/api/email`, { signal: AbortSignal.timeout(10_000) });
  if (!answer.ok) throw new Error(`The mail catcher answered ${answer.status}`);
  const caught = new Map();
  for (const mail of await answer.json()) {
    const match = KINDS.map(({ kind, subject }) => ({ kind, className: subject.exec(mail.subject ?? '')?.[1] })).find(
      ({ className }) => className !== undefined && classNames.has(className),
    );
    if (!match) continue;
    for (const to of mail.to ?? []) {
      catchMail(caught, keyOf(match.kind, match.className, to.address), mail);
    }
  }

  const figures = tallyMails(expected, caught, problems);
  const expired = offers.filter((offer) => offer.status === 'expired').length;
  return { ok: problems.length === 0, problems, figures: { ...figures, offers: offers.length, expired } };
}

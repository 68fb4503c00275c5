// Reads classes' database directly and says whether the waitlist's invariants hold for some classes (decision 0038):
// what the fault and load tests check while offers are made, claimed and expired under kills. `seatSample` is one
// statement, so one snapshot: its invariants hold at every moment, not only once the platform has settled, and a
// watcher may take it many times a second. `waitlistConsistency` follows each offer through its events and holds.
import { query } from './database-query.mjs';

const OFFER_MADE = 'classes.waitlist.offer-made.v1';
const OFFER_EXPIRED = 'classes.waitlist.offer-expired.v1';

/**
 * Each class's seats as one snapshot: available, enrolled, held holds, live and ended offers, students waiting, and
 * students with two live offers (offered or claimed) for it.
 */
const SEATS_SQL = `
  SELECT c.id, c.available_seats, c.enrolled,
    (SELECT count(*)::int FROM seat_holds h WHERE h.class_id = c.id AND h.status = 'held') AS held,
    (SELECT count(*)::int FROM waitlist_entries w WHERE w.class_id = c.id AND w.status = 'offered') AS offered,
    (SELECT count(*)::int FROM waitlist_entries w WHERE w.class_id = c.id AND w.status = 'waiting') AS waiting,
    (SELECT count(*)::int FROM (
       SELECT w.student_id FROM waitlist_entries w WHERE w.class_id = c.id AND w.status IN ('offered', 'claimed')
       GROUP BY w.student_id HAVING count(*) > 1) twice) AS two_offers
  FROM classes c WHERE c.id = ANY($1)`;

/**
 * @param {string} classesUrl  classes' database URL
 * @param {Record<string, number>} seatsByClass  each class id → the seats it was created with
 * @returns {Promise<{ problems: string[], classes: { id: string, availableSeats: number, enrolled: number, held: number,
 *   offered: number, waiting: number }[] }>}  problems: available + enrolled + held + offered ≠ seats, a seat count below
 *   zero, more enrolled than seats, a student with two live offers for a class
 */
export async function seatSample(classesUrl, seatsByClass) {
  const rows = await query(classesUrl, SEATS_SQL, [Object.keys(seatsByClass)]);
  const problems = [];
  for (const row of rows) {
    const seats = seatsByClass[row.id];
    const total = row.available_seats + row.enrolled + row.held + row.offered;
    if (total !== seats)
      problems.push(
        `class ${row.id}: available ${row.available_seats} + enrolled ${row.enrolled} + held ${row.held} + offered ${row.offered} = ${total}, not ${seats}`,
      );
    if (row.available_seats < 0) problems.push(`class ${row.id}: ${row.available_seats} seats available`);
    if (row.enrolled > seats) problems.push(`class ${row.id}: ${row.enrolled} enrolled in ${seats} seats`);
    if (row.two_offers > 0) problems.push(`class ${row.id}: ${row.two_offers} student(s) with two live offers`);
  }
  return {
    problems,
    classes: rows.map((row) => ({
      id: row.id,
      availableSeats: row.available_seats,
      enrolled: row.enrolled,
      held: row.held,
      offered: row.offered,
      waiting: row.waiting,
    })),
  };
}

/**
 * Takes `seatSample` every `everyMs` until stopped, keeping the first snapshots that broke an invariant (the watch
 * goes on through a sample that failed to read, as while PostgreSQL is busy; a crash of a service does not touch it).
 * @returns {{ stop: () => Promise<{ samples: number, problems: string[], maxOffered: number }> }}
 */
export function watchSeats(classesUrl, seatsByClass, everyMs = 200) {
  let running = true;
  let samples = 0;
  let maxOffered = 0;
  const problems = [];
  const done = (async () => {
    while (running) {
      try {
        const sample = await seatSample(classesUrl, seatsByClass);
        samples++;
        maxOffered = Math.max(maxOffered, ...sample.classes.map((cls) => cls.offered));
        if (problems.length < 20) problems.push(...sample.problems.map((problem) => `sample ${samples}: ${problem}`));
      } catch {
        // A read refused for a moment is no evidence either way.
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { samples, problems, maxOffered };
    },
  };
}

/**
 * @typedef {object} WaitlistFigures
 * @property {number} entries  waitlist entries of these classes
 * @property {number} offers  entries ever offered a seat
 * @property {number} live  offers still open (status offered)
 * @property {number} claimed  offers whose seat is held by their student's checkout now
 * @property {number} enrolledFromOffers  offers that ended in their student's enrolment through the offered seat
 * @property {number} expired  offers not claimed in time
 * @property {number} waiting  students still waiting
 * @property {number} offerMadeEvents  offer-made events in classes' outbox
 * @property {number} offerExpiredEvents
 */

/**
 * Every offer followed through: one offer-made event per entry ever offered and none for any other (so none for an
 * offer rolled back), published once settled; one offer-expired event per expired offer; a claimed offer's seat is its
 * own student's held hold, an offer that became an enrolment its student's converted hold, and no offer has two seats
 * (held or converted holds) at once; with `settled`, no offer is left open past its window longer than `overdueMs`,
 * every event is published, and no seat is free to everyone while a student without one waits.
 * @param {string} classesUrl
 * @param {string[]} classIds
 * @param {{ settled?: boolean, overdueMs?: number }} [options]
 * @returns {Promise<{ ok: boolean, problems: string[], figures: WaitlistFigures }>}
 */
export async function waitlistConsistency(classesUrl, classIds, { settled = false, overdueMs = 5_000 } = {}) {
  const [entries, events, holds, classes] = await Promise.all([
    query(
      classesUrl,
      `SELECT id, class_id, student_id, status, offered_at IS NOT NULL AS was_offered, hold_id,
         offer_expires_at < now() - make_interval(secs => $2::float / 1000) AS overdue
       FROM waitlist_entries WHERE class_id = ANY($1)`,
      [classIds, overdueMs],
    ),
    query(
      classesUrl,
      `SELECT subject, payload->'data'->>'offerId' AS offer_id, payload->'data'->>'studentId' AS student_id,
         published_at IS NOT NULL AS published
       FROM outbox WHERE subject IN ($2, $3) AND payload->'data'->>'classId' = ANY($1)`,
      [classIds, OFFER_MADE, OFFER_EXPIRED],
    ),
    query(
      classesUrl,
      `SELECT h.id, h.class_id, h.student_id, h.status, h.offer_id FROM seat_holds h
       WHERE h.class_id = ANY($1) AND (h.offer_id IS NOT NULL OR h.status IN ('held', 'converted'))`,
      [classIds],
    ),
    query(classesUrl, 'SELECT id, available_seats FROM classes WHERE id = ANY($1)', [classIds]),
  ]);
  const problems = [];
  const eventsOf = (subject) => {
    const byOffer = new Map();
    for (const event of events.filter((row) => row.subject === subject))
      byOffer.set(event.offer_id, [...(byOffer.get(event.offer_id) ?? []), event]);
    return byOffer;
  };
  const made = eventsOf(OFFER_MADE);
  const expiredEvents = eventsOf(OFFER_EXPIRED);
  const entryById = new Map(entries.map((entry) => [entry.id, entry]));
  const holdById = new Map(holds.map((hold) => [hold.id, hold]));

  for (const entry of entries) {
    const madeOf = made.get(entry.id) ?? [];
    if (entry.was_offered && madeOf.length !== 1)
      problems.push(`offer ${entry.id} (${entry.status}) has ${madeOf.length} offer-made event(s)`);
    if (!entry.was_offered && madeOf.length > 0)
      problems.push(`entry ${entry.id} never offered has an offer-made event`);
    if (madeOf.some((event) => event.student_id !== entry.student_id))
      problems.push(`offer ${entry.id}: its offer-made event names another student`);
    const expiredOf = expiredEvents.get(entry.id) ?? [];
    if (entry.status === 'expired' && expiredOf.length !== 1)
      problems.push(`expired offer ${entry.id} has ${expiredOf.length} offer-expired event(s)`);
    if (entry.status !== 'expired' && expiredOf.length > 0)
      problems.push(`offer ${entry.id} is ${entry.status} but has an offer-expired event`);
    if (settled && [...madeOf, ...expiredOf].some((event) => !event.published))
      problems.push(`offer ${entry.id}: an event still unpublished`);
    const hold = entry.hold_id ? holdById.get(entry.hold_id) : undefined;
    if (entry.status === 'claimed' && (hold?.status !== 'held' || hold.offer_id !== entry.id))
      problems.push(
        `claimed offer ${entry.id}: its hold is ${hold ? `${hold.status}, of offer ${hold.offer_id}` : 'missing'}`,
      );
    if (entry.status === 'enrolled' && entry.hold_id && hold?.status !== 'converted')
      problems.push(`offer ${entry.id} ended enrolled but its hold is ${hold?.status ?? 'missing'}`);
    if (settled && entry.status === 'offered' && entry.overdue)
      problems.push(`offer ${entry.id} still open more than ${overdueMs} ms past its window`);
  }
  for (const offerId of [...made.keys(), ...expiredEvents.keys()])
    if (!entryById.has(offerId)) problems.push(`an offer event names ${offerId}, which is no entry of these classes`);

  // A seat taken from an offer is its own student's, and one offer is never two seats at once.
  const seatsOfOffer = new Map();
  for (const hold of holds.filter((row) => row.offer_id)) {
    const offer = entryById.get(hold.offer_id);
    if (!offer || offer.student_id !== hold.student_id || offer.class_id !== hold.class_id)
      problems.push(`hold ${hold.id} took offer ${hold.offer_id}, which is not its student's offer of its class`);
    if (hold.status === 'held' || hold.status === 'converted')
      seatsOfOffer.set(hold.offer_id, (seatsOfOffer.get(hold.offer_id) ?? 0) + 1);
    if (hold.status === 'converted' && offer && offer.status !== 'enrolled' && offer.status !== 'left')
      problems.push(`hold ${hold.id} of offer ${offer.id} became an enrolment but the offer is ${offer.status}`);
  }
  for (const [offerId, seats] of seatsOfOffer)
    if (seats > 1) problems.push(`offer ${offerId} is ${seats} seats (held or enrolled)`);

  // Once settled, a seat free to everyone while someone without a seat of the class waits is an offer lost.
  if (settled) {
    const seated = new Set(
      holds.filter((hold) => hold.status !== 'released').map((h) => `${h.class_id}/${h.student_id}`),
    );
    for (const cls of classes) {
      const waiting = entries.filter(
        (entry) =>
          entry.class_id === cls.id && entry.status === 'waiting' && !seated.has(`${cls.id}/${entry.student_id}`),
      );
      if (cls.available_seats > 0 && waiting.length > 0)
        problems.push(`class ${cls.id}: ${cls.available_seats} seat(s) free to everyone while ${waiting.length} wait`);
    }
  }

  const count = (predicate) => entries.filter(predicate).length;
  return {
    ok: problems.length === 0,
    problems,
    figures: {
      entries: entries.length,
      offers: count((entry) => entry.was_offered),
      live: count((entry) => entry.status === 'offered'),
      claimed: count((entry) => entry.status === 'claimed'),
      enrolledFromOffers: count((entry) => entry.status === 'enrolled' && entry.hold_id !== null),
      expired: count((entry) => entry.status === 'expired'),
      waiting: count((entry) => entry.status === 'waiting'),
      offerMadeEvents: events.filter((event) => event.subject === OFFER_MADE).length,
      offerExpiredEvents: events.filter((event) => event.subject === OFFER_EXPIRED).length,
    },
  };
}

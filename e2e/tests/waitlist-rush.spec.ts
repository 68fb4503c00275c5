import { expect, test } from '@playwright/test';
import { inBatches } from '../support/api-client.js';
import { studentCheckout } from '../support/student-checkout.js';
import { startTestPlatform, type RunningPlatform } from '../support/test-platform.js';
import {
  checkoutConsistency,
  claimOffer,
  gatewayClient,
  joinWaitlist,
  placeOf,
  query,
  seatSample,
  studentRefund,
  waitlistConsistency,
  waitlistMails,
  watchSeats,
} from '../support/waitlist-checks.js';

// A rush on a waitlist through the real services (decision 0038): 200 students join a full class's line at once, then
// the class's 10 enrolled students refund at the same moment. Exactly 10 offers must go out, to the first 10 in line,
// the class staying full for everyone else; an offer claimed twice at once is one seat; never more seats sold than the
// class has; and an offer left to lapse passes to the 11th. Its own platform, with a 15 s offer window (24 hours in
// production) and offers swept every 0.5 s, so the lapse happens within the test. seats = available + enrolled + held
// + offered is sampled in one statement every 100 ms from the refunds to the end.
const SEATS = 10;
const LINE = 200;
const OFFER_WINDOW_MS = 15_000;
const SWEEP_MS = 500;
/** Registrations (each proving its address through the mail catcher) and claims at once. */
const BATCH = 16;

let platform: RunningPlatform;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  platform = await startTestPlatform('waitrush', async () => ({
    classes: { WAITLIST_OFFER_SECONDS: String(OFFER_WINDOW_MS / 1000), WAITLIST_SWEEP_INTERVAL_MS: String(SWEEP_MS) },
  }));
});

test.afterAll(async () => {
  await platform?.remove();
});

type Student = { id: string; email: string; token: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers something other than undefined; throws after `timeoutMs`. */
async function awaited<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs: number, everyMs = 50) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

test('200 students join a full class at once, 10 seats free at once: exactly 10 offers to the first 10, each claimable once, never oversold, a lapsed offer passes to the 11th', async () => {
  const client = gatewayClient(platform.baseUrl, { mailUrl: platform.mail.webUrl });
  const call = client.call;
  const classesDb = platform.databaseUrl('classes');
  const admin = await client.signIn('admin@classhub.test');
  const instructor = await client.signIn('instructor1@classhub.test');
  const classId: string = await client.createApprovedClass(instructor, admin, {
    className: 'Waitlist rush',
    availableSeats: SEATS,
    price: 19.99,
  });
  const seatsByClass = { [classId]: SEATS };
  const seats = async () => (await seatSample(classesDb, seatsByClass)).classes[0]!;

  // The class fills: 10 students pay for its 10 seats.
  const enrolled: Student[] = await inBatches(Array.from({ length: SEATS }), BATCH, () =>
    client.registerStudent('rushpaid'),
  );
  const enrolledSelections: string[] = await client.selectForAll(enrolled, classId);
  const paid = await Promise.all(enrolled.map((student, i) => studentCheckout(call, student, enrolledSelections[i]!)));
  expect(paid.map((result) => result.outcome)).toEqual(Array(SEATS).fill('paid'));
  await awaited(async () => ((await seats()).enrolled === SEATS ? true : undefined), 'the 10 enrolments', 20_000);
  expect(await seats()).toMatchObject({ availableSeats: 0, enrolled: SEATS, held: 0, offered: 0 });

  // 200 students join its line at once, through the gateway.
  const registeredFrom = performance.now();
  const line: Student[] = await inBatches(Array.from({ length: LINE }), BATCH, () =>
    client.registerStudent('rushline'),
  );
  const registerMs = performance.now() - registeredFrom;
  const joinFrom = performance.now();
  const joins = await Promise.all(line.map((student) => joinWaitlist(call, student, classId)));
  const joinMs = performance.now() - joinFrom;
  expect(joins.filter((join) => join.outcome !== 'joined')).toEqual([]);
  const answered = joins.map((join) => join.position!);
  expect(new Set(answered).size).toBe(LINE);
  expect([...answered].sort((a, b) => a - b)).toEqual(Array.from({ length: LINE }, (_, i) => i + 1));
  // Their Waitlist pages agree: the places told at joining are the places in line.
  const placesAt = (students: readonly Student[]) =>
    inBatches(students, 32, (student) => placeOf(call, student, classId));
  const joinedPlaces = await placesAt(line);
  expect(joinedPlaces.map((place) => place?.status)).toEqual(Array(LINE).fill('waiting'));
  expect(joinedPlaces.map((place) => place!.position)).toEqual(answered);
  /** The students in line order (1st first), and each one's place when they joined. */
  const inLine = line
    .map((student, i) => ({ student, position: answered[i]! }))
    .sort((a, b) => a.position - b.position);
  const first10 = inLine.slice(0, SEATS);
  const rest = inLine.slice(SEATS);

  // The 10 enrolled students refund at the same moment: 10 seats freed at once.
  const watch = watchSeats(classesDb, seatsByClass, 100);
  const freedAt = Date.now();
  const refunds = await Promise.all(enrolled.map((student, i) => studentRefund(call, student, paid[i]!.paymentId!)));
  expect(refunds.map((refund) => refund.outcome)).toEqual(Array(SEATS).fill('asked'));
  const offerTimes = await awaited(
    async () => {
      const rows = await query(
        classesDb,
        'SELECT offered_at FROM waitlist_entries WHERE class_id = $1 AND offered_at IS NOT NULL',
        [classId],
      );
      return rows.length >= SEATS ? rows.map((row) => new Date(row.offered_at).getTime() - freedAt) : undefined;
    },
    'the 10 offers',
    30_000,
  );
  const offersSeenMs = await awaited(
    async () => {
      const places = await placesAt(first10.map((entry) => entry.student));
      return places.every((place) => place?.status === 'offered') ? Date.now() - freedAt : undefined;
    },
    'the first 10 to see their offers',
    10_000,
    100,
  );
  // Every refund settled, and still exactly 10 offers: one per seat freed, none doubled.
  await awaited(
    async () =>
      (await checkoutConsistency({ classes: classesDb, payments: platform.databaseUrl('payments') }, seatsByClass))
        .figures.refundsAsked === SEATS
        ? true
        : undefined,
    'the 10 refunds to settle',
    30_000,
    200,
  );
  const offered = await query(
    classesDb,
    'SELECT student_id, status FROM waitlist_entries WHERE class_id = $1 AND offered_at IS NOT NULL',
    [classId],
  );
  expect(offered).toHaveLength(SEATS);
  expect(new Set(offered.map((row) => row.student_id))).toEqual(new Set(first10.map((entry) => entry.student.id)));
  expect(await seats()).toMatchObject({
    availableSeats: 0,
    enrolled: 0,
    held: 0,
    offered: SEATS,
    waiting: LINE - SEATS,
  });
  // The first 10 see their offer (position 1); the other 190 wait where they were, behind the 10 offers.
  const offeredPlaces = await placesAt(first10.map((entry) => entry.student));
  expect(offeredPlaces.map((place) => [place?.status, place?.position])).toEqual(Array(SEATS).fill(['offered', 1]));
  const waitingPlaces = await placesAt(rest.map((entry) => entry.student));
  expect(waitingPlaces.map((place) => [place?.status, place?.position])).toEqual(
    rest.map((entry) => ['waiting', entry.position]),
  );

  // No offered seat goes to anyone else: the 11th in line and a newcomer find the class full.
  const newcomer: Student = await client.registerStudent('rushlate');
  for (const student of [rest[0]!.student, newcomer]) {
    const select = await call('selectClass', { token: student.token, body: { classId } });
    expect(select.status, `select by ${student.email}`).toBe(409);
    expect((select.body as { message?: string }).message).toBe('This class is full');
  }

  // The 1st claims twice at once (two payment pages): one seat held, one intent.
  const firstStudent = first10[0]!.student;
  const firstSelection = await call('selectClass', { token: firstStudent.token, body: { classId } });
  expect(firstSelection.status).toBe(201);
  const twice = await Promise.all(
    [1, 2].map(() =>
      call('createPaymentIntent', {
        token: firstStudent.token,
        body: { selecteItemId: firstSelection.body.insertedId },
      }),
    ),
  );
  const intents = twice.filter((answer) => answer.status === 200).map((answer) => answer.body.paymentIntentId);
  expect(intents.length, JSON.stringify(twice.map((answer) => [answer.status, answer.body]))).toBeGreaterThan(0);
  expect(new Set(intents).size).toBe(1);
  const firstHolds = await query(
    classesDb,
    "SELECT id FROM seat_holds WHERE class_id = $1 AND student_id = $2 AND status = 'held'",
    [classId, firstStudent.id],
  );
  expect(firstHolds).toHaveLength(1);
  expect(await seats()).toMatchObject({ availableSeats: 0, held: 1, offered: SEATS - 1 });

  // The 1st to the 9th pay; the 10th lets the offer lapse.
  const claimFrom = performance.now();
  const claims = await Promise.all([
    studentCheckout(call, firstStudent, firstSelection.body.insertedId),
    ...first10.slice(1, SEATS - 1).map((entry) => claimOffer(call, entry.student, classId)),
  ]);
  const claimMs = performance.now() - claimFrom;
  expect(claims.map((claim) => claim.outcome)).toEqual(Array(SEATS - 1).fill('paid'));
  await awaited(
    async () => ((await seats()).enrolled === SEATS - 1 ? true : undefined),
    'the 9 claimed seats to be enrolments',
    20_000,
  );
  expect(await seats()).toMatchObject({ availableSeats: 0, enrolled: SEATS - 1, held: 0, offered: 1 });
  // The other 190 moved up by the 9 claimed, and still wait behind the 10th's offer.
  expect((await placesAt(rest.map((entry) => entry.student))).map((place) => place?.position)).toEqual(
    rest.map((entry) => entry.position - (SEATS - 1)),
  );

  // The 10th's offer lapses: it passes to the 11th, who pays.
  const lapsing = first10[SEATS - 1]!;
  const lapseAt = new Date(offeredPlaces[SEATS - 1]!.offerExpiresAt!).getTime();
  const eleventh = rest[0]!;
  const passedOn = await awaited(
    async () => {
      const place = await placeOf(call, eleventh.student, classId);
      return place?.status === 'offered' ? place : undefined;
    },
    "the 11th's offer",
    OFFER_WINDOW_MS + 15_000,
    200,
  );
  const [passed] = await query(
    classesDb,
    'SELECT offered_at FROM waitlist_entries WHERE class_id = $1 AND student_id = $2 AND offered_at IS NOT NULL',
    [classId, eleventh.student.id],
  );
  const passOnMs = new Date(passed!.offered_at).getTime() - lapseAt;
  expect(passedOn.position).toBe(1);
  expect(await placeOf(call, lapsing.student, classId)).toBeUndefined();
  const eleventhPaid = await claimOffer(call, eleventh.student, classId);
  expect(eleventhPaid.outcome).toBe('paid');
  await awaited(async () => ((await seats()).enrolled === SEATS ? true : undefined), 'the 11th enrolled', 20_000);
  expect(await seats()).toMatchObject({ availableSeats: 0, enrolled: SEATS, held: 0, offered: 0, waiting: LINE - 11 });
  // The 189 left wait at 1..189, in the order they joined.
  expect((await placesAt(rest.slice(1).map((entry) => entry.student))).map((place) => place?.position)).toEqual(
    Array.from({ length: LINE - 11 }, (_, i) => i + 1),
  );

  // Never more seats sold than exist, in any sample; every offer made once, with its events; money consistent.
  const watched = await watch.stop();
  expect(watched.problems).toEqual([]);
  expect(watched.samples).toBeGreaterThan(50);
  const offers = await waitlistConsistency(classesDb, [classId], { settled: true, overdueMs: SWEEP_MS + 5_000 });
  expect(offers.problems).toEqual([]);
  expect(offers.figures).toMatchObject({
    offers: 11,
    expired: 1,
    enrolledFromOffers: 10,
    live: 0,
    claimed: 0,
    waiting: LINE - 11,
    offerMadeEvents: 11,
    offerExpiredEvents: 1,
  });
  const money = await checkoutConsistency(
    { classes: classesDb, payments: platform.databaseUrl('payments') },
    seatsByClass,
  );
  expect(money.problems).toEqual([]);
  expect(money.figures).toMatchObject({ payments: 20, enrolled: 10, refundsAsked: 10, chargedTwice: 0 });

  // Each offer mailed once, and the lapsed one's expiry (notifications, decision 0038).
  const mailTarget = {
    classes: classesDb,
    notifications: platform.databaseUrl('notifications'),
    mailUrl: platform.mail.webUrl,
    classIds: [classId],
  };
  const mails = await awaited(
    async () => {
      const found = await waitlistMails(mailTarget);
      return found.ok ? found : undefined;
    },
    'every offer mail',
    30_000,
    500,
  ).catch(async () => waitlistMails(mailTarget));
  expect(mails.problems).toEqual([]);
  expect(mails.figures).toMatchObject({ expected: 12, found: 12, doubled: 0, unexpected: 0 });

  console.log(
    JSON.stringify({
      registerMs: Math.round(registerMs),
      joinMs: Math.round(joinMs),
      joinsPerSecond: Math.round(LINE / (joinMs / 1000)),
      joinRetries: joins.reduce((sum, join) => sum + join.retries, 0),
      offerAfterRefundMs: {
        first: Math.min(...offerTimes),
        p50: percentile(offerTimes, 50),
        last: Math.max(...offerTimes),
      },
      offersSeenByAllMs: offersSeenMs,
      claimAndPayNineMs: Math.round(claimMs),
      passOnAfterLapseMs: passOnMs,
      seatSamples: watched.samples,
      mails: mails.figures,
    }),
  );
});

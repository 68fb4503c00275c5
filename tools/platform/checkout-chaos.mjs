// The checkout burst under crashes: waves of students race for the seats of a class each while one process of the
// platform is killed with SIGKILL mid-wave and started again. A few students of each wave press Pay and never confirm a
// card, as those whose answer was lost in a crash: their seats must come back once their hold's window ends. A few more
// paid before the wave and ask for their refund as it starts, so the refund saga (decision 0034) is cut by the same
// kill. Afterwards the saga's invariants, refunds included, must hold again within a bounded time, and the
// notifications service (killed in a wave of its own) must have mailed every receipt and refund exactly once. With
// `waitlist`, the students turned away join the class's waitlist and claim (or let lapse) the seats offered to them
// while the same kills go on, then classes and payments are killed once more while offers are open or claimed (decision
// 0038). Shared by e2e/tests/checkout-chaos.spec.ts (which asserts) and bench/resilience.mjs (which prints).
/* global performance */
import { TEST_CARDS } from '@classhub/contracts';
import { checkoutConsistency } from './checkout-consistency.mjs';
import { gatewayClient, inBatches, sleep } from './gateway-client.mjs';
import { mailConsistency } from './mail-consistency.mjs';
import { abandonedCheckout, studentCheckout } from './student-checkout.mjs';
import { studentRefund } from './student-refund.mjs';
import { waitlistCrowd } from './waitlist-crowd.mjs';
import { waitlistMails } from './waitlist-mails.mjs';
import { seatSample, waitlistConsistency, watchSeats } from './waitlist-consistency.mjs';

export const CHAOS_DEFAULTS = {
  /** Students per wave who pay; one wave per killed process. */
  studentsPerWave: 20,
  /** Students per wave who hold a seat (create a payment intent) and never confirm a card. */
  abandonersPerWave: 3,
  /** Students per wave who paid before it and ask for their refund as it starts (one with the refund-fails card). */
  refundersPerWave: 4,
  seatsPerClass: 10,
  /** Killed in this order, one per wave; payments first, so its dead attempts have longest to be finished. */
  kills: ['payments', 'classes', 'gateway', 'notifications'],
  /** The invariants must hold again this long after the last restart. */
  settleMs: 30_000,
  /** Every receipt and refund mail must be in the mail catcher, once, this long after the last restart. */
  mailSettleMs: 30_000,
  /** The platform's hold window (classes' SEAT_HOLD_WINDOW_SECONDS) and payments' CHECKOUT_SWEEP_INTERVAL_MS. */
  holdWindowMs: 180_000,
  sweepIntervalMs: 5_000,
  /** Abandoned seats must be back within the window, a sweep and this, after the last abandoned intent. */
  seatsBackSlackMs: 15_000,
  /**
   * The waitlist under the same kills (decision 0038), off unless given: students turned away as full join the class's
   * line and claim the seats offered to them (every `lapseEvery`-th lets theirs lapse), then `kills` are killed again,
   * each while an offer is open or a claim under way. `offerWindowMs` and `sweepIntervalMs` are classes'
   * WAITLIST_OFFER_SECONDS and WAITLIST_SWEEP_INTERVAL_MS.
   * @type {{ offerWindowMs: number, sweepIntervalMs: number, lapseEvery?: number, kills?: string[] } | undefined}
   */
  waitlist: undefined,
};

/** Kills of the waitlist phase: classes while offers are open (made, expired, passed on), payments while one is claimed. */
const WAITLIST_KILLS = ['classes', 'payments'];
/** How long the waitlist phase waits for an offer open (or claimed) before killing anyway. */
const OFFER_AWAITED_MS = 30_000;

const countOf = (results) => (outcome) => results.filter((result) => result.outcome === outcome).length;

/**
 * @param {Awaited<ReturnType<typeof import('./isolated-platform.mjs').startIsolatedPlatform>>} platform
 * @param {Partial<typeof CHAOS_DEFAULTS> & { log?: (line: string) => void }} [options]
 */
export async function runCheckoutChaos(platform, options = {}) {
  const settings = { ...CHAOS_DEFAULTS, ...options };
  const { studentsPerWave, abandonersPerWave, refundersPerWave, seatsPerClass, kills, settleMs } = settings;
  const log = options.log ?? (() => undefined);
  const client = gatewayClient(platform.baseUrl, { mailUrl: platform.mail.webUrl });
  const databases = { classes: platform.databaseUrl('classes'), payments: platform.databaseUrl('payments') };

  const admin = await client.signIn('admin@classhub.test');
  const instructor = await client.signIn('instructor1@classhub.test');
  const waves = [];
  for (const [index, killed] of kills.entries()) {
    const everyone = await inBatches(Array.from({ length: abandonersPerWave + studentsPerWave }), 8, () =>
      client.registerStudent(`chaos${index}`),
    );
    const classId = await client.createApprovedClass(instructor, admin, {
      className: `Chaos: ${killed}`,
      availableSeats: seatsPerClass,
      price: 19.99,
    });
    const selections = await client.selectForAll(everyone, classId);
    const split = (list) => ({ abandoners: list.slice(0, abandonersPerWave), payers: list.slice(abandonersPerWave) });
    // The refunders' seats are taken now and given back during the wave, for its burst to take again.
    const refunders = await inBatches(Array.from({ length: refundersPerWave }), 8, () =>
      client.registerStudent(`chaos${index}r`),
    );
    const refunderSelections = await client.selectForAll(refunders, classId);
    // One refunder a wave pays with the card whose refunds fail, so a failed refund is part of the run.
    const cardOf = (i) => (i === 0 ? TEST_CARDS.refundFails : undefined);
    const paid = await Promise.all(
      refunders.map(async (student, i) => ({
        student,
        ...(await studentCheckout(client.call, student, refunderSelections[i], { card: cardOf(i) })),
      })),
    );
    waves.push({ killed, classId, students: split(everyone), selections: split(selections), paid });
  }
  const seatsByClass = Object.fromEntries(waves.map((wave) => [wave.classId, seatsPerClass]));
  const crowd = settings.waitlist
    ? waitlistCrowd(client.call, { lapseEvery: settings.waitlist.lapseEvery })
    : undefined;
  // Seats + enrolled + held + offered, sampled all along: the seats move in transactions, so it holds at every moment.
  const seatWatch = watchSeats(databases.classes, seatsByClass);
  const mailTarget = {
    payments: databases.payments,
    mailUrl: platform.mail.webUrl,
    classIds: Object.keys(seatsByClass),
    adminEmail: admin.email,
  };
  log(
    `setup: ${kills.length} waves of ${studentsPerWave} students and ${abandonersPerWave} who never confirm, a class of ${seatsPerClass} seats each`,
  );

  const outcomes = [];
  const abandoned = [];
  const refunds = [];
  const restarts = [];
  let lastRestartAt = 0;
  const started = performance.now();
  for (const [index, wave] of waves.entries()) {
    // The abandoners hold their seats before the others race for the rest: in a race their calls may lose to the
    // burst's, and then no seat would be left for them to leave held.
    const left = await Promise.all(
      wave.students.abandoners.map(async (student, i) => ({
        ...(await abandonedCheckout(client.call, student, wave.selections.abandoners[i])),
        answeredAt: performance.now(),
      })),
    );
    abandoned.push(...left);
    log(`wave ${index + 1}: ${countOf(left)('held')} of ${left.length} abandoners hold a seat they will never pay for`);
    const burst = Promise.all(
      wave.students.payers.map(async (student, i) => {
        const result = await studentCheckout(client.call, student, wave.selections.payers[i]);
        if (result.outcome !== 'full' || !crowd) return result;
        // Turned away: into the class's line, while the kill goes on.
        const joined = await crowd.join(student, wave.classId, wave.selections.payers[i]);
        if (joined.paidInstead) return joined;
        return { ...result, joined: joined.outcome, ...(joined.detail ? { detail: joined.detail } : {}) };
      }),
    );
    const refunding = Promise.all(
      wave.paid
        .filter((paid) => paid.outcome === 'paid')
        .map((paid) => studentRefund(client.call, paid.student, paid.paymentId)),
    );
    // Somewhere in the first half second of the wave, so the kill lands in a different step each run.
    await sleep(100 + Math.floor(Math.random() * 400));
    const killedAt = performance.now();
    await platform.killService(wave.killed);
    await platform.startService(wave.killed);
    lastRestartAt = performance.now();
    restarts.push({ process: wave.killed, downMs: Math.round(lastRestartAt - killedAt) });
    log(
      `wave ${index + 1}: killed ${wave.killed} with SIGKILL, healthy again after ${Math.round(lastRestartAt - killedAt)} ms`,
    );
    outcomes.push(...(await burst));
    refunds.push(...(await refunding));
  }

  // The waitlist's own kills: classes while offers are open, payments while one is being claimed.
  for (const killed of crowd ? (settings.waitlist.kills ?? WAITLIST_KILLS) : []) {
    const busy =
      killed === 'payments'
        ? async () => crowd.claiming() > 0
        : async () => (await seatSample(databases.classes, seatsByClass)).classes.some((cls) => cls.offered > 0);
    const awaitedFrom = performance.now();
    // A claim lasts a moment (watched in memory, often); offers are read from the database, less often.
    const everyMs = killed === 'payments' ? 20 : 100;
    while (!(await busy()) && performance.now() - awaitedFrom < OFFER_AWAITED_MS) await sleep(everyMs);
    const { classes: atKill } = await seatSample(databases.classes, seatsByClass);
    const claiming = crowd.claiming();
    const killedAt = performance.now();
    await platform.killService(killed);
    await platform.startService(killed);
    lastRestartAt = performance.now();
    const openOffers = atKill.reduce((sum, cls) => sum + cls.offered, 0);
    restarts.push({ process: killed, downMs: Math.round(lastRestartAt - killedAt), openOffers, claiming });
    log(
      `waitlist: killed ${killed} with ${openOffers} offer(s) open and ${claiming} student(s) claiming, healthy again after ${Math.round(lastRestartAt - killedAt)} ms`,
    );
  }

  // The invariants, polled until they hold or the time is up.
  let report = await checkoutConsistency(databases, seatsByClass);
  const firstLook = report.figures;
  while (!report.ok && performance.now() - lastRestartAt < settleMs) {
    await sleep(500);
    report = await checkoutConsistency(databases, seatsByClass);
  }
  const consistentAt = report.ok ? performance.now() : undefined;

  // The mails of what the databases now agree on: a receipt per payment, a mail per settled refund, each once. Looked
  // at alongside the seats below, and after them until the mail bound.
  // With the waitlist, every offer's mail too (and an expired offer's), each once.
  const offerMailTarget = crowd && {
    classes: databases.classes,
    notifications: platform.databaseUrl('notifications'),
    mailUrl: platform.mail.webUrl,
    classIds: Object.keys(seatsByClass),
  };
  let mails;
  let offerMails;
  let mailsAt;
  const lookAtMails = async () => {
    if (mailsAt !== undefined) return;
    mails = await mailConsistency(mailTarget);
    offerMails = offerMailTarget ? await waitlistMails(offerMailTarget) : undefined;
    if (mails.ok && (offerMails?.ok ?? true)) mailsAt = performance.now();
  };
  await lookAtMails();

  // Then every seat held by a checkout nobody confirms must come back: payments' sweep ends the attempt once its
  // window is over (classes' own release comes only a grace period later, so it cannot pass this for it).
  const heldSince = abandoned.filter((result) => result.outcome === 'held').map((result) => result.answeredAt);
  const lastAbandonedAt = heldSince.length ? Math.max(...heldSince) : lastRestartAt;
  const seatsBackWithinMs = settings.holdWindowMs + settings.sweepIntervalMs + settings.seatsBackSlackMs;
  const seatsBack = () => report.ok && report.figures.heldSeats === 0;
  // Polled through a moment's disagreement: a checkout the sweep just ended still holds its seat until classes hears.
  while (consistentAt !== undefined && !seatsBack() && performance.now() - lastAbandonedAt < seatsBackWithinMs) {
    await sleep(500);
    report = await checkoutConsistency(databases, seatsByClass);
    await lookAtMails();
  }
  const seatsBackAt = seatsBack() ? performance.now() : undefined;
  if (report.ok && seatsBackAt === undefined)
    report.problems.push(
      `${report.figures.heldSeats} seat(s) still held ${Math.round((performance.now() - lastAbandonedAt) / 1000)} s after the last abandoned checkout`,
    );
  if (seatsBackAt !== undefined)
    log(
      `seats back: none held ${Math.round(seatsBackAt - lastRestartAt)} ms after the last restart, ${Math.round(seatsBackAt - lastAbandonedAt)} ms after the last abandoned intent`,
    );

  // The offers go on until every seat freed is claimed, or lapsed through the line (each lapse a window and a sweep):
  // then no offer is open, no seat held, and the claimers' payments are enrolments like any other.
  const waitlist = crowd ? await settleWaitlist() : undefined;
  async function settleWaitlist() {
    const { offerWindowMs, sweepIntervalMs } = settings.waitlist;
    const settleFrom = performance.now();
    const boundMs = settleMs + 4 * (offerWindowMs + sweepIntervalMs);
    const quiet = () => report.ok && report.figures.heldSeats === 0 && report.figures.offeredSeats === 0;
    while (!(quiet() && crowd.busy() === 0) && performance.now() - settleFrom < boundMs) {
      await sleep(500);
      report = await checkoutConsistency(databases, seatsByClass);
    }
    const crowdFigures = await crowd.stop();
    // Every offer followed through its events and holds.
    const offers = await waitlistConsistency(databases.classes, Object.keys(seatsByClass), {
      settled: true,
      overdueMs: sweepIntervalMs + 5_000,
    });
    const quietAt = quiet() ? performance.now() : undefined;
    if (quietAt === undefined)
      report.problems.push(
        `waitlist not settled ${Math.round((performance.now() - settleFrom) / 1000)} s after the seats came back: ${report.figures.offeredSeats} offered, ${report.figures.heldSeats} held, ${crowd.busy()} claiming`,
      );
    log(
      `waitlist: ${crowdFigures.joined} joined, ${offers.figures.offers} offers (${crowdFigures.claimedAndPaid} claimed and paid, ${offers.figures.expired} expired)${quietAt === undefined ? '' : `, quiet ${Math.round(quietAt - lastRestartAt)} ms after the last restart`}`,
    );
    return {
      crowd: crowdFigures,
      offers: offers.figures,
      problems: offers.problems,
      quietAfterLastRestartMs: quietAt === undefined ? undefined : Math.round(quietAt - lastRestartAt),
      quietAt,
    };
  }
  // The seats sampled all along (offers included): never more or fewer than the class was created with.
  const watched = await seatWatch.stop();
  log(`seats sampled ${watched.samples} times during the run: ${watched.problems.length} sample(s) off`);

  // The mails: the last claimers' receipts are due the mail bound after the waitlist went quiet.
  const mailsFrom = Math.max(lastRestartAt, waitlist?.quietAt ?? 0);
  if (waitlist) mailsAt = undefined;
  while (consistentAt !== undefined && mailsAt === undefined && performance.now() - mailsFrom < settings.mailSettleMs) {
    await lookAtMails();
    if (mailsAt === undefined) await sleep(500);
  }
  const offerMailsFound = offerMails
    ? `, ${offerMails.figures.found} of ${offerMails.figures.expected} offer mails (${offerMails.figures.resent} resent)`
    : '';
  log(
    `mails: ${mails.figures.found} of ${mails.figures.expected} expected in the catcher (${mails.figures.resent} resent copies)${offerMailsFound}${mailsAt === undefined ? '' : `, all ${Math.round(mailsAt - lastRestartAt)} ms after the last restart`}`,
  );

  const count = countOf(outcomes);
  const abandonedCount = countOf(abandoned);
  const refundCount = countOf(refunds);
  const waitlistProblems = [...watched.problems, ...(waitlist?.problems ?? [])];
  return {
    ok: report.problems.length === 0 && mails.ok && waitlistProblems.length === 0 && (offerMails?.ok ?? true),
    problems: [...report.problems, ...mails.problems, ...waitlistProblems, ...(offerMails?.problems ?? [])],
    figures: report.figures,
    /** Each chaos class's seats at the end. */
    classSeats: report.classes,
    /** What the databases said right after the burst, before anything had time to catch up. */
    atBurstEnd: firstLook,
    restarts,
    outcomes: { paid: count('paid'), full: count('full'), refused: count('refused'), gaveUp: count('gave-up') },
    /** The abandoners: `held` seats they never pay for, or turned away before they could hold one. */
    abandoned: {
      held: abandonedCount('held'),
      full: abandonedCount('full'),
      refused: abandonedCount('refused'),
      gaveUp: abandonedCount('gave-up'),
    },
    /** The refunders: refunds `asked` (answered 202, or found under way after a lost answer), refused or given up on. */
    refunds: {
      paidFirst: waves.flatMap((wave) => wave.paid).filter((paid) => paid.outcome === 'paid').length,
      asked: refundCount('asked'),
      refused: refundCount('refused'),
      gaveUp: refundCount('gave-up'),
    },
    details: [
      ...[...outcomes, ...abandoned, ...refunds].filter((result) => result.detail).map((result) => result.detail),
      ...(waitlist?.crowd.details ?? []),
    ],
    /** Seats + enrolled + held + offered read in one statement, many times a second from the first wave to the end. */
    seatSamples: watched.samples,
    /**
     * The waitlist (with `waitlist`): what the students in line did, each offer's end, the most offers open at once,
     * and when no offer was open nor seat held any more.
     */
    waitlist: waitlist && {
      ...waitlist.crowd,
      offers: waitlist.offers,
      maxOfferedAtOnce: watched.maxOffered,
      quietAfterLastRestartMs: waitlist.quietAfterLastRestartMs,
    },
    retries: outcomes.reduce((sum, result) => sum + result.retries, 0),
    burstMs: Math.round(lastRestartAt - started),
    consistentAfterLastRestartMs:
      consistentAt === undefined ? undefined : Math.max(0, Math.round(consistentAt - lastRestartAt)),
    /** The receipt and refund mails in the catcher: expected, found (by Message-ID), missing, doubled, resent. */
    mails: mails.figures,
    /** With `waitlist`: each offer's mail and each expired offer's, found once by Message-ID (decision 0038). */
    offerMails: offerMails?.figures,
    mailsAfterLastRestartMs: mailsAt === undefined ? undefined : Math.round(mailsAt - lastRestartAt),
    /** The same from when the last offer was settled (the last claimer's receipt), or from the last restart. */
    mailsAfterQuietMs: mailsAt === undefined ? undefined : Math.max(0, Math.round(mailsAt - mailsFrom)),
    mailSettleMs: settings.mailSettleMs,
    /** How long until no seat of these classes was held any more, after the last restart and the last abandoned intent. */
    seatsBackAfterLastRestartMs: seatsBackAt === undefined ? undefined : Math.round(seatsBackAt - lastRestartAt),
    seatsBackAfterAbandonMs: seatsBackAt === undefined ? undefined : Math.round(seatsBackAt - lastAbandonedAt),
    seatsBackWithinMs,
    seatsPerClass,
    classes: waves.length,
  };
}

// A checkout rush on the scaled platform (decision 0047): two copies of every service and of the gateway, a three-node
// NATS JetStream cluster with three-replica streams. Students race for the seats of a class per wave, through both
// gateways, while in turn a copy of payments, a copy of classes and the NATS node leading the event stream are killed
// with SIGKILL and brought back. All along, a few "probe" students buy seats of a large class one after the other:
// the longest time no probe checkout finished after each kill is how long that failure stalled checkouts. Afterwards
// the saga's invariants and the money mails must hold. Shared by e2e/tests/replica-chaos.spec.ts (which asserts) and
// bench/replica-chaos.mjs (which prints).
/* global performance */
import { checkoutConsistency } from './checkout-consistency.mjs';
import { gatewayClient, inBatches, sleep } from './gateway-client.mjs';
import { mailConsistency } from './mail-consistency.mjs';
import { studentCheckout } from './student-checkout.mjs';
import { watchSeats } from './waitlist-consistency.mjs';

export const REPLICA_CHAOS_DEFAULTS = {
  /** Students racing in each wave, one wave per failure. */
  studentsPerWave: 100,
  seatsPerClass: 10,
  /** What is killed, one per wave: a service's copy by name, or `nats-leader` (the event stream's leading node). */
  failures: ['payments-2', 'classes', 'nats-leader'],
  /** The kill lands this long (plus up to 400 ms at random) into its wave. */
  killAfterMs: 150,
  /** Probe students buying one after the other on each of this many workers, from setup to the end. */
  probeWorkers: 2,
  /** Probe students registered; a stall measured after they ran out is reported as a problem. */
  probeStudents: 200,
  /** Each probe worker starts a checkout at most this often, so the probes last the whole run. */
  probeEveryMs: 400,
  /** The invariants and mails must hold this long after the last restart. */
  settleMs: 30_000,
  /** A stall is measured from the kill to this long after the process is back. */
  stallWindowAfterRestartMs: 10_000,
};

/**
 * The longest stretch of [from, to] in which no probe checkout finished: `finishedAt` sorted, times in ms.
 * @param {number[]} finishedAt
 */
export function longestGap(finishedAt, from, to) {
  let last = from;
  let longest = 0;
  for (const at of finishedAt) {
    if (at <= from) continue;
    if (at > to) break;
    longest = Math.max(longest, at - last);
    last = at;
  }
  return Math.max(longest, to - last);
}

/**
 * @param {Awaited<ReturnType<typeof import('./isolated-platform.mjs').startIsolatedPlatform>>} platform  started with
 *   two copies of each process and three NATS nodes
 * @param {Partial<typeof REPLICA_CHAOS_DEFAULTS> & { log?: (line: string) => void }} [options]
 */
export async function runReplicaChaos(platform, options = {}) {
  const settings = { ...REPLICA_CHAOS_DEFAULTS, ...options };
  const log = options.log ?? (() => undefined);
  const [firstGateway, secondGateway = firstGateway] = platform.gatewayUrls;
  const client = gatewayClient(firstGateway, { mailUrl: platform.mail.webUrl });
  // Half the students come through each gateway, as a load balancer in front of them would spread them.
  const other = gatewayClient(secondGateway);
  const callFor = (index) => (index % 2 === 0 ? client.call : other.call);
  const databases = { classes: platform.databaseUrl('classes'), payments: platform.databaseUrl('payments') };

  const admin = await client.signIn('admin@classhub.test');
  const instructor = await client.signIn('instructor1@classhub.test');
  const waves = [];
  for (const [index, failure] of settings.failures.entries()) {
    const students = await inBatches(Array.from({ length: settings.studentsPerWave }), 8, () =>
      client.registerStudent(`rush${index}`),
    );
    const classId = await client.createApprovedClass(instructor, admin, {
      className: `Rush: ${failure}`,
      availableSeats: settings.seatsPerClass,
      price: 24.99,
    });
    waves.push({ failure, classId, students, selections: await client.selectForAll(students, classId) });
  }
  const probes = await inBatches(Array.from({ length: settings.probeStudents }), 8, () =>
    client.registerStudent('probe'),
  );
  const probeClassId = await client.createApprovedClass(instructor, admin, {
    className: 'Rush: steady buyers',
    availableSeats: settings.probeStudents,
    price: 9.99,
  });
  const probeSelections = await client.selectForAll(probes, probeClassId);
  const seatsByClass = {
    ...Object.fromEntries(waves.map((wave) => [wave.classId, settings.seatsPerClass])),
    [probeClassId]: settings.probeStudents,
  };
  log(
    `setup: ${waves.length} waves of ${settings.studentsPerWave} students for ${settings.seatsPerClass} seats each, ${settings.probeWorkers} probe workers (${probes.length} students)`,
  );

  // The probes: each worker buys with the next probe student as soon as its last checkout ended.
  const probeFinishedAt = [];
  const probeOutcomes = [];
  let nextProbe = 0;
  let probing = true;
  let probesRanOutAt = Infinity;
  const probeWorker = async (worker) => {
    while (probing && nextProbe < probes.length) {
      const index = nextProbe++;
      const startedAt = performance.now();
      const result = await studentCheckout(callFor(worker), probes[index], probeSelections[index]);
      probeOutcomes.push(result);
      if (result.outcome === 'paid') probeFinishedAt.push(performance.now());
      await sleep(Math.max(0, settings.probeEveryMs - (performance.now() - startedAt)));
    }
    probesRanOutAt = Math.min(probesRanOutAt, performance.now());
  };
  const probeWork = Promise.all(Array.from({ length: settings.probeWorkers }, (_, worker) => probeWorker(worker)));
  const seatWatch = watchSeats(databases.classes, seatsByClass);

  const outcomes = [];
  const failures = [];
  let lastRestartAt = 0;
  for (const wave of waves) {
    const rush = Promise.all(
      wave.students.map((student, i) => studentCheckout(callFor(i), student, wave.selections[i])),
    );
    await sleep(settings.killAfterMs + Math.floor(Math.random() * 400));
    const failure = await fail(platform, wave.failure);
    lastRestartAt = performance.now();
    failures.push(failure);
    log(
      `${failure.process}${failure.node ? ` (${failure.node})` : ''}: killed with SIGKILL, back and healthy after ${Math.round(failure.backAt - failure.killedAt)} ms`,
    );
    outcomes.push(...(await rush));
  }
  // The probes go on a little past the last restart, so its stall is measured the same as the others'.
  await sleep(settings.stallWindowAfterRestartMs);
  probing = false;
  await probeWork;

  const stalls = failures.map((failure) => ({
    process: failure.process,
    ...(failure.node ? { node: failure.node } : {}),
    downMs: Math.round(failure.backAt - failure.killedAt),
    stalledMs: Math.round(
      longestGap(probeFinishedAt, failure.killedAt, failure.backAt + settings.stallWindowAfterRestartMs),
    ),
  }));
  const unmeasured = failures
    .filter((failure) => failure.backAt + settings.stallWindowAfterRestartMs > probesRanOutAt)
    .map((failure) => `the probes ran out before the stall of ${failure.process} could be measured`);
  for (const stall of stalls)
    log(
      `stall: ${stall.process}${stall.node ? ` (${stall.node})` : ''} kept checkouts from finishing for ${stall.stalledMs} ms`,
    );

  let report = await checkoutConsistency(databases, seatsByClass);
  while (!report.ok && performance.now() - lastRestartAt < settings.settleMs) {
    await sleep(500);
    report = await checkoutConsistency(databases, seatsByClass);
  }
  const consistentAt = report.ok ? performance.now() : undefined;
  const mailTarget = {
    payments: databases.payments,
    mailUrl: platform.mail.webUrl,
    classIds: Object.keys(seatsByClass),
    adminEmail: admin.email,
  };
  let mails = await mailConsistency(mailTarget);
  while (!mails.ok && performance.now() - lastRestartAt < settings.settleMs) {
    await sleep(500);
    mails = await mailConsistency(mailTarget);
  }
  const watched = await seatWatch.stop();
  const count = (list) => (outcome) => list.filter((result) => result.outcome === outcome).length;
  const paid = count(outcomes);
  const probed = count(probeOutcomes);
  log(
    `rush: ${paid('paid')} paid, ${paid('full')} turned away as full, ${paid('refused')} refused, ${paid('gave-up')} gave up; probes ${probed('paid')} paid; ${watched.samples} seat samples, ${watched.problems.length} off`,
  );
  const consistentAfterLastRestartMs =
    consistentAt === undefined ? undefined : Math.max(0, Math.round(consistentAt - lastRestartAt));
  const outcomeCounts = { paid: paid('paid'), full: paid('full'), refused: paid('refused'), gaveUp: paid('gave-up') };
  const probeCounts = { paid: probed('paid'), other: probeOutcomes.length - probed('paid') };
  return {
    /** The figures worth printing, in one object. */
    summary: {
      stalls,
      outcomes: outcomeCounts,
      probes: probeCounts,
      figures: report.figures,
      mails: mails.figures,
      seatSamples: watched.samples,
      consistentAfterLastRestartMs,
    },
    ok: report.ok && mails.ok && watched.problems.length === 0 && unmeasured.length === 0,
    problems: [...report.problems, ...mails.problems, ...watched.problems, ...unmeasured],
    figures: report.figures,
    mails: mails.figures,
    stalls,
    outcomes: outcomeCounts,
    probes: probeCounts,
    details: [...outcomes, ...probeOutcomes].filter((result) => result.detail).map((result) => result.detail),
    seatSamples: watched.samples,
    consistentAfterLastRestartMs,
    settleMs: settings.settleMs,
  };
}

/** Kills `failure` with SIGKILL and brings it back; answers when, and which NATS node it was. */
async function fail(platform, failure) {
  if (failure === 'nats-leader') {
    const node = await platform.natsStreamLeader();
    const leader = platform.natsNodes.find((candidate) => candidate.name === node);
    if (!leader) throw new Error(`No NATS node named ${node} leads the event stream`);
    const killedAt = performance.now();
    await leader.kill('SIGKILL');
    await leader.start();
    return { process: 'NATS stream leader', node, killedAt, backAt: performance.now() };
  }
  const killedAt = performance.now();
  await platform.killService(failure);
  await platform.startService(failure);
  return { process: failure, killedAt, backAt: performance.now() };
}

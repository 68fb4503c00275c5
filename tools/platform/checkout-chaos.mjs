// The checkout burst under crashes: waves of students race for the seats of a class each while one process of the
// platform is killed with SIGKILL mid-wave and started again. Afterwards the saga's invariants must hold again within
// a bounded time. Shared by e2e/tests/checkout-chaos.spec.ts (which asserts) and bench/resilience.mjs (which prints).
/* global performance */
import { checkoutConsistency } from './checkout-consistency.mjs';
import { gatewayClient, inBatches, sleep } from './gateway-client.mjs';
import { studentCheckout } from './student-checkout.mjs';

export const CHAOS_DEFAULTS = {
  /** Students per wave; one wave per killed process. */
  studentsPerWave: 20,
  seatsPerClass: 10,
  /** Killed in this order, one per wave; payments first, so its dead attempts have longest to be finished. */
  kills: ['payments', 'classes', 'gateway'],
  /** The invariants must hold again this long after the last restart. */
  settleMs: 30_000,
};

/**
 * @param {Awaited<ReturnType<typeof import('./isolated-platform.mjs').startIsolatedPlatform>>} platform
 * @param {Partial<typeof CHAOS_DEFAULTS> & { log?: (line: string) => void }} [options]
 */
export async function runCheckoutChaos(platform, options = {}) {
  const { studentsPerWave, seatsPerClass, kills, settleMs } = { ...CHAOS_DEFAULTS, ...options };
  const log = options.log ?? (() => undefined);
  const client = gatewayClient(platform.baseUrl);
  const databases = { classes: platform.databaseUrl('classes'), payments: platform.databaseUrl('payments') };

  const admin = await client.signIn('admin@classhub.test');
  const instructor = await client.signIn('instructor1@classhub.test');
  const waves = [];
  for (const [index, killed] of kills.entries()) {
    const students = await inBatches(Array.from({ length: studentsPerWave }), 8, () =>
      client.registerStudent(`chaos${index}`),
    );
    const classId = await client.createApprovedClass(instructor, admin, {
      className: `Chaos: ${killed}`,
      availableSeats: seatsPerClass,
      price: 19.99,
    });
    waves.push({ killed, students, classId, selections: await client.selectForAll(students, classId) });
  }
  const seatsByClass = Object.fromEntries(waves.map((wave) => [wave.classId, seatsPerClass]));
  log(`setup: ${kills.length} waves of ${studentsPerWave} students, a class of ${seatsPerClass} seats each`);

  const outcomes = [];
  const restarts = [];
  let lastRestartAt = 0;
  const started = performance.now();
  for (const [index, wave] of waves.entries()) {
    const burst = Promise.all(
      wave.students.map((student, i) => studentCheckout(client.call, student, wave.selections[i])),
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
  }

  // The invariants, polled until they hold or the time is up.
  let report = await checkoutConsistency(databases, seatsByClass);
  const firstLook = report.figures;
  while (!report.ok && performance.now() - lastRestartAt < settleMs) {
    await sleep(500);
    report = await checkoutConsistency(databases, seatsByClass);
  }
  const settledAt = performance.now();
  const count = (outcome) => outcomes.filter((result) => result.outcome === outcome).length;
  return {
    ok: report.ok,
    problems: report.problems,
    figures: report.figures,
    /** What the databases said right after the burst, before anything had time to catch up. */
    atBurstEnd: firstLook,
    restarts,
    outcomes: { paid: count('paid'), full: count('full'), refused: count('refused'), gaveUp: count('gave-up') },
    details: outcomes.filter((result) => result.detail).map((result) => result.detail),
    retries: outcomes.reduce((sum, result) => sum + result.retries, 0),
    burstMs: Math.round(lastRestartAt - started),
    consistentAfterLastRestartMs: report.ok ? Math.max(0, Math.round(settledAt - lastRestartAt)) : undefined,
    seatsPerClass,
    classes: waves.length,
  };
}

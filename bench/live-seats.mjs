// The live seat figures under a checkout rush (decision 0039): L browsers hold the live stream open through the
// gateway (GET /api/live/seats?classes=<the rush's class>) while N students race for S seats, as in bench/checkout.mjs.
// Prints the time from each seat change (classes hearing its commit: the `changedAt` of the figures) to its arrival
// at every browser (p50/p99), the gateway's memory per open stream (its RSS before and after they open,
// /proc/<pid>/status), and the rush's attempts/s and p99s with the listeners and without, in interleaved rounds, each
// after the same rush once uncounted. Starts a platform of its own (after `npm run build`) whose gateway lets one
// address hold every listener (LIVE_STREAMS_PER_ADDRESS). Loopback only.
//   node bench/live-seats.mjs [listeners=1000] [students=500] [seats=50] [rounds=2]
/* global performance */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { API_PREFIX, ROUTES } from '@classhub/contracts';
import { gatewayClient } from '../tools/platform/gateway-client.mjs';
import { benchPlatform } from './support/bench-platform.mjs';
import { checkoutRush, percentile } from './support/checkout-rush.mjs';
import { cpuMicros } from './support/process-cpu.mjs';
import { openLiveListeners } from './support/live-listeners.mjs';
import { printMachineSpeed } from './support/machine-speed.mjs';

const [LISTENERS, STUDENTS, SEATS, ROUNDS] = [1000, 500, 50, 2].map((fallback, index) =>
  Number(process.argv[2 + index] ?? fallback),
);
for (const [name, value, max] of [
  ['listeners', LISTENERS, 5000],
  ['students', STUDENTS, 1000],
  ['seats', SEATS, 1000],
  ['rounds', ROUNDS, 5],
])
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be an integer from 1 to ${max}`);
const TOTAL_TIMEOUT_MS = 20 * 60_000;
/** How long after the rush the browsers may take to see the class's final figures. */
const SETTLE_TIMEOUT_MS = 30_000;

// Read by the platform's gateway (it inherits this environment): every listener comes from this one address.
process.env.LIVE_STREAMS_PER_ADDRESS = String(LISTENERS + 10);
process.env.LIVE_STREAMS_MAX = String(LISTENERS + 100);

printMachineSpeed();
const platform = await benchPlatform('live_seats');
const client = gatewayClient(platform.gateway, { mailUrl: platform.mailUrl });
const deadline = setTimeout(() => {
  console.error(`FAILED: gave up after ${TOTAL_TIMEOUT_MS / 60_000} min`);
  void platform.remove(false).finally(() => process.exit(1));
}, TOTAL_TIMEOUT_MS);
deadline.unref();

/** The gateway's resident memory in KiB, from /proc (Linux). */
function gatewayRssKib() {
  const status = readFileSync(`/proc/${platform.pidOf('gateway')}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]);
}

const ms = (value) => `${value.toFixed(0)} ms`;
const sortedOf = (samples) => [...samples].sort((a, b) => a - b);

/** attempts/s and the three calls' p99 of one rush. */
function rushFigures({ latency, errors, outcomes, wallMs }) {
  return {
    attemptsPerSecond: STUDENTS / (wallMs / 1000),
    intentP99: percentile(sortedOf(latency.intent), 99),
    confirmP99: percentile(sortedOf(latency.confirm), 99),
    paymentP99: percentile(sortedOf(latency.payment), 99),
    paid: outcomes.filter((outcome) => outcome === 'paid').length,
    errors: errors.length,
  };
}

let failed = ['the benchmark stopped early'];
try {
  const admin = await client.signIn('admin@classhub.test');
  const instructor = await client.signIn('instructor1@classhub.test');
  const { prepareRush, rush, mailQueueDrained } = checkoutRush(platform, client, { admin, instructor });

  const warm = await rush(await prepareRush(STUDENTS, SEATS));
  console.log(`warm-up (not counted): ${STUDENTS} students in ${(warm.wallMs / 1000).toFixed(2)} s`);

  const results = { without: [], with: [] };
  const delays = [];
  const perStreamKib = [];
  failed = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const mode of ['without', 'with']) {
      const prepared = await prepareRush(STUDENTS, SEATS);
      await mailQueueDrained();
      let listeners;
      if (mode === 'with') {
        const before = gatewayRssKib();
        const openedAt = performance.now();
        listeners = await openLiveListeners(
          `${platform.gateway}${API_PREFIX}${ROUTES.streamLiveSeats.path}?classes=${prepared.classId}`,
          LISTENERS,
        );
        const openMs = performance.now() - openedAt;
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const after = gatewayRssKib();
        perStreamKib.push((after - before) / LISTENERS);
        console.log(
          `round ${round}: ${LISTENERS} streams open with their snapshot in ${ms(openMs)}; gateway RSS ${(before / 1024).toFixed(1)} → ${(after / 1024).toFixed(1)} MiB = ${((after - before) / LISTENERS).toFixed(1)} KiB per stream`,
        );
      }
      const cpuBefore = cpuMicros(platform.pidOf('gateway'));
      const result = { ...rushFigures(await rush(prepared)), gatewayCpuMs: 0 };
      result.gatewayCpuMs = (cpuMicros(platform.pidOf('gateway')) - cpuBefore) / 1000;
      results[mode].push(result);
      console.log(
        `round ${round} ${mode.padEnd(7)} listeners: ${result.attemptsPerSecond.toFixed(0)} attempts/s, intent p99 ${ms(result.intentP99)}, confirm p99 ${ms(result.confirmP99)}, payment p99 ${ms(result.paymentP99)}; gateway CPU ${ms(result.gatewayCpuMs)}; machine load ${loadavg()[0].toFixed(1)}; paid ${result.paid}, errors ${result.errors}`,
      );
      if (result.errors > 0 || result.paid !== Math.min(STUDENTS, SEATS))
        failed.push(`round ${round} ${mode}: ${result.paid} paid, ${result.errors} errors`);
      if (listeners) {
        // Every browser ends with the class full and every seat enrolled (the enrolments are confirmed through
        // JetStream after the payments).
        const full = { availableSeats: SEATS - Math.min(STUDENTS, SEATS), enrolled: Math.min(STUDENTS, SEATS) };
        const settleStart = performance.now();
        while (
          (await listeners.holding(prepared.classId, full)) < LISTENERS &&
          performance.now() - settleStart < SETTLE_TIMEOUT_MS
        )
          await new Promise((resolve) => setTimeout(resolve, 100));
        const holding = await listeners.holding(prepared.classId, full);
        if (holding < LISTENERS)
          failed.push(`round ${round}: ${LISTENERS - holding} browsers never saw the final figures`);
        const roundDelays = await listeners.delays();
        const inRound = sortedOf(roundDelays);
        console.log(
          `round ${round}: ${inRound.length} figures arrived (${(inRound.length / LISTENERS).toFixed(1)} per browser); change → browser p50 ${ms(percentile(inRound, 50))}, p99 ${ms(percentile(inRound, 99))}, max ${ms(inRound.at(-1) ?? NaN)}; ${holding}/${LISTENERS} browsers hold the final figures`,
        );
        delays.push(...roundDelays);
        await listeners.close();
      }
    }
  }

  const median = (values) => {
    const sorted = sortedOf(values);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const all = sortedOf(delays);
  console.log('\nsummary');
  console.log(
    `  change → browser, ${all.length} figures: p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))} (goal p99 ≤ 1 000 ms)`,
  );
  console.log(`  gateway memory per open stream: ${perStreamKib.map((kib) => `${kib.toFixed(1)} KiB`).join(' / ')}`);
  for (const mode of ['without', 'with'])
    console.log(
      `  ${mode.padEnd(7)} listeners: ${results[mode].map((r) => r.attemptsPerSecond.toFixed(0)).join(' / ')} attempts/s (median ${median(results[mode].map((r) => r.attemptsPerSecond)).toFixed(0)}); intent p99 ${results[mode].map((r) => r.intentP99.toFixed(0)).join(' / ')} ms; payment p99 ${results[mode].map((r) => r.paymentP99.toFixed(0)).join(' / ')} ms; gateway CPU in the rush ${results[mode].map((r) => r.gatewayCpuMs.toFixed(0)).join(' / ')} ms`,
    );
  const ratio =
    median(results.with.map((r) => r.attemptsPerSecond)) / median(results.without.map((r) => r.attemptsPerSecond));
  console.log(`  with/without: ${ratio.toFixed(2)}× attempts/s by the medians (goal: within 10 %)`);
  console.log(failed.length ? `FAILED: ${failed.join('; ')}` : 'OK');
} finally {
  clearTimeout(deadline);
  await platform.remove(failed.length === 0);
}
process.exit(failed.length ? 1 : 0);

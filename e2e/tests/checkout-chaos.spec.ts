import { expect, test } from '@playwright/test';
import { runCheckoutChaos } from '../support/chaos.js';
import { startTestPlatform, type RunningPlatform } from '../support/test-platform.js';

// The checkout saga's invariants (docs/architecture.md#checkout-saga) under crashes: 3 waves of 20 students race for 10
// seats each while payments, classes and the gateway are in turn killed with SIGKILL (no shutdown hooks) and started
// again. Its own platform, as the other tests must not see these restarts.
let platform: RunningPlatform;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  platform = await startTestPlatform('chaos');
});

test.afterAll(async () => {
  await platform?.remove();
});

test('a checkout burst survives SIGKILL of payments, classes and the gateway: consistent and recorded within 30 s of the last restart', async () => {
  const result = await runCheckoutChaos(platform, { log: (line) => console.log(line) });
  console.log(
    JSON.stringify({
      outcomes: result.outcomes,
      figures: result.figures,
      atBurstEnd: result.atBurstEnd,
      restarts: result.restarts,
    }),
  );

  // Every charge has one payment and one enrolment or refund, nobody paid twice, seats + enrolled + held is constant.
  expect(result.problems).toEqual([]);
  expect(result.ok).toBe(true);
  // Every student got an answer: paid, or refused because the class was full.
  expect(result.outcomes.gaveUp).toBe(0);
  expect(result.outcomes.refused).toBe(0);
  expect(result.details).toEqual([]);
  // No seat oversold: each class sold at most its seats, and every seat a student paid for is an enrolment.
  expect(result.figures.enrolled).toBeLessThanOrEqual(result.seatsPerClass * result.classes);
  expect(result.figures.enrolled + result.figures.refunded).toBe(result.figures.payments);
  expect(result.figures.payments).toBe(result.figures.charges);
});

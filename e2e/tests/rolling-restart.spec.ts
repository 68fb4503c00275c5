import { expect, test } from '@playwright/test';
import { runRollingRestart } from '../support/chaos.js';
import { startScaledTestPlatform, type RunningPlatform } from '../support/test-platform.js';

// A rolling restart under load (decisions 0047 and 0052): with two copies of every service and of the gateway, every
// copy in turn gets SIGTERM (it drains), stops and starts again, the services first, then the gateways, while six
// workers browse the catalogue, read profiles and mail preferences, and buy seats through the gateways a load balancer
// would pick (those answering /health). Not one call may get a 5xx or no answer, and every checkout made during the
// restarts must be recorded once, enrolled and mailed.
let platform: RunningPlatform;

test.describe.configure({ mode: 'serial', timeout: 420_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  platform = await startScaledTestPlatform('rolling');
});

test.afterAll(async () => {
  await platform?.remove();
});

test('restarting every copy of every service and gateway one at a time under load gives no 5xx and loses nothing', async () => {
  const result = await runRollingRestart(platform, { log: (line) => console.log(line) });
  console.log(JSON.stringify({ answers: result.answers, restarts: result.restarts, checkouts: result.checkouts }));

  // The image uploaded through one copy of classes is served by both: they share the bucket.
  expect(result.imageCopies.map((copy) => copy.status)).toEqual([200, 200]);
  expect(result.answers.failures).toEqual([]);
  expect(result.restarts).toHaveLength(10);
  expect(result.answers.total).toBeGreaterThan(100);
  expect(result.checkouts.paid).toBeGreaterThan(0);
  expect(result.checkouts.other).toEqual([]);
  expect(result.problems).toEqual([]);
  expect(result.figures.unrecordedCharges).toBe(0);
  expect(result.figures.enrolled).toBe(result.checkouts.paid);
  expect(result.mails.missing).toBe(0);
});

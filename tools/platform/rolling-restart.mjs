// A rolling restart under load (decisions 0047 and 0052): with two copies of every service and of the gateway, each
// copy in turn is stopped with SIGTERM (it drains: /health 503 while it still serves) and started again, services
// first, then the gateways, while workers keep calling every service through the gateways: the catalogue (classes),
// profiles (identity), mail preferences (notifications) and whole checkouts (payments, classes, and the receipts
// notifications mails). The workers pick a gateway the way a load balancer would, among those whose /health answered
// 200 at the last look (every 250 ms). Every answer is counted: a 5xx or a call that got no answer is a failure of the
// restart. Afterwards the checkouts' invariants and their mails must hold. Shared by e2e/tests/rolling-restart.spec.ts
// (which asserts) and bench/rolling-restart.mjs (which prints).
/* global AbortSignal, performance */
import { ROUTES } from '@classhub/contracts';
import { checkoutConsistency } from './checkout-consistency.mjs';
import { gatewayClient, inBatches, sleep } from './gateway-client.mjs';
import { mailConsistency } from './mail-consistency.mjs';
import { studentCheckout } from './student-checkout.mjs';

const HEALTH_LOOK_MS = 250;

/**
 * The gateways a load balancer would send to: those whose /health answered 200 at its last look. Starts looking at
 * once; `stop()` ends it.
 */
function balancer(gatewayUrls) {
  let healthy = [...gatewayUrls];
  let looking = true;
  let turn = 0;
  const look = async () => {
    while (looking) {
      const answers = await Promise.all(
        gatewayUrls.map((url) =>
          fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then(
            (response) => response.ok,
            () => false,
          ),
        ),
      );
      healthy = gatewayUrls.filter((_, index) => answers[index]);
      await sleep(HEALTH_LOOK_MS);
    }
  };
  const looked = look();
  return {
    /** The next healthy gateway in turn (the first one when none looked healthy: the call then shows the failure). */
    next: () => healthy[turn++ % Math.max(healthy.length, 1)] ?? gatewayUrls[0],
    async stop() {
      looking = false;
      await looked;
    },
  };
}

/**
 * @param {Awaited<ReturnType<typeof import('./isolated-platform.mjs').startIsolatedPlatform>>} platform  started with
 *   two copies of each process
 * @param {{ workers?: number, buyers?: number, settleMs?: number, log?: (line: string) => void }} [options]
 */
export async function runRollingRestart(
  platform,
  { workers = 6, buyers = 120, settleMs = 30_000, log = () => {} } = {},
) {
  const setup = gatewayClient(platform.baseUrl, { mailUrl: platform.mail.webUrl });
  const admin = await setup.signIn('admin@classhub.test');
  const instructor = await setup.signIn('instructor1@classhub.test');
  const students = await inBatches(Array.from({ length: buyers }), 8, () => setup.registerStudent('rolling'));
  const classId = await setup.createApprovedClass(instructor, admin, {
    className: 'Rolling restart',
    availableSeats: buyers,
    price: 14.99,
  });
  const selections = await setup.selectForAll(students, classId);
  const imageCopies = await imageFromEveryCopy(platform, setup, classId);
  log(`the class's image, uploaded through one copy of classes: ${JSON.stringify(imageCopies)}`);

  const lb = balancer(platform.gatewayUrls);
  const clients = Object.fromEntries(platform.gatewayUrls.map((url) => [url, gatewayClient(url)]));
  const answers = { total: 0, byStatus: {}, failures: [] };
  /** Every call of the load, through the next healthy gateway, counted. */
  const call = async (route, options) => {
    const gateway = lb.next();
    const answer = await clients[gateway].call(route, options);
    answers.total++;
    answers.byStatus[answer.status] = (answers.byStatus[answer.status] ?? 0) + 1;
    if (answer.status === 0 || answer.status >= 500)
      answers.failures.push({
        at: Math.round(performance.now()),
        gateway,
        route: `${route.method} ${route.path}`,
        status: answer.status,
      });
    return answer;
  };

  let running = true;
  let nextBuyer = 0;
  const checkouts = [];
  const worker = async (index) => {
    while (running) {
      const student = students[index % students.length];
      if (index % 3 === 0 && nextBuyer < students.length) {
        const buyer = nextBuyer++;
        checkouts.push(await studentCheckout(call, students[buyer], selections[buyer]));
      } else {
        await call(ROUTES.listApprovedClasses, {});
        await call(ROUTES.getProfileByEmail, { params: { email: student.email }, token: student.token });
        await call(ROUTES.getMailPreferences, { token: student.token });
      }
    }
  };
  const load = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  await sleep(1000);

  const restarts = [];
  const order = [
    ...['identity', 'classes', 'payments', 'notifications'].flatMap((service) => platform.replicaNames[service]),
    ...platform.replicaNames.gateway,
  ];
  for (const name of order) {
    const started = performance.now();
    await platform.stopService(name);
    await platform.startService(name);
    restarts.push({ process: name, ms: Math.round(performance.now() - started) });
    log(`restarted ${name} (SIGTERM, drained, started, healthy) in ${Math.round(performance.now() - started)} ms`);
  }
  const lastRestartAt = performance.now();
  await sleep(1000);
  running = false;
  await load;
  await lb.stop();

  const databases = { classes: platform.databaseUrl('classes'), payments: platform.databaseUrl('payments') };
  const seats = { [classId]: buyers };
  let report = await checkoutConsistency(databases, seats);
  while (!report.ok && performance.now() - lastRestartAt < settleMs) {
    await sleep(500);
    report = await checkoutConsistency(databases, seats);
  }
  const mailTarget = {
    payments: databases.payments,
    mailUrl: platform.mail.webUrl,
    classIds: [classId],
    adminEmail: admin.email,
  };
  let mails = await mailConsistency(mailTarget);
  while (!mails.ok && performance.now() - lastRestartAt < settleMs) {
    await sleep(500);
    mails = await mailConsistency(mailTarget);
  }
  const paid = checkouts.filter((checkout) => checkout.outcome === 'paid').length;
  log(
    `load: ${answers.total} calls ${JSON.stringify(answers.byStatus)}, ${answers.failures.length} failed; ${paid} of ${checkouts.length} checkouts paid`,
  );
  const imageServed = imageCopies.every((copy) => copy.status === 200);
  return {
    ok: answers.failures.length === 0 && report.ok && mails.ok && imageServed,
    imageCopies,
    answers,
    restarts,
    checkouts: {
      started: checkouts.length,
      paid,
      other: checkouts.filter((c) => c.outcome !== 'paid').map((c) => c.detail ?? c.outcome),
    },
    figures: report.figures,
    mails: mails.figures,
    problems: [...report.problems, ...mails.problems],
  };
}

/**
 * The class's image, uploaded through the gateway to one copy of classes, read from every copy directly: they share
 * the bucket (decision 0049), so each must answer 200 with the same bytes.
 */
export async function imageFromEveryCopy(platform, client, classId) {
  const listed = await client.call(ROUTES.listApprovedClasses, {});
  const image = listed.body.find((cls) => cls._id === classId)?.classImage;
  if (!image?.startsWith('/api/media/classes/')) return [{ copy: 'none', status: 0, image }];
  const copies = platform.children.filter((child) => platform.replicaNames.classes.includes(child.name));
  const answers = await Promise.all(
    copies.map(async (child) => {
      const response = await fetch(child.healthUrl.replace(/\/health$/, image.replace(/^\/api/, '')));
      return { copy: child.name, status: response.status, bytes: (await response.arrayBuffer()).byteLength };
    }),
  );
  const sizes = new Set(answers.map((answer) => answer.bytes));
  return sizes.size === 1 ? answers : answers.map((answer) => ({ ...answer, status: -1 }));
}

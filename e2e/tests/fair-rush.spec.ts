import { expect, test } from '@playwright/test';
import { ROUTES, type ClassDto } from '@classhub/contracts';
import {
  apiClient,
  createApprovedClass,
  eventually,
  inBatches,
  registerStudentApi,
  selectWhenListed,
  signInApi,
  type ApiClient,
  type ApiUser,
} from '../support/api-client.js';
import { DEMO } from '../support/session.js';
import { startTestPlatform, type RunningPlatform } from '../support/test-platform.js';

// Decision 0029 across the real services: squatters cannot keep a class full. Its own platform, with a 10 s hold
// window (3 minutes in production) and payments sweeping every second, so a window passes within the test.
const WINDOW_MS = 10_000;
/** A window, payments' sweep, and the real student's next try (every 2 s). */
const WITHIN_A_WINDOW_MS = WINDOW_MS + 5_000;

let platform: RunningPlatform;
let admin: ApiUser;
let instructor: ApiUser;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  platform = await startTestPlatform('fairrush', async () => ({
    classes: { SEAT_HOLD_WINDOW_SECONDS: String(WINDOW_MS / 1000), SEAT_HOLD_COOLDOWN_SECONDS: '120' },
    payments: { CHECKOUT_SWEEP_INTERVAL_MS: '1000' },
  }));
  admin = await signInApi(platform.baseUrl, DEMO.admin);
  instructor = await signInApi(platform.baseUrl, DEMO.instructor);
});

test.afterAll(async () => {
  await platform?.remove();
});

const call: ApiClient['call'] = (route, ...options) => apiClient(platform.baseUrl).call(route, ...options);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newClass(seats: number, label: string): Promise<string> {
  return createApprovedClass(platform.baseUrl, instructor, admin, {
    className: `Fair rush: ${label}`,
    availableSeats: seats,
    price: 19.99,
  });
}

const select = (student: ApiUser, classId: string) => selectWhenListed(platform.baseUrl, student, classId);

const hold = (student: ApiUser, selectionId: string) =>
  call(ROUTES.createPaymentIntent, { token: student.token, body: { selecteItemId: selectionId } });
/** A refusal's reason. */
const messageOf = (answer: { body: unknown }) => (answer.body as { message?: string }).message ?? '';

async function seatsOf(classId: string): Promise<Pick<ClassDto, 'availableSeats' | 'enrolled'>> {
  const found = ((await call(ROUTES.listClasses, { token: admin.token })).body as ClassDto[]).find(
    (cls) => cls._id === classId,
  );
  if (!found) throw new Error(`class ${classId} not listed`);
  return { availableSeats: found.availableSeats, enrolled: found.enrolled };
}

test('five squatting accounts cannot keep a 5-seat class full beyond one window: a real student polling every 2 s gets a seat and pays', async () => {
  const classId = await newClass(5, 'five seats');
  const squatters = await inBatches(Array.from({ length: 5 }), 5, () =>
    registerStudentApi(platform.baseUrl, 'squat', platform.mail.webUrl),
  );
  const real = await registerStudentApi(platform.baseUrl, 'real', platform.mail.webUrl);
  const squatted = await Promise.all(squatters.map((squatter) => select(squatter, classId)));
  const realSelection = await select(real, classId);

  const holds = await Promise.all(squatters.map((squatter, index) => hold(squatter, squatted[index]!)));
  expect(holds.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  const squattedAt = Date.now();
  await eventually(async () => (await seatsOf(classId)).availableSeats === 0, 'the catalogue to show the class full');

  // The squatters keep asking every 0.5 s (with their own accounts) and ask for more time; the real student asks
  // every 2 s. Nobody confirms a card but the real student.
  let stop = false;
  const squatting = squatters.map(async (squatter, index) => {
    const answers: number[] = [];
    while (!stop) {
      const again = await hold(squatter, squatted[index]!);
      answers.push(again.status);
      if (again.status === 200) {
        const more = await call(ROUTES.extendPaymentIntent, {
          token: squatter.token,
          body: { paymentIntentId: again.body.paymentIntentId },
        });
        answers.push(more.status);
      }
      await sleep(500);
    }
    return answers;
  });

  let seatAfterMs: number | undefined;
  let intent: Awaited<ReturnType<typeof hold>> | undefined;
  for (let tries = 0; tries < 30 && seatAfterMs === undefined; tries++) {
    const answer = await hold(real, realSelection);
    if (answer.status === 200) {
      seatAfterMs = Date.now() - squattedAt;
      intent = answer;
    } else {
      expect(answer.status).toBe(409);
      expect(messageOf(answer)).toMatch(/^This class is full/);
      await sleep(2000);
    }
  }
  stop = true;
  const squatterAnswers = (await Promise.all(squatting)).flat();
  console.log(JSON.stringify({ seatAfterMs, squatterAnswers: squatterAnswers.length }));

  expect(seatAfterMs, 'the real student got a seat').toBeDefined();
  expect(seatAfterMs!).toBeLessThanOrEqual(WITHIN_A_WINDOW_MS);
  // Once someone waits, no hold is extended: the squatters' asks for more time were all refused.
  expect(squatterAnswers.filter((status) => status === 409).length).toBeGreaterThan(0);

  const confirmed = await call(ROUTES.confirmTestCard, {
    body: {
      clientSecret: intent!.body.clientSecret,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
    },
  });
  expect(confirmed.status).toBe(200);
  const recorded = await call(ROUTES.recordPayment, {
    token: real.token,
    body: { transactionId: confirmed.body.paymentIntent.id, selecteItemId: realSelection },
  });
  expect(recorded.status).toBe(201);
  // The invariant: seats + enrolled + held is the class's 5, and the real student is the one enrolled.
  await eventually(async () => (await seatsOf(classId)).enrolled === 1, 'the enrolment to show');
  const seats = await seatsOf(classId);
  expect(seats.availableSeats + seats.enrolled).toBeLessThanOrEqual(5);
});

test('a squatter whose hold lapsed while someone waited is told to wait out the cool-down', async () => {
  const classId = await newClass(1, 'one seat');
  const [squatter, waiting] = await inBatches(Array.from({ length: 2 }), 2, () =>
    registerStudentApi(platform.baseUrl, 'cool', platform.mail.webUrl),
  );
  const squatted = await select(squatter!, classId);
  const waitingSelection = await select(waiting!, classId);
  expect((await hold(squatter!, squatted)).status).toBe(200);
  expect((await hold(waiting!, waitingSelection)).status).toBe(409);

  // Until the window ends the squatter's hold is answered again; then (after a moment of "full" or "ended") the
  // cool-down is what they are told.
  const coolingDown =
    /^Your last hold of this class ended unpaid while others were waiting for a seat: you can hold one again in \d+ minutes?$/;
  await eventually(
    async () => {
      const answer = await hold(squatter!, squatted);
      return answer.status === 409 && coolingDown.test(messageOf(answer));
    },
    'the squatter to be told to wait out the cool-down',
    WITHIN_A_WINDOW_MS + 5_000,
  );
  expect((await hold(waiting!, waitingSelection)).status).toBe(200);
});

test('one student holds at most two seats at once, whatever they ask for together', async () => {
  const classIds = await inBatches(Array.from({ length: 6 }), 3, (_, index) => newClass(1, `single ${index}`));
  const student = await registerStudentApi(platform.baseUrl, 'hoarder', platform.mail.webUrl);
  const selections = await inBatches(classIds, 3, (classId) => select(student, classId));
  const answers = await Promise.all(selections.map((selectionId) => hold(student, selectionId)));
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
  const refused = answers.filter((answer) => answer.status === 409);
  expect(refused).toHaveLength(4);
  for (const answer of refused)
    expect(messageOf(answer)).toBe(
      'You are already holding seats of 2 classes: pay for one, or remove it from your selected classes, before holding another',
    );
});

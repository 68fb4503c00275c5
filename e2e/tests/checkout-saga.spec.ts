import { expect, test } from '@playwright/test';
import { ROUTES, type ClassDto, type PaymentDto } from '@classhub/contracts';
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

// The checkout saga's invariant (docs/architecture.md#checkout-saga) under load, across the real services: 200 students
// race for 10 seats. This file runs its own platform, so it can stop and restart the classes service without disturbing
// other tests.
const STUDENTS = 200;
const SEATS = 10;

type Outcome = 'paid' | 'full' | 'refused' | 'unavailable';

let platform: RunningPlatform;
let admin: ApiUser;
let instructor: ApiUser;
let students: ApiUser[];

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  platform = await startTestPlatform('saga');
  admin = await signInApi(platform.baseUrl, DEMO.admin);
  instructor = await signInApi(platform.baseUrl, DEMO.instructor);
  students = await inBatches(Array.from({ length: STUDENTS }), 8, () =>
    registerStudentApi(platform.baseUrl, 'saga', platform.mail.webUrl),
  );
});

test.afterAll(async () => {
  await platform?.remove();
});

const call: ApiClient['call'] = (route, ...options) => apiClient(platform.baseUrl).call(route, ...options);

const select = (student: ApiUser, classId: string) => selectWhenListed(platform.baseUrl, student, classId);

/** The whole checkout of one student: intent (seat hold), card 4242…, POST /payment. */
async function checkout(student: ApiUser, selectionId: string): Promise<Outcome> {
  const intent = await call(ROUTES.createPaymentIntent, {
    token: student.token,
    body: { selecteItemId: selectionId, price: 0.01 },
  });
  if (intent.status === 409 && (intent.body as { message?: string }).message?.startsWith('This class is full'))
    return 'full';
  // Already paid (409) or cart item gone after paying (404): refused before any charge.
  if (intent.status === 409 || intent.status === 404) return 'refused';
  if (intent.status === 503) return 'unavailable';
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const confirm = await call(ROUTES.confirmTestCard, {
    body: {
      clientSecret: intent.body.clientSecret,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
    },
  });
  expect(confirm.status).toBe(200);
  const recorded = await call(ROUTES.recordPayment, {
    token: student.token,
    body: { transactionId: confirm.body.paymentIntent.id, selecteItemId: selectionId },
  });
  expect(recorded.status).toBe(201);
  return 'paid';
}

async function classState(classId: string): Promise<ClassDto> {
  const all = await call(ROUTES.listClasses, { token: admin.token });
  const found = (all.body as ClassDto[]).find((cls) => cls._id === classId);
  if (!found) throw new Error(`class ${classId} not listed`);
  return found;
}

async function paymentsFor(classId: string): Promise<PaymentDto[]> {
  return (await call(ROUTES.listAllPayments, { token: admin.token })).body.filter(
    (payment) => payment.classId === classId,
  );
}

async function expectSoldOutExactly(classId: string): Promise<void> {
  await eventually(
    async () => (await paymentsFor(classId)).every((payment) => payment.enrolmentStatus === 'confirmed'),
    'every enrolment to be confirmed',
  );
  const paid = await paymentsFor(classId);
  expect(paid).toHaveLength(SEATS);
  expect(new Set(paid.map((payment) => payment.email)).size).toBe(SEATS);
  expect(paid.every((payment) => payment.price === 19.99)).toBe(true);
  const state = await classState(classId);
  expect(state).toMatchObject({ availableSeats: 0, enrolled: SEATS });
}

test('200 concurrent checkouts for 10 seats end with 10 payments, 10 enrolments and 0 seats; the rest are refused before any charge', async () => {
  const classId = await createApprovedClass(platform.baseUrl, instructor, admin, {
    className: 'Saga: Ten Seats',
    availableSeats: SEATS,
    price: 19.99,
  });
  const selections = await inBatches(students, 20, (student) => select(student, classId));

  const outcomes = await Promise.all(students.map((student, index) => checkout(student, selections[index] as string)));

  expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(SEATS);
  expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(STUDENTS - SEATS);
  await expectSoldOutExactly(classId);
});

test('the same with the classes service stopped during the run and started again: nothing lost, nothing doubled', async () => {
  const classId = await createApprovedClass(platform.baseUrl, instructor, admin, {
    className: 'Saga: Restart',
    availableSeats: SEATS,
    price: 19.99,
  });
  const selections = await inBatches(students, 20, (student) => select(student, classId));
  const early = students.slice(0, SEATS / 2);

  // Five students hold a seat, then classes stops before they pay: their payments are recorded by payments alone
  // and their payment.completed events wait in JetStream.
  const intents = await Promise.all(
    early.map((student, index) =>
      call(ROUTES.createPaymentIntent, { token: student.token, body: { selecteItemId: selections[index] as string } }),
    ),
  );
  await platform.stopService('classes');
  const duringOutage = await Promise.all([
    ...early.map(async (student, index) => {
      const confirm = await call(ROUTES.confirmTestCard, {
        body: {
          clientSecret: intents[index]?.body.clientSecret as string,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
        },
      });
      const recorded = await call(ROUTES.recordPayment, {
        token: student.token,
        body: { transactionId: confirm.body.paymentIntent.id, selecteItemId: selections[index] as string },
      });
      return recorded.status === 201 ? 'paid' : 'refused';
    }),
    // Everyone else is refused before any charge while no seat can be held.
    ...students.slice(SEATS / 2).map((student, index) => checkout(student, selections[index + SEATS / 2] as string)),
  ]);
  expect(duringOutage.slice(0, SEATS / 2)).toEqual(Array(SEATS / 2).fill('paid'));
  expect(new Set(duringOutage.slice(SEATS / 2))).toEqual(new Set(['unavailable']));
  expect((await paymentsFor(classId)).map((payment) => payment.enrolmentStatus)).toEqual(
    Array(SEATS / 2).fill('pending'),
  );

  await platform.startService('classes');
  const retried = await Promise.all(
    students.slice(SEATS / 2).map((student, index) => checkout(student, selections[index + SEATS / 2] as string)),
  );
  expect(retried.filter((outcome) => outcome === 'paid')).toHaveLength(SEATS / 2);
  expect(retried.filter((outcome) => outcome === 'full')).toHaveLength(STUDENTS - SEATS);
  await expectSoldOutExactly(classId);
});

test('a repeated POST /payment records one payment', async () => {
  const classId = await createApprovedClass(platform.baseUrl, instructor, admin, {
    className: 'Saga: Once',
    availableSeats: 5,
    price: 12.5,
  });
  const [student] = students as [ApiUser];
  const selectionId = await select(student, classId);
  const intent = await call(ROUTES.createPaymentIntent, { token: student.token, body: { selecteItemId: selectionId } });
  expect(intent.body.amount).toBe(12.5);
  const confirm = await call(ROUTES.confirmTestCard, {
    body: {
      clientSecret: intent.body.clientSecret,
      card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '999' },
    },
  });
  const body = { transactionId: confirm.body.paymentIntent.id, selecteItemId: selectionId };
  const answers = await Promise.all([1, 2, 3].map(() => call(ROUTES.recordPayment, { token: student.token, body })));
  expect(new Set(answers.map((answer) => answer.body.insertResult.insertedId)).size).toBe(1);
  expect(await paymentsFor(classId)).toHaveLength(1);
});

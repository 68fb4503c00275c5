import AxeBuilder from '@axe-core/playwright';
import { REFUND_MESSAGES, ROUTES, TEST_CARDS, type PaymentDto } from '@classhub/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  callRoute,
  createDemoClass,
  eventually,
  registerStudentApi,
  selectWhenListed,
  type ApiUser,
} from '../support/api-client.js';
import { DEMO, registerFreshUser, signInAs } from '../support/session.js';

// Refunds (decision 0034) in the browser: a student refunds from My Enrolled Classes and the seat comes back on the
// catalogue card; an admin refunds any payment with a reason; a refund the provider fails becomes an admin's task.
// Each test makes its own class and students, so the demo data other tests read stays as it is.

const newClassName = (label: string) => `Refund ${label} ${randomBytes(3).toString('hex')}`;

/** Serious and critical axe findings on the page as it is now (a dialog open, say), once it has stopped moving. */
async function axeProblems(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForTimeout(500);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A student pays for the class through the API with `card`, and classes confirms the enrolment. */
async function paidEnrolment(baseUrl: string, student: ApiUser, classId: string, card: string): Promise<PaymentDto> {
  const selecteItemId = await selectWhenListed(baseUrl, student, classId);
  const intent = await callRoute(baseUrl, ROUTES.createPaymentIntent, {
    token: student.token,
    body: { selecteItemId },
  });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const confirmed = await callRoute(baseUrl, ROUTES.confirmTestCard, {
    body: { clientSecret: intent.body.clientSecret, card: { number: card, expMonth: 12, expYear: 2099, cvc: '123' } },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const recorded = await callRoute(baseUrl, ROUTES.recordPayment, {
    token: student.token,
    body: { transactionId: confirmed.body.paymentIntent.id, selecteItemId },
  });
  expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  let payment: PaymentDto | undefined;
  await eventually(async () => {
    const list = await callRoute(baseUrl, ROUTES.listStudentPayments, {
      token: student.token,
      query: { email: student.email },
    });
    payment = (list.body as PaymentDto[]).find(({ _id }) => _id === recorded.body.insertResult.insertedId);
    return payment?.enrolmentStatus === 'confirmed';
  }, 'the enrolment to be confirmed');
  return payment!;
}

test('a student refunds from My Enrolled Classes, sees it refunded and the seat back on the catalogue card', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const className = newClassName('Student');
  await createDemoClass(baseURL!, { className, availableSeats: 4, price: 27.5 });

  // The student selects and pays in the browser with the test card.
  await registerFreshUser(page.request, 'Refund Student');
  await page.goto(`/classes?q=${encodeURIComponent(className)}`);
  const card = page.getByRole('article', { name: className });
  await card.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Class has been selected');
  await page.goto('/dashboard/myselectedclass');
  await page.getByRole('link', { name: `Pay for ${className}` }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(/^Payment Success with transacition ID: pi_\w+$/)).toBeVisible();

  await page.goto(`/classes?q=${encodeURIComponent(className)}`);
  await expect(card).toContainText('Available seats: 3');

  // My Enrolled Classes offers the refund once the enrolment is confirmed; the dialog names the amount and the seat.
  await page.goto('/dashboard/myenrolledclass');
  const refund = page.getByRole('button', { name: `Refund ${className}` });
  await expect(refund).toBeVisible({ timeout: 20_000 });
  await refund.click();
  const dialog = page.getByRole('alertdialog', { name: 'Refund $27.50?' });
  await expect(dialog).toContainText(`You will get $27.50 back on your card and give up your seat in ${className}.`);
  expect(await axeProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, refund $27.50' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Refund requested');

  const refunded = page.getByRole('region', { name: 'Refunded payments' });
  await expect(refunded.getByRole('row', { name: new RegExp(className) })).toContainText('Refunded', {
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: 'Enrolled classes' }).getByText(className)).toHaveCount(0);
  await page.goto('/dashboard/paymenthistory');
  await expect(page.getByRole('row', { name: new RegExp(className) })).toContainText('Refunded');
  await expect(page.getByRole('button', { name: `Refund ${className}` })).toHaveCount(0);

  // The seat is back on the catalogue card.
  await expect(async () => {
    await page.goto(`/classes?q=${encodeURIComponent(className)}`);
    await expect(card).toContainText('Available seats: 4', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
});

test('an admin refunds any payment with a reason, shown on the transactions list', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const className = newClassName('Admin');
  const classId = await createDemoClass(baseURL!, { className, availableSeats: 3, price: 19 });
  const student = await registerStudentApi(baseURL!, 'refund-admin', process.env.E2E_MAIL_URL);
  await paidEnrolment(baseURL!, student, classId, TEST_CARDS.success);

  await signInAs(page, DEMO.admin, '/dashboard/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(className) });
  await row.getByRole('button', { name: /^Refund / }).click();
  const dialog = page.getByRole('dialog', { name: /^Refund \$19\.00 to / });
  await dialog.getByRole('button', { name: 'Refund $19.00' }).click();
  await expect(dialog.getByText(REFUND_MESSAGES.reasonRequired)).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await dialog.getByRole('textbox').fill('The instructor cancelled the class');
  await dialog.getByRole('button', { name: 'Refund $19.00' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Refunded', { timeout: 20_000 });
  await expect(row).toContainText('The instructor cancelled the class');
  await expect(row.getByRole('button')).toHaveCount(0);
});

test('a refund the provider fails after the seat was given back is an admin task, resolved with a note', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const className = newClassName('Failing');
  const classId = await createDemoClass(baseURL!, { className, availableSeats: 3, price: 42 });
  const student = await registerStudentApi(baseURL!, 'refund-fails', process.env.E2E_MAIL_URL);
  const payment = await paidEnrolment(baseURL!, student, classId, TEST_CARDS.refundFails);
  const asked = await callRoute(baseURL!, ROUTES.requestRefund, { token: student.token, params: { id: payment._id } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);

  await signInAs(page, DEMO.admin, '/dashboard/transactions');
  const task = page.getByRole('listitem', { name: `Failed refund of $42.00 to ${payment.name}` });
  // The provider fails the refund a moment after taking it; the page looks again until then.
  await expect(task).toBeVisible({ timeout: 30_000 });
  await expect(task).toContainText(className);
  await expect(task).toContainText('4000 0000 0000 5126');
  await task.getByRole('button', { name: 'Mark resolved' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark the refund resolved' });
  await dialog.getByRole('textbox').fill('Paid back by bank transfer');
  await dialog.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(task).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(className) })).toContainText('Refund resolved');
});

test('through the gateway: 20 refunds of one payment at once are one refund; another student’s payment is not found', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const classId = await createDemoClass(baseURL!, {
    className: newClassName('Burst'),
    availableSeats: 3,
    price: 12,
  });
  const [student, other] = await Promise.all([
    registerStudentApi(baseURL!, 'refund-burst', process.env.E2E_MAIL_URL),
    registerStudentApi(baseURL!, 'refund-other', process.env.E2E_MAIL_URL),
  ]);
  const payment = await paidEnrolment(baseURL!, student, classId, TEST_CARDS.success);

  const theirs = await callRoute(baseURL!, ROUTES.requestRefund, { token: other.token, params: { id: payment._id } });
  expect(theirs).toMatchObject({ status: 404, body: { message: REFUND_MESSAGES.paymentNotFound } });

  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      callRoute(baseURL!, ROUTES.requestRefund, { token: student.token, params: { id: payment._id } }),
    ),
  );
  expect(answers.filter(({ status }) => status === 202)).toHaveLength(1);
  expect(
    answers.filter(
      ({ status, body }) => status === 409 && (body as { reason?: string }).reason === 'refund-in-progress',
    ),
  ).toHaveLength(19);
  await eventually(async () => {
    const list = await callRoute(baseURL!, ROUTES.listStudentPayments, {
      token: student.token,
      query: { email: student.email },
    });
    const mine = (list.body as PaymentDto[]).find(({ _id }) => _id === payment._id);
    return mine?.refund?.state === 'succeeded' && mine.enrolmentStatus === 'refunded';
  }, 'the refund to succeed');
  const again = await callRoute(baseURL!, ROUTES.requestRefund, { token: student.token, params: { id: payment._id } });
  expect(again).toMatchObject({ status: 409, body: { reason: 'already-refunded' } });
});

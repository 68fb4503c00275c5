import { PAYMENT_MESSAGES, ROUTES, type ClassDto } from '@classhub/contracts';
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { apiClient, callRoute, createDemoClass, eventually, registerStudentApi } from '../support/api-client.js';
import { seriousAxeProblems } from '../support/axe.js';
import { paidSeat, paymentFor } from '../support/enrolments.js';
import { mailTo } from '../support/mail-inbox.js';
import { DEMO, signInAs } from '../support/session.js';
import { joinWaitlist, placeOf } from '../support/waitlist-checks.js';

// Decision 0041 in the browser: an instructor cancels a full class with two paid students and one in its line; both
// are refunded automatically, the line ends, the class leaves the catalogue and is sold no more, and everyone is mailed.
test('cancelling a class refunds every student, ends its waitlist, takes it off sale and mails everyone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const call = apiClient(base).call;
  const className = `Cancel ${randomBytes(3).toString('hex')}`;
  const reason = 'The venue closed for repairs';
  const classId = await createDemoClass(base, { className, availableSeats: 2, price: 33 });
  const [a, b, waiting] = await Promise.all(
    ['cancel-a', 'cancel-b', 'cancel-waiting'].map((label) =>
      registerStudentApi(base, label, process.env.E2E_MAIL_URL),
    ),
  );
  const payments = [await paidSeat(base, a!, classId), await paidSeat(base, b!, classId)];
  // The class is full now: the third student joins its line.
  const joined = await joinWaitlist(call, waiting!, classId);
  expect(joined.outcome, joined.detail).toBe('joined');

  // My Classes → Cancel class, with a reason.
  await signInAs(page, DEMO.instructor, '/dashboard/myclasses');
  const card = page.getByRole('listitem').filter({ hasText: className });
  await card.getByRole('button', { name: 'Cancel class' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel ${className}?` });
  await expect(dialog).toContainText('Its 2 enrolled student(s) are refunded in full');
  expect(await seriousAxeProblems(page)).toEqual([]);
  await dialog.getByLabel('Reason, shown to the students (optional)').fill(reason);
  await dialog.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText(`Reason: ${reason}`);
  await expect(card.getByRole('button', { name: 'Cancel class' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  // Both payments are refunded in full, whatever the refund window.
  for (const [student, payment] of [
    [a!, payments[0]!],
    [b!, payments[1]!],
  ] as const) {
    await eventually(
      async () => {
        const now = await paymentFor(base, student, classId);
        return now?.refund?.state === 'succeeded' && now.enrolmentStatus === 'refunded';
      },
      `the refund of ${payment._id} to succeed`,
      60_000,
    );
  }

  // The line has ended; the class is off the catalogue, its page says so, and it is sold no more.
  expect(await placeOf(call, waiting!, classId)).toBeUndefined();
  const listed = await callRoute(base, ROUTES.listApprovedClasses, { query: { q: className } });
  expect((listed.body as ClassDto[]).map(({ _id }) => _id)).not.toContain(classId);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/classes/${classId}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Class not found' })).toBeVisible();
  await visitor.close();
  await eventually(async () => {
    const select = await callRoute(base, ROUTES.selectClass, { token: waiting!.token, body: { classId } });
    return select.status === 409 && (select.body as { message?: string }).message === PAYMENT_MESSAGES.classNotApproved;
  }, 'payments to refuse selling the cancelled class');

  // Everyone is told: the students (cancelled, then refunded), the one waiting, the instructor.
  const quoted = `"${className}"`;
  for (const student of [a!, b!]) {
    const cancelled = await mailTo(student.email, new RegExp(`^${quoted} was cancelled: your refund is on its way$`));
    expect(cancelled.text).toContain(reason);
    const refunded = await mailTo(student.email, new RegExp(`^Your refund for ${quoted} `));
    expect(refunded.text).toContain('$33.00');
  }
  const waitlisted = await mailTo(waiting!.email, new RegExp(`^${quoted} was cancelled$`));
  expect(waitlisted.text).toContain('you are no longer in line');
  const instructorMail = await mailTo(DEMO.instructor, new RegExp(`^${quoted} is cancelled$`));
  expect(instructorMail.text).toContain('its 2 enrolled student(s) are refunded');
});

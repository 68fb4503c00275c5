import AxeBuilder from '@axe-core/playwright';
import { ROUTES } from '@classhub/contracts';
import { expect, test, type Page } from '@playwright/test';
import {
  apiClient,
  callRoute,
  createApprovedClass,
  registerStudentApi,
  selectWhenListed,
  signInApi,
} from '../support/api-client.js';
import { mailTo } from '../support/mail-inbox.js';
import { DEMO } from '../support/session.js';
import { studentCheckout } from '../support/student-checkout.js';

const mailSection = (page: Page) => page.getByRole('region', { name: 'Mail', exact: true });

test('a newcomer registers, finds the welcome mail in the catcher and turns class-review mails off in the profile', async ({
  page,
}) => {
  const email = `e2e-mail-${Date.now()}@classhub.test`;
  const password = 'Mailbox#2026';
  await page.goto('/register');
  await page.getByLabel('Name').fill('Mia Mailreader');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Photo URL').fill('https://images.example.com/mia.png');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();

  const welcome = await mailTo(email, /^Welcome to ClassHub$/);
  expect(welcome.text).toContain('Hello Mia Mailreader,');
  expect(welcome.html).toContain('/classes');

  await page.goto('/dashboard/userprofile');
  const section = mailSection(page);
  const reviews = section.getByRole('checkbox', { name: /Class reviews/ });
  await expect(reviews).toBeChecked();
  await reviews.click();
  await expect(page.getByText('Mail settings saved')).toBeVisible();
  await page.reload();
  await expect(mailSection(page).getByRole('checkbox', { name: /Class reviews/ })).not.toBeChecked();
  await expect(mailSection(page).getByRole('checkbox', { name: /Role changes/ })).toBeChecked();

  // The section on a phone, a tablet and a laptop, light and dark: in the page's width, and nothing axe objects to.
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
    await page.reload();
    await expect(mailSection(page).getByRole('checkbox', { name: /Class reviews/ })).toBeVisible();
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // For a person to look at, in the test's output folder.
      await mailSection(page).screenshot({ path: test.info().outputPath(`mail-section-${theme}-${width}.png`) });
      const box = await mailSection(page).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `${theme} at ${width} px`).toBe(true);
      const { violations } = await new AxeBuilder({ page })
        .include('section[aria-labelledby="mail-settings-heading"]')
        .analyze();
      expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
    }
  }
});

test('a student pays for a class, gets the receipt mail with the payment’s figures, refunds it and gets the refund mail', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const registered = await registerStudentApi(base, 'e2e-receipt');
  // A new account proves its address before it may pay: the link comes by mail too.
  const verification = await mailTo(registered.email, /^Confirm your ClassHub address$/);
  const token = /[?&]token=([\w-]+)/.exec(verification.text)?.[1];
  expect(token, verification.text).toBeTruthy();
  const confirmed = await callRoute(base, ROUTES.confirmEmailVerification, { body: { token: token! } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const student = await signInApi(base, registered.email, 'Fresh#2026');

  const [instructor, admin] = await Promise.all([signInApi(base, DEMO.instructor), signInApi(base, DEMO.admin)]);
  const className = `Receipt Mail ${Date.now()}`;
  const classId = await createApprovedClass(base, instructor, admin, { className, availableSeats: 5, price: 37.5 });
  const selectionId = await selectWhenListed(base, student, classId);
  const paid = await studentCheckout(apiClient(base).call, student, selectionId);
  expect(paid.outcome, paid.detail).toBe('paid');

  const receipt = await mailTo(student.email, /^Your ClassHub receipt CH-\d{6} for /);
  expect(receipt.subject).toContain(className);
  for (const body of [receipt.text, receipt.html]) {
    expect(body).toContain(className);
    expect(body).toContain(student.email);
    expect(body).toContain('$37.50');
    expect(body).toContain('ending in 4242');
    expect(body).toContain(paid.transactionId!);
    expect(body).toMatch(/\/dashboard\/receipt\/[0-9a-f-]{36}/);
  }

  // The student asks for a refund within the window: the confirmation mail refers to the same receipt.
  const paymentId = /\/dashboard\/receipt\/([0-9a-f-]{36})/.exec(receipt.text)![1]!;
  const receiptNumber = /CH-\d{6}/.exec(receipt.subject)![0];
  const refund = await callRoute(base, ROUTES.requestRefund, { token: student.token, params: { id: paymentId } });
  expect(refund.status, JSON.stringify(refund.body)).toBeLessThan(300);
  const refunded = await mailTo(student.email, /^Your refund for /);
  expect(refunded.subject).toBe(`Your refund for "${className}" (${receiptNumber})`);
  expect(refunded.text).toContain('$37.50');
});

test('an instructor is mailed when an admin approves their class and when the admin sends feedback on it', async ({
  baseURL,
}) => {
  const base = baseURL!;
  const [instructor, admin] = await Promise.all([signInApi(base, DEMO.instructor), signInApi(base, DEMO.admin)]);
  const className = `Reviewed By Mail ${Date.now()}`;
  const classId = await createApprovedClass(base, instructor, admin, { className, availableSeats: 7, price: 20 });
  const approved = await mailTo(DEMO.instructor, new RegExp(`^Your class "${className}" was approved$`));
  expect(approved.text).toContain('7 seats');

  const feedback = await callRoute(base, ROUTES.sendClassFeedback, {
    token: admin.token,
    params: { id: classId },
    body: { feedback: 'Lovely outline; add what to bring.' },
  });
  expect(feedback.status).toBe(200);
  const mailed = await mailTo(DEMO.instructor, new RegExp(`^Feedback on your class "${className}"$`));
  expect(mailed.text).toContain('> Lovely outline; add what to bring.');
});

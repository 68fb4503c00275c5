import { ROUTES } from '@classhub/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { callRoute, createDemoClass, registerStudentApi } from '../support/api-client.js';
import { seriousAxeProblems } from '../support/axe.js';
import { paidSeat } from '../support/enrolments.js';
import { mailTo } from '../support/mail-inbox.js';
import { registerFreshUser, type FreshUser } from '../support/session.js';

// The waitlist (decision 0038) in the browser: a full class's line, a refund's seat offered to the first in line (in
// the app and by mail), the claim through the payment page, and the next in line still waiting on a full class.

/** A student of their own browser context, signed in, in the theme asked for. */
async function studentPage(
  browser: Browser,
  baseURL: string,
  label: string,
  theme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; user: FreshUser }> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  const user = await registerFreshUser(page.request, label);
  return { page, user };
}

/** With E2E_SCREENSHOTS=<folder>, the page as it is at `width`, to look at (nothing is compared). */
async function snapshot(page: Page, name: string, width: number): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
}

test('a refund offers the seat to the first in line, who claims and pays it; the next in line still waits', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const className = `Waitlist ${randomBytes(3).toString('hex')}`;
  const classId = await createDemoClass(base, { className, availableSeats: 1, price: 21 });

  // A takes the only seat.
  const a = await registerStudentApi(base, 'waitlist-a', process.env.E2E_MAIL_URL);
  const aPayment = await paidSeat(base, a, classId);

  // B and C find the class full and join its line, in that order.
  const b = await studentPage(browser, base, 'Waitlist B', 'dark');
  const c = await studentPage(browser, base, 'Waitlist C');
  const joinLine = async (page: Page, place: string) => {
    await page.goto(`/classes?q=${encodeURIComponent(className)}`);
    const card = page.getByRole('article', { name: className });
    await expect(card).toContainText('Class full');
    await expect(card.getByRole('button', { name: 'Select' })).toBeDisabled();
    await card.getByRole('button', { name: `Join waitlist: ${className}` }).click();
    await expect(card).toContainText(`You are ${place} in line`);
  };
  await joinLine(b.page, '1st');
  await joinLine(c.page, '2nd');

  // A gives the seat back: it is offered to B, not put on sale.
  const refund = await callRoute(base, ROUTES.requestRefund, { token: a.token, params: { id: aPayment._id } });
  expect(refund.status, JSON.stringify(refund.body)).toBe(202);

  // B sees the offer on their dashboard (after a reload) and gets the mail.
  const offers = b.page.getByRole('list', { name: 'Seats offered to you' });
  await expect(async () => {
    await b.page.goto('/dashboard/studenthome');
    await expect(offers).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(offers).toContainText(`A seat in “${className}” is yours until `);
  await snapshot(b.page, 'home-offer', 390);
  expect(await seriousAxeProblems(b.page)).toEqual([]);
  const mail = await mailTo(b.user.email, /^A seat in ".+" is yours until /);
  expect(mail.subject).toMatch(
    new RegExp(`^A seat in "${className}" is yours until \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} UTC$`),
  );
  expect(mail.text).toContain('/dashboard/waitlist');

  // The seat kept for B counts as taken: still full for C, behind B's offer.
  await c.page.goto(`/classes?q=${encodeURIComponent(className)}`);
  const cCard = c.page.getByRole('article', { name: className });
  await expect(cCard).toContainText('Class full');
  await expect(cCard).toContainText('You are 2nd in line');
  await snapshot(c.page, 'card-in-line', 390);
  expect(await seriousAxeProblems(c.page)).toEqual([]);
  await expect(cCard.getByRole('button', { name: 'Select' })).toBeDisabled();

  // B's card says it too, with Claim.
  await b.page.goto(`/classes?q=${encodeURIComponent(className)}`);
  const bOffer = b.page
    .getByRole('article', { name: className })
    .getByRole('region', { name: `Seat offered in ${className}` });
  await expect(bOffer).toContainText('A seat is yours until');
  await expect(bOffer.getByRole('button', { name: `Claim your seat in ${className}` })).toBeEnabled();
  await snapshot(b.page, 'card-offer', 390);
  expect(await seriousAxeProblems(b.page)).toEqual([]);

  // B's waitlist page: the offer with Claim; responsive and axe clean in the dark theme.
  await b.page.goto('/dashboard/waitlist');
  const row = b.page.getByRole('row', { name: new RegExp(className) });
  await expect(row).toContainText('A seat is yours until');
  for (const width of [390, 768, 1280]) {
    await b.page.setViewportSize({ width, height: 900 });
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousAxeProblems(b.page)).toEqual([]);
    await snapshot(b.page, 'waitlist', width);
  }

  // Claim: the class is selected for B and its payment page opens; paying takes the seat.
  await row.getByRole('button', { name: `Claim your seat in ${className}` }).click();
  await expect(b.page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await b.page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await b.page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await b.page.getByLabel('CVC').fill('123');
  await b.page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(b.page.getByText(/^Payment Success with transacition ID: pi_\w+$/)).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    await b.page.goto('/dashboard/myenrolledclass');
    await expect(
      b.page.getByRole('region', { name: 'Enrolled classes' }).getByRole('row', { name: new RegExp(className) }),
    ).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await b.page.goto('/dashboard/waitlist');
  await expect(b.page.getByText('You are on no waitlist')).toBeVisible();

  // C is still first in line, and the class still full for them.
  await c.page.goto(`/classes?q=${encodeURIComponent(className)}`);
  await expect(cCard).toContainText('Class full');
  await expect(cCard).toContainText('You are 1st in line');
  await c.page.goto('/dashboard/waitlist');
  await expect(c.page.getByRole('row', { name: new RegExp(className) })).toContainText('You are 1st in line');

  await b.page.context().close();
  await c.page.context().close();
});

test('a signed-out visitor who presses Join waitlist is asked to log in, as for Select', async ({ page, baseURL }) => {
  const className = `Waitlist Visitor ${randomBytes(3).toString('hex')}`;
  const classId = await createDemoClass(baseURL!, { className, availableSeats: 1, price: 9 });
  const a = await registerStudentApi(baseURL!, 'waitlist-visitor', process.env.E2E_MAIL_URL);
  await paidSeat(baseURL!, a, classId);
  await page.goto(`/classes?q=${encodeURIComponent(className)}`);
  await page
    .getByRole('article', { name: className })
    .getByRole('button', { name: `Join waitlist: ${className}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Please Login to select the class' })).toBeVisible();
});

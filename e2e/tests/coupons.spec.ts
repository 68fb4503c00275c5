import { COUPON_MESSAGES, ROUTES, type ClassPage } from '@classhub/contracts';
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { callRoute, createApprovedClass, signInApi } from '../support/api-client.js';
import { DEMO, registerFreshUser, signInAs } from '../support/session.js';

// Promotion codes and receipts (decision 0035) in the browser: an instructor makes a code for their own class, a
// student redeems it on the payment page, pays the discounted price and opens the receipt from Payment History.
test('an instructor makes a code for their own class (not for another’s); a student pays with it and reads the receipt', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [instructor, admin] = await Promise.all([
    signInApi(baseURL!, DEMO.instructor),
    signInApi(baseURL!, DEMO.admin),
  ]);
  const className = `Coupon Class ${randomBytes(3).toString('hex')}`;
  await createApprovedClass(baseURL!, instructor, admin, { className, availableSeats: 5, price: 40 });
  const code = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;

  // The instructor's Coupons page: 25 % off their new class (payments may hear of the approval a moment later).
  const teacher = await browser.newPage();
  await signInAs(teacher, DEMO.instructor, '/dashboard/mycoupons');
  await expect(teacher.getByRole('heading', { level: 1, name: 'My Coupons' })).toBeVisible();
  await expect(async () => {
    await teacher.reload();
    await teacher.getByLabel('Code', { exact: true }).fill(code);
    await teacher.getByLabel('Percent off (1–100)').fill('25');
    await teacher.getByLabel('Class', { exact: true }).selectOption({ label: className });
    await teacher.getByRole('button', { name: 'Create code' }).click();
    await expect(teacher.getByRole('row', { name: new RegExp(code) })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  const row = teacher.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('25 % off');
  await expect(row).toContainText(className);
  for (const width of [390, 1280]) {
    await teacher.setViewportSize({ width, height: 844 });
    await teacher.screenshot({ path: test.info().outputPath(`my-coupons-${width}.png`), fullPage: true });
  }

  // Another instructor's class is refused, with the reason.
  const listed = await callRoute(baseURL!, ROUTES.listApprovedClasses, { query: { page: '1', pageSize: '12' } });
  expect(listed.status).toBe(200);
  const theirs = (listed.body as ClassPage).items.find((item) => item.instructorEmail !== DEMO.instructor);
  const refused = await callRoute(baseURL!, ROUTES.createCoupon, {
    token: instructor.token,
    body: { code: `${code}X`, percentOff: 10, classId: theirs!._id },
  });
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ message: COUPON_MESSAGES.notYourClass });

  // A new student selects the class and applies the code on the payment page.
  const student = await registerFreshUser(page.request, 'Coupon Student');
  await page.goto(`/classes?q=${encodeURIComponent(className)}`);
  await page.getByRole('article', { name: className }).getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Class has been selected');
  await page.goto('/dashboard/myselectedclass');
  await page.getByRole('link', { name: `Pay for ${className}` }).click();
  await page.getByLabel('Promotion code').fill('no-such-code');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText(COUPON_MESSAGES.unknown);
  await page.getByLabel('Promotion code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Promotion code ${code} applied: $10.00 off.`)).toBeVisible();
  await expect(page.getByLabel('Price')).toContainText('Amount to pay$30.00');
  // For a person to look at: the price lines and the code on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('payment-with-code-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const success = page.getByText(/^Payment Success with transacition ID: pi_\w+$/);
  await expect(success).toBeVisible();
  const transactionId = ((await success.textContent()) ?? '').split(': ')[1] ?? '';

  // Payment History links to the receipt, which shows the figures.
  await page.goto('/dashboard/paymenthistory');
  await expect(page.getByRole('row', { name: new RegExp(transactionId) })).toContainText('$30.00');
  await page.getByRole('link', { name: `Receipt for ${className}` }).click();
  const receipt = page.getByRole('region', { name: /^ClassHub receipt CH-\d{6}$/ });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(`Buyer${student.name} (${student.email})`);
  await expect(receipt).toContainText(`Class${className}`);
  await expect(receipt).toContainText('Paid withMastercard ending in 4444');
  await expect(receipt).toContainText(`Transaction ID${transactionId}`);
  await expect(receipt).toContainText('Can be asked for until');
  await expect(page.getByLabel('Amounts')).toHaveText(`Price$40.00Discount (${code})−$10.00Total paid$30.00`);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`receipt-${width}.png`), fullPage: true });
  }
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: test.info().outputPath('receipt-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // classes enrols the discounted payment (it is told the discount), and a refund returns what was paid.
  await page.goto('/dashboard/myenrolledclass');
  await page.getByRole('button', { name: `Refund ${className}` }).click({ timeout: 20_000 });
  const dialog = page.getByRole('alertdialog', { name: 'Refund $30.00?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my seat' }).click();

  // The instructor's list counts the redemption.
  await teacher.reload();
  await expect(teacher.getByRole('row', { name: new RegExp(code) })).toContainText('Active');
  await expect(
    teacher
      .getByRole('row', { name: new RegExp(code) })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('1');
  await teacher.close();
});

test('an admin makes a code for every class on Coupons, sees it listed and deactivates it', async ({ page }) => {
  const code = `ALL${randomBytes(3).toString('hex').toUpperCase()}`;
  await signInAs(page, DEMO.admin, '/dashboard/managecoupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  // The demo data's code.
  await expect(page.getByRole('row', { name: /WELCOME10/ })).toContainText('10 % offAll classes');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Discount type').selectOption('amount');
  await page.getByLabel('Amount off ($)').fill('5');
  await expect(page.getByLabel('Class', { exact: true })).toHaveValue('');
  await page.getByLabel('Maximum redemptions (optional)').fill('3');
  await page.getByRole('button', { name: 'Create code' }).click();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('$5.00 off');
  await expect(row).toContainText('All classes');
  await expect(row).toContainText('0 of 3');
  await row.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button')).toHaveCount(0);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { createApprovedClass, signInApi } from '../support/api-client.js';
import { DEMO, registerFreshUser, signInAs } from '../support/session.js';

// Issue 5 in the browser: a new student pays by card with the built-in test provider (Stripe's test cards).
const card = (page: Page) => page.getByRole('article', { name: 'Public Speaking Confidence' });

/** The seats and enrolled count a class card shows now. */
async function seatsAndEnrolled(classCard: Locator): Promise<{ seats: number; enrolled: number }> {
  await expect(classCard).toContainText('Available seats:');
  const text = (await classCard.textContent()) ?? '';
  return {
    seats: Number(/Available seats: (\d+)/.exec(text)?.[1]),
    enrolled: Number(/Enrolled: (\d+)/.exec(text)?.[1]),
  };
}

async function selectAndOpenPayment(page: Page, className: string, { free = false } = {}): Promise<void> {
  await page.goto('/classes');
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await page.getByRole('article', { name: className }).getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Class has been selected');
  await page.goto('/dashboard/myselectedclass');
  await expect(page.getByText('Total Selected Class: 1')).toBeVisible();
  await page.getByRole('link', { name: free ? `Join ${className} for free` : `Pay for ${className}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: free ? 'Join This Free Class' : 'Please Proceed to Payment' }),
  ).toBeVisible();
}

async function payWith(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeEnabled();
  await pay.click();
}

test('a student selects a class, pays with 4242…, and finds it enrolled, in the history and one seat fewer; the instructor and admin see the sale', async ({
  page,
  browser,
}) => {
  await page.goto('/classes');
  const before = await seatsAndEnrolled(card(page));

  const student = await registerFreshUser(page.request, 'Paying Student');
  await selectAndOpenPayment(page, 'Public Speaking Confidence');
  await expect(page.getByText('$29.99')).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');
  const success = page.getByText(/^Payment Success with transacition ID: pi_\w+$/);
  await expect(success).toBeVisible();
  await expect(success).toHaveCSS('color', /rgb\(\d{1,2}, 1\d\d, \d{1,2}\d?\)/);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Your payment has been successful');
  const transactionId = ((await success.textContent()) ?? '').split(': ')[1] ?? '';

  await page.goto('/dashboard/myenrolledclass');
  await expect(page.getByText('Total Enrolled Class: 1')).toBeVisible();
  const row = page.getByRole('row', { name: /Public Speaking Confidence/ });
  await expect(row).toContainText('Rafael Okafor');
  await expect(row).toContainText('$29.99');
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(/[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}/);

  await page.goto('/dashboard/paymenthistory');
  await expect(page.getByText('Payment History: 1')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(transactionId) })).toContainText(student.email);

  await page.goto('/dashboard/myselectedclass');
  await expect(page.getByText('Total Selected Class: 0')).toBeVisible();
  await page.goto('/classes');
  await expect(card(page)).toContainText(`Available seats: ${before.seats - 1}`);
  await expect(card(page)).toContainText(`Enrolled: ${before.enrolled + 1}`);

  const instructor = await (await browser.newContext()).newPage();
  await signInAs(instructor, 'instructor2@classhub.test', '/dashboard/instructorhome');
  await expect(instructor.getByLabel('Sales figures')).toContainText('$29.99');

  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, DEMO.admin, '/dashboard/adminhome');
  await expect(admin.getByRole('table', { name: 'Latest Transactions' })).toContainText(transactionId);
});

test('a declined card shows the provider’s message in red, and nothing is charged or enrolled', async ({ page }) => {
  await registerFreshUser(page.request, 'Declined Student');
  await page.goto('/classes');
  const astronomy = page.getByRole('article', { name: 'Astronomy Night Sky' });
  const before = await seatsAndEnrolled(astronomy);

  await selectAndOpenPayment(page, 'Astronomy Night Sky');
  await payWith(page, '4000 0000 0000 0002');
  const error = page.getByText('Your card was declined.');
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', /rgb\([12]\d\d, \d{1,2}, \d{1,2}\)/);
  await expect(page.getByText(/Payment Success/)).toHaveCount(0);

  await page.goto('/dashboard/myenrolledclass');
  await expect(page.getByText('Total Enrolled Class: 0')).toBeVisible();
  await page.goto('/dashboard/paymenthistory');
  await expect(page.getByText('Payment History: 0')).toBeVisible();
  await page.goto('/classes');
  await expect(astronomy).toContainText(`Available seats: ${before.seats}`);
  await expect(astronomy).toContainText(`Enrolled: ${before.enrolled}`);
});

test('a free class is joined without a card, worded as joining: enrolled, in the history at $0.00, one seat fewer', async ({
  page,
}) => {
  const baseUrl = String(test.info().project.use.baseURL);
  const className = `Free Taster ${Date.now().toString(36)}`;
  const [instructor, admin] = await Promise.all([signInApi(baseUrl, DEMO.instructor), signInApi(baseUrl, DEMO.admin)]);
  await createApprovedClass(baseUrl, instructor, admin, { className, availableSeats: 3, price: 0 });

  await registerFreshUser(page.request, 'Free Student');
  await selectAndOpenPayment(page, className, { free: true });
  await expect(page.getByText('The class you selected costs nothing: join it without a card.')).toBeVisible();
  await expect(page.getByText(/pay for the class/i)).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Join for free' }).click();
  await expect(page.getByText(`You have joined ${className} for free.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('You have joined the class');

  await page.goto('/dashboard/myenrolledclass');
  const row = page.getByRole('row', { name: new RegExp(className) });
  await expect(row).toContainText('$0.00');
  await expect(row).toContainText('Enrolled');
  await expect(row).not.toContainText('Paid');
  // Payment History's columns (spec) name the customer, not the class: the fresh student has exactly this one payment.
  await page.goto('/dashboard/paymenthistory');
  await expect(page.getByText('Payment History: 1')).toBeVisible();
  await expect(page.getByRole('row', { name: /Free Student/ })).toContainText('$0.00');
  await page.goto('/classes');
  await expect(page.getByRole('article', { name: className })).toContainText('Available seats: 2');
});

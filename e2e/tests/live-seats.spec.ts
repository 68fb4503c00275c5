import { ROUTES } from '@classhub/contracts';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { apiUrl, createDemoClass } from '../support/api-client.js';
import { registerFreshUser } from '../support/session.js';
import { query } from '../support/waitlist-checks.js';

// Live seat counts (decision 0039) with two browsers: two students look at a class with one seat left; one pays it,
// and the other's card turns Full with Select disabled, and the class detail page's count drops, without a reload;
// the payer's refund gives the seat back and the other's Select comes back the same way. Each tab holds exactly one
// stream. The class is this test's own, so the demo data other tests read stays as it is.

const LIVE_SEATS = apiUrl(ROUTES.streamLiveSeats);
const CATALOGUE = apiUrl(ROUTES.listApprovedClasses);
const PAYMENT_INTENT = apiUrl(ROUTES.createPaymentIntent);

/** Every request of `page` whose path is `path`, as they happen. */
function requestsTo(page: Page, path: string): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) requests.push(request);
  });
  return requests;
}

/** When classes wrote the class's seat hold, in this machine's milliseconds (the database runs on the same clock). */
async function holdWrittenAt(classId: string): Promise<number> {
  const [hold] = await query(
    process.env.E2E_CLASSES_DATABASE_URL!,
    'SELECT created_at FROM seat_holds WHERE class_id = $1 ORDER BY created_at LIMIT 1',
    [classId],
  );
  return new Date(hold!.created_at).getTime();
}

/** A tab of a browser of its own (a new context: its own cookies) signed in as a new student, its streams counted. */
async function studentBrowser(browser: Browser, baseURL: string, label: string) {
  const context = await browser.newContext({ baseURL });
  await registerFreshUser(context.request, label);
  const page = await context.newPage();
  return { context, page, streams: requestsTo(page, LIVE_SEATS) };
}

test('one student pays the last seat: the other sees the class turn Full without a reload, and open again after the refund', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const className = `Live Seats ${randomBytes(3).toString('hex')}`;
  const classId = await createDemoClass(baseURL!, { className, availableSeats: 1, price: 19.5 });
  const list = `/classes?q=${encodeURIComponent(className)}`;

  const payer = await studentBrowser(browser, baseURL!, 'Live Payer');
  const watcher = await studentBrowser(browser, baseURL!, 'Live Watcher');
  // The watcher also has the class's detail page open in a second tab.
  const detailTab = await watcher.context.newPage();
  const detailStreams = requestsTo(detailTab, LIVE_SEATS);

  await Promise.all([payer.page.goto(list), watcher.page.goto(list), detailTab.goto(`/classes/${classId}`)]);
  const watcherCard = watcher.page.getByRole('article', { name: className });
  const watcherSelect = watcherCard.getByRole('button', { name: 'Select' });
  const detail = detailTab.getByRole('article', { name: className });
  await expect(watcherCard).toContainText('Available seats: 1');
  await expect(watcherSelect).toBeEnabled();
  await expect(detail).toContainText('Available seats1');
  await expect(detail).toContainText('Enrolled0');

  // Each tab's one stream asked for a snapshot of the class it shows.
  await expect.poll(() => watcher.streams.length).toBe(1);
  await expect.poll(() => detailStreams.length).toBe(1);
  expect(new URL(watcher.streams[0]!.url()).searchParams.get('classes')?.split(',')).toContain(classId);
  expect(new URL(detailStreams[0]!.url()).searchParams.get('classes')).toBe(classId);

  // From here on the watcher's page neither reloads nor fetches the catalogue again: what changes comes by the stream.
  await watcher.page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const catalogueFetches = requestsTo(watcher.page, CATALOGUE);

  // The payer selects the class and goes to pay, all within one tab.
  const payerCard = payer.page.getByRole('article', { name: className });
  await payerCard.getByRole('button', { name: 'Select' }).click();
  await expect(payer.page.getByRole('region', { name: 'Notifications' })).toContainText('Class has been selected');
  await payerCard.getByRole('link', { name: `Go to my selected classes: ${className}` }).click();
  await payer.page.getByRole('link', { name: `Pay for ${className}` }).click();
  await expect(payer.page.getByRole('heading', { level: 1, name: 'Please Proceed to Payment' })).toBeVisible();
  await expect(payer.page.getByText('Available seats: 1 · Enrolled: 0')).toBeVisible();
  await payer.page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payer.page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await payer.page.getByLabel('CVC').fill('123');

  // Pressing Pay holds the last seat. What is timed is the stream, not the hold's own way through a busy machine: from
  // the moment classes wrote the hold (its row's time, the same clock) to the watcher's card turning red.
  const turnedFull = watcher.page
    .waitForFunction(() => document.querySelector('article[data-full="true"]') !== null, undefined, { polling: 20 })
    .then(() => Date.now());
  const held = payer.page
    .waitForResponse((response) => new URL(response.url()).pathname === PAYMENT_INTENT && response.ok())
    .then(() => Date.now());
  const clickedAt = Date.now();
  await payer.page.getByRole('button', { name: 'Pay', exact: true }).click();
  const [heldAt, fullAt] = await Promise.all([held, turnedFull]);
  const writtenAt = await holdWrittenAt(classId);
  console.log(
    `live seats: the watcher's card turned Full ${fullAt - writtenAt} ms after classes wrote the hold (Pay pressed ${writtenAt - clickedAt} ms before that, the hold answered after ${heldAt - clickedAt} ms)`,
  );
  expect(fullAt - writtenAt).toBeLessThan(1_000);

  await expect(watcherCard).toContainText('Class full');
  await expect(watcherCard).toContainText('Available seats: 0');
  await expect(watcherSelect).toBeDisabled();
  await expect(detail).toContainText('Available seats0');
  await expect(detail).toHaveAttribute('data-full', 'true');
  await expect(detail.getByRole('button', { name: 'Select' })).toBeDisabled();

  // The payment goes through: the seat is the payer's, enrolled.
  await expect(payer.page.getByText(/^Payment Success with transacition ID: pi_\w+$/)).toBeVisible();
  await expect(watcherCard).toContainText('Enrolled: 1', { timeout: 20_000 });
  await expect(detail).toContainText('Enrolled1');

  // The payer refunds from My Enrolled Classes (same tab): the seat opens to everyone again, live.
  await payer.page.getByRole('link', { name: 'My Enrolled Classes' }).first().click();
  const refund = payer.page.getByRole('button', { name: `Refund ${className}` });
  await expect(refund).toBeVisible({ timeout: 20_000 });
  await refund.click();
  await payer.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, refund $19.50' }).click();
  await expect(watcherCard).toHaveAttribute('data-full', 'false', { timeout: 20_000 });
  await expect(watcherCard).toContainText('Available seats: 1');
  await expect(watcherCard).toContainText('Enrolled: 0');
  await expect(watcherSelect).toBeEnabled();
  await expect(detail).toContainText('Available seats1');

  expect(await watcher.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(catalogueFetches.map((request) => request.url())).toEqual([]);
  // One stream per tab, for the whole test: none per remote or per card, and none opened again.
  expect(payer.streams).toHaveLength(1);
  expect(watcher.streams).toHaveLength(1);
  expect(detailStreams).toHaveLength(1);

  await payer.context.close();
  await watcher.context.close();
});

test('a refused stream leaves the catalogue as it was, and is asked again only after a back-off of seconds', async ({
  page,
  baseURL,
}) => {
  const className = `Live Refused ${randomBytes(3).toString('hex')}`;
  await createDemoClass(baseURL!, { className, availableSeats: 2, price: 12 });
  // The gateway's answer to one address holding too many streams.
  const refusedAt: number[] = [];
  await page.route(`**${LIVE_SEATS}?*`, async (route) => {
    refusedAt.push(Date.now());
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '5' },
      body: JSON.stringify({ statusCode: 429, message: 'Too many live streams from this address' }),
    });
  });
  await registerFreshUser(page.request, 'Live Refused');

  await page.goto(`/classes?q=${encodeURIComponent(className)}`);
  const card = page.getByRole('article', { name: className });
  await expect(card).toContainText('Available seats: 2');
  await expect.poll(() => refusedAt.length).toBe(1);
  // Select works from the fetched figures, as without the stream.
  await card.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Class has been selected');

  await expect.poll(() => refusedAt.length, { timeout: 15_000 }).toBe(2);
  expect(refusedAt[1]! - refusedAt[0]!).toBeGreaterThanOrEqual(4_000);
});

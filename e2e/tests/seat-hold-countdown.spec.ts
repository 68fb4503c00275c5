import { expect, test, type Page, type Route } from '@playwright/test';
import { ROUTES } from '@classhub/contracts';
import { apiUrl, createApprovedClass, signInApi } from '../support/api-client.js';
import { DEMO, registerFreshUser } from '../support/session.js';

// Decision 0029 in the browser: after Pay, the payment page counts the seat hold down and keeps it longer on request.
// The test provider confirms at once, so its confirmation is held back here to keep the countdown on screen.

/** The shared platform's hold window: classes' SEAT_HOLD_WINDOW_SECONDS default. */
const WINDOW_SECONDS = 180;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const className = `Seat Hold ${Date.now().toString(36)}`;

test.beforeAll(async ({ baseURL }) => {
  const [instructor, admin] = await Promise.all([
    signInApi(baseURL!, DEMO.instructor),
    signInApi(baseURL!, DEMO.admin),
  ]);
  await createApprovedClass(baseURL!, instructor, admin, { className, availableSeats: 5, price: 31.5 });
});

/** Holds the test provider's confirmations until `release` is called with what to do with them. */
async function holdConfirmations(page: Page): Promise<(settle: (route: Route) => Promise<void>) => void> {
  let release: (settle: (route: Route) => Promise<void>) => void = () => undefined;
  const released = new Promise<(route: Route) => Promise<void>>((resolve) => (release = resolve));
  await page.route(`**${apiUrl(ROUTES.confirmTestCard)}`, async (route) => (await released)(route));
  return release;
}

/** The seconds the countdown shows now. */
async function secondsShown(page: Page): Promise<number> {
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^Your seat is held for \d:\d\d more\.$/);
  const [, minutes, seconds] = /(\d):(\d\d)/.exec((await timer.textContent()) ?? '') ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

/**
 * What the student sees with the countdown mid-screen (a full-page capture would stitch the sticky header over it),
 * and the payment card alone, for a person to look at.
 */
async function shoot(page: Page, name: string): Promise<void> {
  await page.getByRole('timer').evaluate((timer) => timer.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  await page.getByRole('region', { name: 'Payment' }).screenshot({ path: test.info().outputPath(`${name}-card.png`) });
}

async function selectAndOpenPayment(page: Page): Promise<void> {
  // Found by its name: after the rest of the suite, the new class need not be on the catalogue's first page.
  await page.goto(`/classes?q=${encodeURIComponent(className)}`);
  await page.getByRole('article', { name: className }).getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Class has been selected');
  await page.goto('/dashboard/myselectedclass');
  await page.getByRole('link', { name: `Pay for ${className}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Please Proceed to Payment' })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test(`on ${viewport.name}, Pay shows the seat hold counting down within the window, and "Keep my seat longer" renews it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await registerFreshUser(page.request, 'Holding Student');
    await selectAndOpenPayment(page);
    const release = await holdConfirmations(page);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    const first = await secondsShown(page);
    expect(first).toBeGreaterThan(WINDOW_SECONDS - 15);
    expect(first).toBeLessThanOrEqual(WINDOW_SECONDS);
    // Seen together with the Pay button the student just pressed, on a phone too.
    await expect(page.getByRole('timer')).toBeInViewport();
    // It ticks: a couple of seconds later it shows less.
    await expect.poll(() => secondsShown(page), { timeout: 5_000 }).toBeLessThanOrEqual(first - 2);
    const beforeExtending = await secondsShown(page);

    const keep = page.getByRole('button', { name: 'Keep my seat longer' });
    await expect(keep).toBeVisible();
    const box = (await keep.boundingBox())!;
    expect(box.height, 'a comfortable touch target').toBeGreaterThanOrEqual(44);
    expect(box.x + box.width, 'inside the screen').toBeLessThanOrEqual(viewport.width);
    await shoot(page, `seat-hold-${viewport.name}`);

    const extended = page.waitForResponse((response) => response.url().endsWith(apiUrl(ROUTES.extendPaymentIntent)));
    await keep.click();
    expect((await extended).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: /^Your seat is now held until / })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Payment' }).getByRole('alert')).toHaveCount(0);
    // A whole window from now again: more than was left, never more than a window.
    const afterExtending = await secondsShown(page);
    expect(afterExtending).toBeGreaterThan(beforeExtending);
    expect(afterExtending).toBeLessThanOrEqual(WINDOW_SECONDS);
    await shoot(page, `seat-hold-${viewport.name}-extended`);

    // The held-back confirmation still goes through within the renewed hold.
    release((route) => route.continue());
    await expect(page.getByText(/^Payment Success with transacition ID: pi_\w+$/)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
  });
}

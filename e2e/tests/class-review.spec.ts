import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROUTES } from '@classhub/contracts';
import { randomBytes } from 'node:crypto';
import { apiUrl } from '../support/api-client.js';
import { DEMO, signInAs, TINY_PNG } from '../support/session.js';

// Issue 4's flows across instructor, admin and the public catalogue, on the demo accounts of the seed.
const INSTRUCTOR = 'instructor2@classhub.test';

async function pageAs(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, email, path);
  return page;
}

async function addClass(page: Page, className: string): Promise<void> {
  await page.goto('/dashboard/addclasses');
  await expect(page.getByLabel('Instructor Email')).toHaveValue(INSTRUCTOR);
  await page.getByLabel('Class Name').fill(className);
  await page.getByLabel('Available Seats').fill('7');
  await page.getByLabel('Price').fill('24.50');
  await page.getByLabel('Class Image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Add A Class' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Your class has been added');
  await expect(page.getByLabel('Class Name')).toHaveValue('');
}

/** Every card on the page is priced within $40–$50 in `order`, and `demo` appear among them in that order. */
async function expectPricedCards(page: Page, order: 'asc' | 'desc', demo: string[]): Promise<void> {
  const cards = page.getByRole('article');
  await expect(cards.getByRole('heading').filter({ hasText: new RegExp(`^(${demo.join('|')})$`) })).toHaveText(demo);
  const prices = (await cards.allInnerTexts()).map((text) => Number(/Price: \$([\d.]+)/.exec(text)?.[1]));
  expect(
    prices.every((price) => price >= 40 && price <= 50),
    `prices ${prices.join(', ')}`,
  ).toBe(true);
  const sorted = [...prices].sort((a, b) => (order === 'asc' ? a - b : b - a));
  expect(prices).toEqual(sorted);
}

const reviewCard = (page: Page, className: string) => page.getByRole('article', { name: className });

// Three people signed in at once (instructor, admin, visitor) and a dozen page loads: 30 s is too little on a busy
// 2-core machine (one CI run took 33 s), so these flows get Playwright's "slow" budget.
test.beforeEach(() => test.slow());

test('an instructor adds a class; the admin sends feedback and approves it; it goes public and the instructor sees both', async ({
  browser,
}) => {
  const className = `Pottery Wheel ${randomBytes(3).toString('hex')}`;
  const instructor = await pageAs(browser, INSTRUCTOR, '/dashboard/instructorhome');
  await addClass(instructor, className);

  await instructor.goto('/dashboard/myclasses');
  await expect(reviewCard(instructor, className)).toContainText('Pending');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/classes?q=${encodeURIComponent(className)}`);
  await expect(visitor.getByText('No classes match your search')).toBeVisible();

  const admin = await pageAs(browser, DEMO.admin, '/dashboard/manageclasses');
  const card = reviewCard(admin, className);
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('$24.50');
  await card.getByRole('button', { name: 'Feedback' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Lovely idea: please list the clay you provide.');
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(admin.getByRole('region', { name: 'Notifications' })).toContainText('Feedback has been send.');

  await card.getByRole('button', { name: 'Approved' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: /Yes/ }).click();
  await expect(admin.getByRole('region', { name: 'Notifications' })).toContainText('Class Status has been updated.');
  await expect(card).toContainText('Approved');
  await expect(card.getByRole('button', { name: 'Approved' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Denied' })).toBeDisabled();

  await visitor.goto(`/classes?q=${encodeURIComponent(className)}`);
  const publicCard = visitor.getByRole('article', { name: className });
  await expect(publicCard).toContainText('Available seats: 7');
  await expect(publicCard).toContainText('Enrolled: 0');
  await publicCard.getByRole('link', { name: className }).first().click();
  await expect(visitor).toHaveURL(/\/classes\/[0-9a-f-]{36}$/);
  await expect(visitor.getByRole('heading', { level: 1, name: className })).toBeVisible();

  await instructor.goto('/dashboard/myclasses');
  const mine = reviewCard(instructor, className);
  await expect(mine).toContainText('Approved');
  await mine.getByRole('button', { name: 'Feedback' }).click();
  await expect(instructor.getByRole('dialog')).toContainText('Lovely idea: please list the clay you provide.');
});

test('a denied class never appears publicly, and the instructor sees it as Denied', async ({ browser, request }) => {
  const className = `Fire Juggling ${randomBytes(3).toString('hex')}`;
  const instructor = await pageAs(browser, INSTRUCTOR, '/dashboard/instructorhome');
  await addClass(instructor, className);

  const admin = await pageAs(browser, DEMO.admin, '/dashboard/manageclasses');
  const card = reviewCard(admin, className);
  await card.getByRole('button', { name: 'Denied' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: /Yes/ }).click();
  await expect(card).toContainText('Denied');
  await expect(card.getByRole('button', { name: 'Approved' })).toBeDisabled();

  const listed = await request.get(`${apiUrl(ROUTES.listApprovedClasses)}?q=${encodeURIComponent(className)}`);
  expect(await listed.json()).toEqual([]);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/classes?q=${encodeURIComponent(className)}`);
  await expect(visitor.getByText('No classes match your search')).toBeVisible();
  await visitor.goto('/');
  await expect(visitor.getByText(className)).toHaveCount(0);

  await instructor.goto('/dashboard/myclasses');
  await expect(reviewCard(instructor, className)).toContainText('Denied');
});

test('search, filters and sort on /classes return the right cards and live in the URL', async ({ page }) => {
  await page.goto('/classes');
  await page.getByLabel('Search classes').fill('guitar');
  await expect(page).toHaveURL(/q=guitar/);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Acoustic Guitar for Beginners']);

  await page.goto('/classes?q=mei');
  await expect(page.getByRole('article').getByRole('heading')).toHaveText([
    'Intro to Robotics',
    'Chemistry Lab Basics',
    'Astronomy Night Sky',
  ]);
  // The box follows the URL, which the router updates in a transition: on a busy machine it shows the tick a moment
  // after the click, so the test waits for it rather than expecting it at once (as check() does).
  const freeSeats = page.getByLabel(/free seats|available/i);
  await freeSeats.click();
  await expect(freeSeats).toBeChecked();
  await expect(page).toHaveURL(/available=true/);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText([
    'Chemistry Lab Basics',
    'Astronomy Night Sky',
  ]);

  // Other specs put classes priced in this range on sale (class-edits approves one at $45), so the check is that every
  // card is in range and in order, with the two demo classes among them, rather than an exact list.
  await page.goto('/classes?minPrice=40&maxPrice=50&sort=price-asc');
  await expect(page.getByLabel('Min price ($)')).toHaveValue('40');
  await expectPricedCards(page, 'asc', ['Astronomy Night Sky', 'Watercolor Landscapes']);
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  await expectPricedCards(page, 'desc', ['Watercolor Landscapes', 'Astronomy Night Sky']);
});

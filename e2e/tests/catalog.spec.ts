import { expect, test } from '@playwright/test';
import { DEMO, registerFreshUser, signInAs } from '../support/session.js';

// Seeded by the classes service (services/classes/src/seed/demo-classes.ts).
const APPROVED = [
  'Acoustic Guitar for Beginners',
  'Digital Photography',
  'Watercolor Landscapes',
  'Intro to Robotics',
  'Chemistry Lab Basics',
  'Astronomy Night Sky',
  'Creative Writing Workshop',
  'Public Speaking Confidence',
];
const NOT_PUBLIC = [
  'Jazz Piano Improvisation',
  'Marine Biology Field Notes',
  'Calligraphy in a Weekend',
  'Street Dance Basics',
];
const FULL_CLASS = 'Intro to Robotics';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: /main/i });

test('a visitor goes from the home page to the approved classes, most enrolled first', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ClassHub' })).toBeAttached();
  await expect(page.getByText('Start from Play')).toBeVisible();

  await nav(page).getByRole('link', { name: 'Classes' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(nav(page).getByRole('link', { name: 'Classes' })).toHaveAttribute('aria-current', 'page');

  // Classes that earlier tests made have at most a seat or two taken, so the seeded ones lead, most enrolled first.
  const titles = page.getByRole('article').getByRole('heading');
  await expect(titles.first()).toHaveText(APPROVED[0]!);
  expect((await titles.allTextContents()).slice(0, APPROVED.length)).toEqual(APPROVED);
  for (const hidden of NOT_PUBLIC) await expect(page.getByText(hidden)).toHaveCount(0);
});

test('every card shows image, instructor, price, seats and enrolled; the full class is red and cannot be selected', async ({
  page,
}) => {
  await page.goto('/classes');
  const guitar = page.getByRole('article', { name: 'Acoustic Guitar for Beginners' });
  // The picture is decorative beside the class name (same link, same words), so it has no accessible name of its own.
  await expect(guitar.locator('img')).toBeVisible();
  await expect(guitar).toContainText('Instructor: Rafael Okafor');
  await expect(guitar).toContainText('Price: $59.99');
  await expect(guitar).toContainText('Available seats: 8');
  await expect(guitar).toContainText('Enrolled: 22');
  await expect(guitar.getByRole('button', { name: 'Select' })).toBeEnabled();
  // The image is served by the platform itself, not by an outside host.
  const loaded = await guitar.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(loaded).toBe(true);

  const full = page.getByRole('article', { name: FULL_CLASS });
  await expect(full).toHaveAttribute('data-full', 'true');
  await expect(full.getByRole('button', { name: 'Select' })).toBeDisabled();
  const background = await full.evaluate(
    (card) => getComputedStyle(card).borderColor + ' ' + getComputedStyle(card).backgroundColor,
  );
  expect(background).toMatch(/rgb\((2[0-9]{2}), (\d{1,2}|1[0-4]\d), (\d{1,2}|1[0-4]\d)\)/);
});

test('a signed-out visitor who selects a class is asked to log in', async ({ page }) => {
  await page.goto('/classes');
  await page.getByRole('article', { name: 'Watercolor Landscapes' }).getByRole('button', { name: 'Select' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Please Login to select the class');
  await expect(dialog.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login');
});

test('a signed-in admin or instructor cannot select any class', async ({ page }) => {
  for (const email of [DEMO.admin, DEMO.instructor]) {
    await page.context().clearCookies();
    await signInAs(page, email, '/classes');
    // Every card, the seeded ones and any an earlier test made.
    const selects = page.getByRole('article').getByRole('button', { name: 'Select' });
    await expect.poll(() => selects.count()).toBeGreaterThanOrEqual(APPROVED.length);
    await expect(selects).toHaveCount(await page.getByRole('article').count());
    for (const select of await selects.all()) await expect(select).toBeDisabled();
  }
});

test("a signed-in student's Select answers with a toast", async ({ page }) => {
  // A new student, so the seeded ones keep an empty selection for the other tests.
  await registerFreshUser(page.request, 'Selecting Student');
  await page.goto('/classes');
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  const select = page.getByRole('article', { name: 'Digital Photography' }).getByRole('button', { name: 'Select' });
  await expect(select).toBeEnabled();
  await select.click();
  // Success, or the server's refusal until POST /selected exists (the checkout issue): never a silent click.
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(
    toasts
      .getByRole('status', { name: 'Class has been selected' })
      .or(toasts.getByRole('alert', { name: 'Could not select this class' })),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an unknown route shows the shared error page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the dashboard remotes load at run time from /remotes.json', async ({ page }) => {
  // The dashboard needs sign-in and the role of each area.
  for (const [email, path, heading] of [
    [DEMO.admin, '/dashboard/adminhome', 'Admin Home'],
    [DEMO.instructor, '/dashboard/instructorhome', 'Instructor Home'],
    [DEMO.student, '/dashboard/studenthome', 'Student Home'],
  ] as const) {
    await page.context().clearCookies();
    await signInAs(page, email, path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
});

test('when the catalog remote cannot be served, its area shows a fallback and the rest keeps working', async ({
  page,
}) => {
  await page.route('**/remotes/mf-catalog/**', (route) => route.abort());
  // Signed in as the admin, so the admin area below can be opened.
  await signInAs(page, DEMO.admin, '/classes');
  await expect(page.getByRole('alert')).toContainText('This part of ClassHub is unavailable right now');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // The nav bar still navigates: to another remote's area and to the shell's own error page.
  await expect(nav(page).getByRole('link', { name: 'Classes' })).toHaveAttribute('aria-current', 'page');
  await nav(page).getByRole('link', { name: 'Instructors' }).click();
  await expect(page).toHaveURL(/\/instructors$/);
  await expect(nav(page).getByRole('link', { name: 'Instructors' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/dashboard/adminhome');
  await expect(page.getByRole('heading', { name: 'Admin Home' })).toBeVisible();

  // Once the files are served again, "Try again" brings the area back without a page reload.
  await nav(page).getByRole('link', { name: 'Classes' }).click();
  await expect(page.getByRole('alert')).toContainText('unavailable');
  await page.unroute('**/remotes/mf-catalog/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article', { name: 'Acoustic Guitar for Beginners' })).toBeVisible();
});

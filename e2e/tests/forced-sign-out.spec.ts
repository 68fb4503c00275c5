import { expect, test, type Page } from '@playwright/test';
import { signInApi } from '../support/api-client.js';
import { DEMO, signInAs, signInWithForm } from '../support/session.js';

const account = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

// Each page's h1, and the heading that shows its (empty) list has loaded.
const STUDENT_PAGES = [
  ['/dashboard/studenthome', 'Student Home', 'Latest Enrolled History'],
  ['/dashboard/myselectedclass', 'My Selected Classes', 'Total Selected Class: 0'],
  ['/dashboard/myenrolledclass', 'My Enrolled Classes', 'Total Enrolled Class: 0'],
  ['/dashboard/paymenthistory', 'Payment History', 'Payment History: 0'],
] as const;

for (const who of ['instructor', 'admin'] as const) {
  test(`an ${who} opens every student page and sees their own empty lists, still signed in`, async ({ page }) => {
    const forbidden: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && [401, 403].includes(response.status())) forbidden.push(response.url());
    });
    await signInAs(page, DEMO[who], STUDENT_PAGES[0][0]);
    for (const [path, title, list] of STUDENT_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: list })).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(account(page)).toBeVisible();
    }
    expect(forbidden).toEqual([]);
  });
}

test("a link to someone else's profile form signs out saying why, and signing in again does not go back there", async ({
  page,
  baseURL,
}) => {
  const admin = await signInApi(baseURL!, DEMO.admin);
  await signInAs(page, DEMO.student);
  await page.goto(`/dashboard/updateprofile/${admin.id}`);

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: "You don't have access to that page" })).toBeVisible();
  await signInWithForm(page, DEMO.student);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You don't have access to that page")).toHaveCount(0);
});

test('an ended session signs out saying so, and signing in again returns to the page', async ({ page }) => {
  await signInAs(page, DEMO.student, '/dashboard/myenrolledclass');
  await expect(page.getByRole('heading', { level: 2, name: /Total Enrolled Class/ })).toBeVisible();
  // The session cookie and token stop being valid, as when the session expires or is revoked elsewhere.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.setItem('access-token', 'expired.token.value'));
  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name: 'Payment History' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session ended' })).toBeVisible();
  await signInWithForm(page, DEMO.student);
  await expect(page).toHaveURL(/\/dashboard\/paymenthistory$/);
});

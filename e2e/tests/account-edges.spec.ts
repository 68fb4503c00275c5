import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { ROUTES } from '@classhub/contracts';
import { randomBytes } from 'node:crypto';
import { apiUrl, callRoute, signInApi } from '../support/api-client.js';
import { signInInGooglePopup } from '../support/demo-google.js';
import { DEMO, registerFreshUser, signInAs, TINY_PNG } from '../support/session.js';

// Account and navigation edges found by a browser audit: Update Profile on a phone, Google sign-in under another host
// name or abandoned, navigation names, a role changed while signed in, sign-up without a photo, long emails and the
// profile picture preview.

const account = (page: Page) => page.getByRole('button', { name: /^Account menu for / });
const googleButton = (page: Page) => page.getByRole('button', { name: 'Login with Google' });
const headerLogin = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Dashboard' });

/** The same platform under its other loopback name: localhost for 127.0.0.1 and back. */
function otherLoopbackOrigin(baseURL: string): string {
  const url = new URL(baseURL);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

/** The signed-in user's id, as identity reports the session of the page's browser context. */
async function sessionUserId(page: Page): Promise<string> {
  const response = await page.request.get(apiUrl(ROUTES.getSession));
  return ((await response.json()) as { user: { _id: string } }).user._id;
}

test.describe('Update Profile on small screens', () => {
  test('neither the page nor the card is wider than the window, at 360, 390, 768 and 1280 px', async ({ page }) => {
    await signInAs(page, DEMO.student, '/dashboard/studenthome');
    await page.goto(`/dashboard/updateprofile/${await sessionUserId(page)}`);
    const card = page.getByRole('region', { name: 'Update Profile' });
    await expect(page.getByLabel('Name')).toHaveValue(/\S/);
    for (const width of [360, 390, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(innerWidth);
      if (width > 390) continue;
      const cardBox = await card.boundingBox();
      const controls = card.locator('input, select, button');
      expect(await controls.count()).toBeGreaterThan(6);
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        if (!box || !cardBox) throw new Error('no layout box');
        expect(
          box.x + box.width,
          `${await control.evaluate((element) => element.outerHTML.slice(0, 80))} at ${width} px`,
        ).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      }
    }
  });

  test('a chosen picture is previewed, with its alt text, before it is saved', async ({ page }) => {
    await signInAs(page, DEMO.student, '/dashboard/studenthome');
    await page.goto(`/dashboard/updateprofile/${await sessionUserId(page)}`);
    await expect(page.getByRole('img', { name: 'Current profile picture' })).toBeVisible();
    await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    const preview = page.getByRole('img', { name: 'New profile picture, saved with Update Profile' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^blob:/);
    expect(await preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.getByLabel('Profile picture').setInputFiles([]);
    await expect(page.getByRole('img', { name: 'Current profile picture' })).toBeVisible();
    await expect(preview).toHaveCount(0);
  });
});

test.describe('Login with Google never leaves the page stuck', () => {
  test('opened under the other loopback name, it signs in on that origin', async ({ page, baseURL }) => {
    const origin = otherLoopbackOrigin(baseURL ?? '');
    await page.goto(`${origin}/register`);
    const popupOpened = page.waitForEvent('popup');
    await googleButton(page).click();
    const popup = await popupOpened;
    await signInInGooglePopup(popup, `other-host-${randomBytes(4).toString('hex')}@gmail.test`);
    await expect(account(page)).toBeVisible({ timeout: 5_000 });
    expect(new URL(page.url()).origin).toBe(origin);
  });

  test('a popup the user closes ends the wait with a message, and the page stays usable', async ({ page }) => {
    await page.goto('/register');
    const popupOpened = page.waitForEvent('popup');
    await googleButton(page).click();
    const popup = await popupOpened;
    await expect(googleButton(page)).toHaveAttribute('aria-busy', 'true');
    await popup.locator('input[name="login"]').waitFor();
    await popup.close();
    await expect(page.getByRole('alert')).toHaveText(/^Google sign-in did not finish/, { timeout: 5_000 });
    await expect(googleButton(page)).not.toHaveAttribute('aria-busy');
    await expect(headerLogin(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeEnabled();
  });

  test('opened under a host name the platform does not know, the popup says where sign-in works and the page shows it', async ({
    baseURL,
  }) => {
    const port = new URL(baseURL ?? '').port;
    const launchOptions = test.info().project.use.launchOptions ?? {};
    // A browser that resolves classhub-alias.test to this machine: the same platform under an unregistered name.
    const browser: Browser = await chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP classhub-alias.test 127.0.0.1'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`http://classhub-alias.test:${port}/register`);
      const popupOpened = page.waitForEvent('popup');
      await googleButton(page).click();
      await popupOpened;
      await expect(page.getByRole('alert')).toHaveText(
        `Google sign-in works only at ${baseURL}. Open ClassHub there and try again.`,
        { timeout: 5_000 },
      );
      await expect(googleButton(page)).not.toHaveAttribute('aria-busy');
      await expect(headerLogin(page)).toBeVisible();
    } finally {
      await browser.close();
    }
  });
});

test.describe('navigation names', () => {
  test('below 1024 px: distinct button names and one Dashboard link, the small-screen menu one', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, DEMO.student, '/dashboard/studenthome');
    await expect(page.getByRole('button', { name: 'Open site navigation' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Open dashboard navigation' })).toHaveCount(1);
    await expect(account(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^(Dashboard )?menu$/i })).toHaveCount(0);
    // Not merely hidden: the large screens' link is not in the page at all.
    await expect(page.locator('a', { hasText: /^Dashboard$/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Open site navigation' }).click();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/myselectedclass');
    await expect(page.locator('a', { hasText: /^Dashboard$/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Close site navigation' })).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', { name: 'Open dashboard navigation' }).click();
    await expect(panel(page).getByRole('link', { name: 'Student Home' })).toBeVisible();
  });

  test("at 1280 px: the one Dashboard link is the bar's, and there is no menu button", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, DEMO.student, '/dashboard/studenthome');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/studenthome');
    await expect(page.locator('a', { hasText: /^Dashboard$/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /site navigation|dashboard navigation/ })).toHaveCount(0);
  });
});

test('a student promoted while signed in gets the instructor menu within seconds, without a reload', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  try {
    const student = await context.newPage();
    const user = await registerFreshUser(student.request, 'Promoted Live');
    await student.goto('/dashboard/studenthome');
    await expect(panel(student).getByRole('link', { name: 'Student Home' })).toBeVisible();
    let reloads = 0;
    student.on('framenavigated', (frame) => {
      if (frame === student.mainFrame()) reloads += 1;
    });

    const admin = await signInApi(baseURL ?? '', DEMO.admin);
    const promoted = await callRoute(baseURL ?? '', ROUTES.makeInstructor, {
      params: { id: user._id },
      token: admin.token,
    });
    expect(promoted.status).toBe(200);

    await expect(panel(student).getByRole('link', { name: 'Instructor Home' })).toBeVisible({ timeout: 10_000 });
    await expect(panel(student).getByRole('link', { name: 'My Classes' })).toBeVisible();
    await expect(panel(student).getByRole('link', { name: 'Student Home' })).toHaveCount(0);
    expect(reloads).toBe(0);
  } finally {
    await context.close();
  }
});

test.describe('sign-up', () => {
  test('marks the required fields, and registers without a photo: the avatar shows initials', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByText('Fields marked * are required.')).toBeVisible();
    for (const label of ['Name', 'Email', 'Password', 'Confirm Password']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
    }
    await expect(page.getByLabel('Photo URL')).not.toHaveAttribute('aria-required', 'true');

    const id = randomBytes(4).toString('hex');
    await page.getByLabel('Name', { exact: true }).fill(`Nadia Photoless`);
    await page.getByLabel('Email', { exact: true }).fill(`photoless-${id}@classhub.test`);
    await page.getByLabel('Password', { exact: true }).fill('Fresh#2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Fresh#2026');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(account(page)).toBeVisible();
    await expect(account(page).locator('[data-initials]')).toHaveAttribute('data-initials', 'NP');
    await expect(account(page).locator('img')).toHaveCount(0);
  });
});

test('a long email in the avatar menu wraps after "@" or a dot, never inside a word', async ({ page }) => {
  const id = randomBytes(4).toString('hex');
  const email = `e2e.${id}.long.address@department.universityexample.com`;
  const answer = await page.request.post(apiUrl(ROUTES.register), {
    data: { name: 'Long Address', email, password: 'Fresh#2026' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await account(page).click();
  const shown = page.getByText(email).last();
  await expect(shown).toBeVisible();
  // The characters after which the browser started a new line.
  const breaksAfter = await shown.evaluate((element) => {
    const text = element.textContent ?? '';
    const tops: number[] = [];
    let offset = 0;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        tops[offset + index] = Math.round(range.getBoundingClientRect().top);
      }
      offset += (node.textContent ?? '').length;
    }
    return tops.flatMap((top, index) => (index > 0 && top > (tops[index - 1] ?? top) ? [text[index - 1]] : []));
  });
  expect(breaksAfter.length).toBeGreaterThan(0);
  for (const character of breaksAfter) expect(['@', '.']).toContain(character);
});

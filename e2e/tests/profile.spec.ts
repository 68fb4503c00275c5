import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@classhub/contracts';
import { apiUrl } from '../support/api-client.js';
import { accessToken, TINY_PNG } from '../support/session.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const account = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

function detail(page: Page, term: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
}

test('a new user registers, is welcomed, signs out and in again, edits the profile with a picture and signs out', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@classhub.test`;
  const password = 'Journey#2026';
  const year = new Date().getFullYear();

  // From the classes page through Login to Register: the origin is remembered.
  await page.goto('/classes');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Name').fill('Journey Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Photo URL').fill('https://images.example.com/journey.png');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page.getByRole('status', { name: 'Welcome to ClassHub' })).toBeVisible();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(account(page)).toHaveAccessibleName('Account menu for Journey Tester');
  expect(await accessToken(page)).toBeTruthy();

  // Sign out from the avatar menu: the token is gone and the page is /login.
  await account(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await accessToken(page)).toBeNull();

  // Sign in again; no origin, so the home page.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status', { name: 'Welcome to ClassHub' })).toHaveCount(0);

  // The profile: a new user has no phone, gender, website or address yet.
  await nav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/userprofile$/);
  await expect(nav(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('article', { name: 'Journey Tester' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Student', { exact: true })).toBeVisible();
  await expect(detail(page, 'Email')).toHaveText(email);
  await expect(detail(page, 'Phone')).toHaveText('Not Show');
  await expect(detail(page, 'Gender')).toHaveText('Not Show');
  await expect(detail(page, 'Address')).toHaveText('Not Show');
  await expect(detail(page, 'Website')).toHaveText('Not show');
  await expect(detail(page, 'Joined in')).toHaveText(String(year));

  // Edit it, with a new picture uploaded to /api/media/users.
  await card.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/updateprofile\/[\w-]+$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await page.getByLabel('Website').fill('not a website');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Invalid URL')).toBeVisible();

  await page.getByLabel('Name').fill('Journey Tester II');
  await page.getByLabel('Address').fill('12 Harbour Road');
  await page.getByLabel('Phone').fill('5550123');
  await page.getByLabel('Website').fill('https://journey.example.com');
  await page.getByLabel('Gender').selectOption('Female');
  await page
    .getByLabel('Profile picture', { exact: true })
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  const upload = page.waitForResponse(
    (response) =>
      response.url().endsWith(apiUrl(ROUTES.uploadProfilePicture)) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Update Profile' }).click();
  expect((await upload).status()).toBe(201);

  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog).toContainText('Your profile has been updated');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/dashboard\/userprofile$/);

  const updated = page.getByRole('article', { name: 'Journey Tester II' });
  await expect(detail(page, 'Phone')).toHaveText('5550123');
  await expect(detail(page, 'Gender')).toHaveText('Female');
  await expect(detail(page, 'Address')).toHaveText('12 Harbour Road');
  await expect(detail(page, 'Website').getByRole('link')).toHaveAttribute('href', 'https://journey.example.com');
  const photo = updated.getByRole('img', { name: 'Journey Tester II' });
  await expect(photo).toHaveAttribute('src', /\/api\/media\/users\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The side panel and the avatar follow at once.
  await expect(page.getByRole('complementary', { name: 'Dashboard' }).getByText('Journey Tester II')).toBeVisible();

  // Sign out from the side panel.
  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await accessToken(page)).toBeNull();
  await page.goto('/dashboard/userprofile');
  await expect(page).toHaveURL(/\/login$/);
});

import { expect, test, type Page } from '@playwright/test';
import { apiClient, proveAddressByMail } from '@classhub/api-client';
import { randomBytes } from 'node:crypto';
import { DEMO } from '../support/session.js';
import { startTestPlatform, type RunningPlatform } from '../support/test-platform.js';

// Signing up from a shared network (a school lab behind one address) once its new-account limit is used up: someone
// who already has an account is told so first, not sent away with "too many accounts".
let platform: RunningPlatform;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // One new account per address and hour: the first sign-up below uses it up.
  platform = await startTestPlatform('signuplimit', async () => ({ identity: { SIGN_UPS_PER_SOURCE_PER_HOUR: '1' } }));
});

test.afterAll(async () => {
  await platform?.remove();
});

async function register(page: Page, email: string): Promise<void> {
  await page.goto(`${platform.baseUrl}/register`);
  await page.getByLabel('Name', { exact: true }).fill('Lab Student');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Fresh#2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Fresh#2026');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
}

test('with the network over its limit, a taken email hears that the account exists; a new one hears the limit', async ({
  browser,
}) => {
  const id = randomBytes(4).toString('hex');
  const first = await browser.newPage();
  await register(first, `lab-first-${id}@classhub.test`);
  await expect(first.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await first.close();

  const page = await browser.newPage();
  await register(page, DEMO.student);
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
  await expect(page.getByText(/Too many new accounts/)).toHaveCount(0);

  await register(page, `lab-second-${id}@classhub.test`);
  await expect(page.getByText(/^Too many new accounts from your network\. Try again in/)).toBeVisible();
  await page.close();

  // The limit counts accounts nobody has verified (decision 0037): once the first student opens the link mailed to
  // them, the next student of the lab can register.
  await proveAddressByMail(apiClient(platform.baseUrl), platform.mail.webUrl, `lab-first-${id}@classhub.test`);
  const next = await browser.newPage();
  await register(next, `lab-second-${id}@classhub.test`);
  await expect(next.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await next.close();
});

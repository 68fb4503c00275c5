import { API_PREFIX, ROUTES } from '@classhub/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { verificationToken } from './mail-inbox.js';

/** The demo accounts the identity service seeds (services/identity/src/seed/demo-users.ts). */
export const DEMO_PASSWORD = 'ClassHub#2026';
export const DEMO = {
  admin: 'admin@classhub.test',
  instructor: 'instructor1@classhub.test',
  student: 'student1@classhub.test',
} as const;

/** The browser's access token, as the shell stores it (docs/product.md#data: `access-token`). */
export function accessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('access-token'));
}

/** Signs in through the login form, from wherever the page is; waits until the nav bar shows the account. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
}

/** Signs in by the API (the session cookie is the browser context's), then opens `path`; the shell starts signed in. */
export async function signInAs(page: Page, email: string, path = '/'): Promise<void> {
  const response = await page.request.post(`${API_PREFIX}${ROUTES.login.path}`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
}

export interface FreshUser {
  _id: string;
  name: string;
  email: string;
}

/**
 * Registers a new student through the API, for a test that changes its user (a role, a selection): the seeded demo
 * accounts stay as every other test expects them. The session cookie lands in `request`'s context, so a page's
 * `page.request` leaves that page signed in as the new user, and the `request` fixture leaves every page alone.
 * Unless `proveAddress` is false, the address is proved with the link mailed to the platform's mail catcher, as a
 * person would (decision 0037: only then may the student pay).
 */
export async function registerFreshUser(
  request: APIRequestContext,
  label: string,
  { proveAddress = true }: { proveAddress?: boolean } = {},
): Promise<FreshUser> {
  const id = randomBytes(4).toString('hex');
  const data = {
    name: `${label} ${id}`,
    email: `e2e-${id}@classhub.test`,
    photo: 'https://images.example.com/e2e.png',
    password: 'Fresh#2026',
  };
  const response = await request.post(`${API_PREFIX}${ROUTES.register.path}`, { data });
  expect(response.status(), await response.text()).toBe(201);
  if (proveAddress) {
    const token = await verificationToken(data.email);
    const confirmed = await request.post(`${API_PREFIX}${ROUTES.confirmEmailVerification.path}`, { data: { token } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  const { user } = (await response.json()) as { user: FreshUser };
  return { _id: user._id, name: user.name, email: user.email };
}

/** A 1×1 PNG: a real image by its content, as the upload endpoint checks. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@classhub/contracts';
import { apiUrl } from '../support/api-client.js';
import { signInInGooglePopup } from '../support/demo-google.js';
import { accessToken, DEMO, DEMO_PASSWORD, signInAs, signInWithForm } from '../support/session.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const account = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

test('register checks every rule in the browser and sends nothing while one fails', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(apiUrl(ROUTES.register))) sent.push(request.method());
  });
  await page.goto('/register');
  const form = page.locator('form');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  for (const message of [
    'Name is required',
    'Email is required',
    'Password is required',
    'Confirm password is required',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Name').fill('Rule Checker');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Photo URL').fill('avatar.png');
  await page.getByLabel('Password', { exact: true }).fill('Ab#1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Ab#1');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Invalid URL')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('abcdef1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('abcdef1');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    form.getByText('Password must have one Uppercase one lower case, one number and one special character.'),
  ).toBeVisible();

  await page.getByLabel('Email').fill('rules@classhub.test');
  await page.getByLabel('Photo URL').fill('https://example.com/me.png');
  await page.getByLabel('Password', { exact: true }).fill('Secret#26');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Secret#27');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(form.getByText('Password are not match')).toBeVisible();

  // The show/hide toggle reveals what was typed.
  await page.getByRole('button', { name: 'Show confirm password' }).click();
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAttribute('type', 'text');
  expect(sent).toEqual([]);
});

test("a wrong password shows identity's message in red under the form", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.student);
  await page.getByLabel('Password', { exact: true }).fill('Wrong#2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const alert = page.locator('form').getByRole('alert');
  await expect(alert).toHaveText('Invalid email or password');
  const color = await alert.evaluate((element) => getComputedStyle(element).color);
  expect(color).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
  await expect(page).toHaveURL(/\/login$/);
});

test('the dashboard needs sign-in, and signing in returns to the page asked for', async ({ page }) => {
  await page.goto('/dashboard/userprofile');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, DEMO.student);
  await expect(page).toHaveURL(/\/dashboard\/userprofile$/);
  await expect(page.getByRole('article', { name: 'Liam Carter' })).toBeVisible();
  expect(await accessToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('a demo student who opens an admin page lands on /', async ({ page }) => {
  await signInAs(page, DEMO.student);
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/studenthome');
  await page.goto('/dashboard/adminhome');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Home' })).toHaveCount(0);
  await page.goto('/dashboard/myclasses');
  await expect(page).toHaveURL(/\/$/);
});

test('each role gets its Dashboard link and side menu', async ({ page }) => {
  const roles = [
    [
      DEMO.admin,
      'Admin',
      '/dashboard/adminhome',
      ['Admin Home', 'Manage Classes', 'Manage Users', 'Messages', 'Transactions', 'Coupons', 'Audit Log'],
    ],
    [
      DEMO.instructor,
      'Instructor',
      '/dashboard/instructorhome',
      ['Instructor Home', 'My Classes', 'Add a Class', 'My Coupons'],
    ],
    [
      DEMO.student,
      'Student',
      '/dashboard/studenthome',
      ['Student Home', 'My Selected Classes', 'My Enrolled Classes', 'Payment History', 'My Waitlist'],
    ],
  ] as const;
  for (const [email, label, home, menu] of roles) {
    await page.context().clearCookies();
    await signInAs(page, email);
    await nav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    const panel = page.getByRole('complementary', { name: 'Dashboard' });
    await expect(panel.getByText(label, { exact: true })).toBeVisible();
    await expect(panel.getByRole('navigation', { name: `${label} menu` }).getByRole('link')).toHaveText([...menu]);
    await expect(page.getByRole('heading', { name: menu[0] })).toBeVisible();
  }
});

test('a forged token in storage: the next API call signs the user out to /login', async ({ page }) => {
  await signInAs(page, DEMO.student, '/dashboard/studenthome');
  await expect(page.getByRole('heading', { name: 'Student Home' })).toBeVisible();
  const real = await accessToken(page);
  const [header, payload] = real!.split('.');
  await page.evaluate(
    (forged) => localStorage.setItem('access-token', forged),
    `${header}.${payload}.forged-signature`,
  );

  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await accessToken(page)).toBeNull();
  await expect(page.getByRole('heading', { name: 'Login Now' })).toBeVisible();
  await expect(account(page)).toHaveCount(0);
  // The session was ended on the server too: a reload stays signed out.
  await page.goto('/dashboard/studenthome');
  await expect(page).toHaveURL(/\/login$/);
});

test('the light/dark switch in the side panel is saved under "theme"', async ({ page }) => {
  await signInAs(page, DEMO.student, '/dashboard/studenthome');
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test("Login with Google through npm start's demo OpenID provider, labelled as such: a new user is welcomed, a returning one is not", async ({
  page,
}) => {
  const email = `google-${Date.now()}@gmail.test`;

  async function googleSignIn(from: string) {
    await page.goto(from);
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    const popupOpened = page.waitForEvent('popup');
    await expect(page.getByRole('button', { name: 'Login with Google' })).toHaveAccessibleDescription(
      /^Demo provider: .*any email address/,
    );
    await page.getByRole('button', { name: 'Login with Google' }).click();
    await signInInGooglePopup(await popupOpened, email);
    await expect(account(page)).toBeVisible();
  }

  await googleSignIn('/classes');
  await expect(page.getByRole('status', { name: 'Welcome to ClassHub' })).toBeVisible();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/studenthome');
  expect(await accessToken(page)).toBeTruthy();

  await account(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await accessToken(page)).toBeNull();

  await googleSignIn('/instructors');
  await expect(page).toHaveURL(/\/instructors$/);
  await expect(page.getByRole('status', { name: 'Welcome to ClassHub' })).toHaveCount(0);
});

test('the Login link of the nav bar and the password toggle on /login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
});

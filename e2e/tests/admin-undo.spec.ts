// Issue 36, point 6 (decision 0045): an admin turns an instructor back into a student, suspends a student who is
// signed in elsewhere (signed out at once, refused at sign-in with the reason why), reactivates them, and reads every
// action with its reason in the Audit Log.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNT_ADMIN_MESSAGES, API_PREFIX, ROUTES } from '@classhub/contracts';
import { apiUrl } from '../support/api-client.js';
import { accessToken, DEMO, registerFreshUser, signInAs, type FreshUser } from '../support/session.js';

const FRESH_PASSWORD = 'Fresh#2026';

const usersTable = (page: Page) => page.getByRole('region', { name: 'Users' }).getByRole('table');
const rowOf = (page: Page, email: string) => usersTable(page).getByRole('row').filter({ hasText: email });

/** Manage Users narrowed to one user by its address (the search is kept in the URL). */
async function openUser(page: Page, user: FreshUser): Promise<void> {
  await page.goto(`/dashboard/manageusers?q=${encodeURIComponent(user.email)}`);
  // A fresh load resolves the session and loads the admin remote first.
  await expect(rowOf(page, user.email)).toBeVisible({ timeout: 30_000 });
}

/** A second browser, signed in as `user` with the form, on its enrolled classes. */
async function signedInElsewhere(browser: Browser, user: FreshUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  return page;
}

async function tryLogin(page: Page, user: FreshUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('an admin demotes, suspends and reactivates; the suspended user is signed out and refused; the audit log tells it all', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers and a dozen steps through four services.
  test.setTimeout(240_000);
  const instructor = await registerFreshUser(request, 'Undo Instructor');
  const student = await registerFreshUser(request, 'Undo Student');
  await signInAs(page, DEMO.admin, '/dashboard/manageusers');
  const promoted = await page.request.patch(apiUrl(ROUTES.makeInstructor, { id: instructor._id }), {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(promoted.status()).toBe(200);

  // Make Student, with a reason; the admin's own row offers nothing of the kind.
  await openUser(page, instructor);
  await rowOf(page, instructor.email).getByRole('button', { name: 'Make Student' }).click();
  const demote = page.getByRole('dialog', { name: `Make ${instructor.name} a student?` });
  await demote.getByLabel(/Reason/).fill('Stopped teaching');
  await demote.getByRole('button', { name: 'Make Student' }).click();
  await expect(demote).toHaveCount(0);
  await expect(rowOf(page, instructor.email).getByRole('cell').nth(3)).toContainText('Student');

  // The student is signed in in another browser.
  const elsewhere = await signedInElsewhere(browser, student);

  // Suspend needs a reason.
  await openUser(page, student);
  await rowOf(page, student.email).getByRole('button', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${student.name}?` });
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend.getByText('Give a reason')).toBeVisible();
  await suspend.getByLabel(/Reason/).fill('Spam in the contact form');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend).toHaveCount(0);
  await expect(rowOf(page, student.email).getByText('Suspended', { exact: true })).toBeVisible();

  // The other browser's next call is refused and it is signed out; its token is refused by every service.
  const token = await accessToken(elsewhere);
  const statusOf = async (path: string) =>
    (await elsewhere.request.get(`${API_PREFIX}${path}`, { headers: { Authorization: `Bearer ${token}` } })).status();
  // payments and classes hear of it by their roles read model, within seconds.
  for (const path of [`/selected/${student.email}`, '/waitlist'])
    await expect.poll(() => statusOf(path), { timeout: 5_000 }).toBe(401);
  await elsewhere.goto('/dashboard/myenrolledclass');
  await expect(elsewhere).toHaveURL(/\/login$/);
  await tryLogin(elsewhere, student);
  await expect(elsewhere.getByRole('alert').filter({ hasText: ACCOUNT_ADMIN_MESSAGES.accountSuspended })).toBeVisible();

  // Reactivated, the student signs in again.
  await openUser(page, student);
  await rowOf(page, student.email).getByRole('button', { name: 'Reactivate' }).click();
  const reactivate = page.getByRole('dialog', { name: `Reactivate ${student.name}?` });
  await expect(reactivate).toContainText('Spam in the contact form');
  await reactivate.getByLabel(/Reason/).fill('Promised to stop');
  await reactivate.getByRole('button', { name: 'Reactivate' }).click();
  await expect(reactivate).toHaveCount(0);
  await expect(rowOf(page, student.email).getByText('Suspended', { exact: true })).toHaveCount(0);
  await tryLogin(elsewhere, student);
  await expect(elsewhere.getByRole('button', { name: /^Account menu for / })).toBeVisible();

  // The audit log, from the side panel: who, what, which account, why.
  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  const log = page.getByRole('region', { name: 'Audit log' });
  const entry = (target: string, why: string) =>
    log.getByRole('row').filter({ hasText: target }).filter({ hasText: why });
  const demoted = entry(instructor.email, 'Role instructor → student: Stopped teaching');
  await expect(demoted).toContainText('Changed a role');
  await expect(demoted).toContainText('Grace Whitfield');
  await expect(entry(student.email, 'Spam in the contact form')).toContainText('Suspended an account');
  await expect(entry(student.email, 'Promised to stop')).toContainText('Reactivated an account');
  await elsewhere.context().close();
});

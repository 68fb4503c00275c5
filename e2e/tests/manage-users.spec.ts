import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@classhub/contracts';
import { apiUrl } from '../support/api-client.js';
import { accessToken, DEMO, registerFreshUser, signInAs } from '../support/session.js';

// Role changes here only touch users these tests register, so every other test keeps its seeded demo accounts.

// Seeded by the identity service (services/identity/src/seed/demo-users.ts).
const SEEDED = [
  ['Grace Whitfield', 'admin@classhub.test', 'Admin'],
  ['Amelia Hart', 'instructor1@classhub.test', 'Instructor'],
  ['Rafael Okafor', 'instructor2@classhub.test', 'Instructor'],
  ['Mei Tanaka', 'instructor3@classhub.test', 'Instructor'],
  ['Liam Carter', 'student1@classhub.test', 'Student'],
  ['Sofia Alvarez', 'student2@classhub.test', 'Student'],
  ['Noah Kim', 'student3@classhub.test', 'Student'],
  ['Zara Ahmed', 'student4@classhub.test', 'Student'],
] as const;

const usersTable = (page: Page) => page.getByRole('region', { name: 'Users' }).getByRole('table');
const rowOf = (page: Page, email: string) => usersTable(page).getByRole('row').filter({ hasText: email });
const roleCell = (page: Page, email: string) => rowOf(page, email).getByRole('cell').nth(3);
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Dashboard' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Manage Users shows 20 users a page, oldest first (decision 0044): a user registered by a test is found by a search. */
const PAGE_SIZE = 20;

async function openManageUsers(page: Page, search?: string): Promise<void> {
  const query = search === undefined ? '' : `?${new URLSearchParams({ q: search })}`;
  await signInAs(page, DEMO.admin, `/dashboard/manageusers${query}`);
  await expect(page.getByRole('heading', { name: 'Manage Users', level: 1 })).toBeVisible();
  await expect(usersTable(page)).toBeVisible();
}

/** Counts the role-changing calls the page sends. */
function recordRolePatches(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && /\/api\/users\/(admin|instructor)\//.test(request.url()))
      sent.push(request.url());
  });
  return sent;
}

test('the admin sees every user under "Total Users: N", the seeded ones with their roles', async ({ page }) => {
  await openManageUsers(page);
  const response = await page.request.get(apiUrl(ROUTES.listUsers), {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status()).toBe(200);
  const users = (await response.json()) as unknown[];

  await expect(page.getByRole('heading', { name: `Total Users: ${users.length}` })).toBeVisible();
  await expect(usersTable(page).locator('tbody tr')).toHaveCount(Math.min(users.length, PAGE_SIZE));
  for (const [name, email, role] of SEEDED) {
    const row = rowOf(page, email);
    await expect(row.getByRole('rowheader')).toHaveText(name);
    await expect(roleCell(page, email)).toHaveText(role);
    // Each button is disabled for the role already held, and the signed-in admin cannot demote themselves.
    const self = email === DEMO.admin;
    await expect(row.getByRole('button', { name: 'Make Instructor' })).toBeEnabled({
      enabled: role !== 'Instructor' && !self,
    });
    await expect(row.getByRole('button', { name: 'Make Admin' })).toBeEnabled({ enabled: role !== 'Admin' });
  }
});

test("'Make Admin' asks first, and Cancel changes nothing", async ({ page, request }) => {
  const user = await registerFreshUser(request, 'Cancel Target');
  await openManageUsers(page, user.email);
  const patches = recordRolePatches(page);

  await rowOf(page, user.email).getByRole('button', { name: 'Make Admin' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(`You want to update role for ${user.name}`);
  await expect(dialog.getByRole('button', { name: 'Yes, Make Admin' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(roleCell(page, user.email)).toHaveText('Student');
  await expect(rowOf(page, user.email).getByRole('button', { name: 'Make Admin' })).toBeEnabled();
  expect(patches).toEqual([]);
});

test("'Make Instructor' then a confirmed 'Make Admin': the toasts, the role and the disabled buttons", async ({
  page,
  request,
}) => {
  const user = await registerFreshUser(request, 'Promotion Target');
  await openManageUsers(page, user.email);
  const row = rowOf(page, user.email);
  await expect(roleCell(page, user.email)).toHaveText('Student');

  await row.getByRole('button', { name: 'Make Instructor' }).click();
  await expect(notifications(page).getByRole('status', { name: 'Now you are our instructor' })).toBeVisible();
  await expect(roleCell(page, user.email)).toHaveText('Instructor');
  await expect(row.getByRole('button', { name: 'Make Instructor' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Make Admin' })).toBeEnabled();

  await row.getByRole('button', { name: 'Make Admin' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(`You want to update role for ${user.name}`);
  await dialog.getByRole('button', { name: 'Yes, Make Admin' }).click();
  const toast = notifications(page).getByRole('status', { name: 'Admin!' });
  await expect(toast).toContainText('User role has been updated.');
  await expect(roleCell(page, user.email)).toHaveText('Admin');
  await expect(row.getByRole('button', { name: 'Make Admin' })).toBeDisabled();

  // The server holds the new role.
  await page.reload();
  await expect(roleCell(page, user.email)).toHaveText('Admin');
  await expect(rowOf(page, user.email).getByRole('button', { name: 'Make Admin' })).toBeDisabled();
});

test('promoting a student changes their menu, also on their next page', async ({ browser, page }) => {
  const studentContext = await browser.newContext();
  try {
    const student = await studentContext.newPage();
    // Registering through the student's own context leaves that browser signed in as them.
    const user = await registerFreshUser(student.request, 'Rising Student');
    await student.goto('/dashboard/studenthome');
    await expect(student.getByRole('heading', { name: 'Student Home' })).toBeVisible();
    await expect(panel(student).getByRole('navigation', { name: 'Student menu' })).toBeVisible();
    await expect(nav(student).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/studenthome',
    );

    await openManageUsers(page, user.email);
    await rowOf(page, user.email).getByRole('button', { name: 'Make Instructor' }).click();
    await expect(notifications(page).getByRole('status', { name: 'Now you are our instructor' })).toBeVisible();
    await expect(roleCell(page, user.email)).toHaveText('Instructor');

    // The student's page follows on its own within seconds (account-edges.spec.ts); another page shows it too.
    await panel(student).getByRole('link', { name: 'Profile' }).click();
    await expect(student).toHaveURL(/\/dashboard\/userprofile$/);
    await expect(panel(student).getByRole('navigation', { name: 'Instructor menu' })).toBeVisible();
    await expect(panel(student).getByText('Instructor', { exact: true })).toBeVisible();
    await expect(panel(student).getByRole('navigation', { name: 'Student menu' })).toHaveCount(0);

    const dashboard = nav(student).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveAttribute('href', '/dashboard/instructorhome');
    await dashboard.click();
    await expect(student).toHaveURL(/\/dashboard\/instructorhome$/);
    await expect(student.getByRole('heading', { name: 'Instructor Home' })).toBeVisible();
  } finally {
    await studentContext.close();
  }
});

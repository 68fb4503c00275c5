import { expect, test, type Page } from '@playwright/test';
import { DEMO, registerFreshUser, signInAs } from '../support/session.js';

// Issue 36, point 5 (decision 0044): the admins' and instructors' long lists search, filter and page on the server,
// and keep what was asked in the address.

const usersTable = (page: Page) => page.getByRole('region', { name: 'Users' }).getByRole('table');
const pager = (page: Page, name: string) => page.getByRole('navigation', { name });

test('the admin finds a user by part of the name, filters by role and goes to page 2', async ({ page, request }) => {
  // Enough users for a second page of 20: the 8 demo accounts and these.
  const fresh = await Promise.all(
    Array.from({ length: 14 }, (_, index) =>
      registerFreshUser(request, `Pager Person ${index}`, { proveAddress: false }),
    ),
  );
  const wanted = fresh[5]!;
  await signInAs(page, DEMO.admin, '/dashboard/manageusers');
  await expect(usersTable(page)).toBeVisible();

  // Part of the name, in another case: only that user is left.
  const suffix = wanted.name.split(' ').at(-1)!;
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`person 5 ${suffix.toUpperCase()}`);
  await expect(page.getByRole('heading', { name: 'Total Users: 1' })).toBeVisible();
  await expect(usersTable(page).locator('tbody tr')).toHaveCount(1);
  await expect(usersTable(page).getByRole('rowheader')).toHaveText(wanted.name);
  await expect(page).toHaveURL(/[?&]q=person\+5\+/i);

  // Reload keeps the search; nothing matching says so.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(`person 5 ${suffix.toUpperCase()}`);
  await expect(usersTable(page).getByRole('rowheader')).toHaveText(wanted.name);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('no such person anywhere');
  await expect(page.getByText('No users match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filter' }).click();

  // The role filter: only instructors.
  await page.getByRole('combobox', { name: 'Role' }).selectOption('instructor');
  await expect(page).toHaveURL(/[?&]role=instructor/);
  const roles = usersTable(page).locator('tbody tr td:nth-child(5)');
  await expect(roles.first()).toHaveText('Instructor');
  for (const role of await roles.allTextContents()) expect(role).toBe('Instructor');

  // All roles again: more than 20 users, so a second page.
  await page.getByRole('combobox', { name: 'Role' }).selectOption('');
  await expect(pager(page, 'Users pages').getByText(/^Page 1 of \d+$/)).toBeVisible();
  await pager(page, 'Users pages').getByRole('button', { name: 'Next page' }).click();
  await expect(pager(page, 'Users pages').getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(usersTable(page).locator('tbody tr').first().getByRole('cell').first()).toHaveText('21');
  await page.goBack();
  await expect(pager(page, 'Users pages').getByText(/^Page 1 of \d+$/)).toBeVisible();
});

test('the admin filters Manage Classes by status', async ({ page }) => {
  await signInAs(page, DEMO.admin, '/dashboard/manageclasses');
  const cards = page.getByRole('list', { name: 'Classes' }).locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await expect(page).toHaveURL(/[?&]status=pending/);
  await expect(cards.filter({ hasText: 'Status: Approved' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Status: Pending' }).first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Status: Pending' })).toHaveCount(0);
});

test('an instructor filters My Classes by status', async ({ page }) => {
  await signInAs(page, DEMO.instructor, '/dashboard/myclasses');
  const cards = page.getByRole('list', { name: 'My classes' }).locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
  await expect(page).toHaveURL(/[?&]status=approved/);
  await expect(cards.filter({ hasText: 'Status: Approved' }).first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Status: Approved' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('approved');
});

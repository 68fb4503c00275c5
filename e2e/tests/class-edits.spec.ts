import { CLASS_EDIT_MESSAGES, ROUTES, type ClassDto } from '@classhub/contracts';
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  callRoute,
  createDemoClass,
  eventually,
  registerStudentApi,
  signInApi,
  type ApiUser,
} from '../support/api-client.js';
import { paidSeat, paymentFor } from '../support/enrolments.js';
import { DEMO, signInAs, TINY_PNG } from '../support/session.js';

// Decision 0041 in the browser: an instructor edits an approved class, the approved version stays on sale until an
// admin approves the edit, then the catalogue shows the new one; a student who paid before keeps their price.

/** A day a month from now (UTC), as a date field takes it: a session of the edit must be in the future. */
function dayInAMonth(): string {
  return new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The class as the public catalogue shows it, by its page and by its card in a search for `name`. */
async function expectOnSale(page: Page, classId: string, name: string, price: string): Promise<void> {
  await page.goto(`/classes/${classId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(price, { exact: true })).toBeVisible();
  await page.goto(`/classes?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article', { name })).toContainText(`Price: ${price}`);
}

/** An image uploaded by the instructor, as Add A Class uploads it first. */
async function uploadedImage(baseUrl: string, instructor: ApiUser): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'cover.png');
  const upload = await callRoute(baseUrl, ROUTES.uploadClassImage, { token: instructor.token, body: form });
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  return upload.body.data.display_url;
}

test('an instructor edits an approved class, it stays on sale as it was until an admin approves the edit', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const suffix = randomBytes(3).toString('hex');
  const before = `Edit Before ${suffix}`;
  const after = `Edit After ${suffix}`;
  const classId = await createDemoClass(base, { className: before, availableSeats: 5, price: 30 });
  const student = await registerStudentApi(base, 'edit-paid', process.env.E2E_MAIL_URL);
  const paid = await paidSeat(base, student, classId);
  expect(paid.price).toBe(30);

  // My Classes → Edit: a new name and price, and a session.
  await signInAs(page, DEMO.instructor, '/dashboard/myclasses');
  const card = page.getByRole('listitem').filter({ hasText: before });
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/myclasses/${classId}/edit$`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${before}` })).toBeVisible();
  const form = page.getByRole('form', { name: 'Edit class' });
  await expect(form.getByLabel('Class Name')).toHaveValue(before);
  await expect(form.getByLabel('Available Seats')).toHaveValue('5');
  await form.getByLabel('Class Name').fill(after);
  await form.getByLabel('Price').fill('45');
  await form.getByRole('button', { name: 'Add a session' }).click();
  const session = form.getByRole('group', { name: 'Session 1' });
  await session.getByLabel('Date').fill(dayInAMonth());
  await session.getByLabel('Time').fill('18:30');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Your changes wait for an admin; the approved version stays on sale until then',
  );
  await expect(page).toHaveURL(/\/dashboard\/myclasses$/);
  await expect(page.getByRole('listitem').filter({ hasText: before })).toContainText('Changes waiting for review');

  // The approved version stays on sale meanwhile.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await expectOnSale(visitorPage, classId, before, '$30.00');

  // The admin sees the edit field by field and approves it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, DEMO.admin, '/dashboard/manageclasses');
  const edit = adminPage.getByRole('article', { name: new RegExp(`^${before} by `) });
  const changes = edit.getByRole('definition');
  await expect(edit.getByRole('term')).toHaveText(['Name', 'Price', 'Sessions']);
  await expect(changes.nth(0)).toHaveText(`${before} → ${after}`);
  await expect(changes.nth(1)).toHaveText('$30.00 → $45.00');
  await expect(changes.nth(2)).toContainText('none → ');
  await edit.getByRole('button', { name: 'Approve edit' }).click();
  await expect(adminPage.getByRole('region', { name: 'Notifications' })).toContainText('Edit approved');
  await expect(edit).toHaveCount(0);
  await adminContext.close();

  // The catalogue shows the new version, with its session; the student keeps the price they paid.
  await expect(async () => expectOnSale(visitorPage, classId, after, '$45.00')).toPass({ timeout: 30_000 });
  await expect(visitorPage.getByRole('article', { name: after })).toContainText('Next session:');
  await visitor.close();
  const listed = await callRoute(base, ROUTES.listApprovedClasses, { query: { q: after } });
  expect((listed.body as ClassDto[]).map(({ _id }) => _id)).toContain(classId);
  expect((await paymentFor(base, student, classId))?.price).toBe(30);

  // The instructor's card has no pending edit any more.
  await page.reload();
  const edited = page.getByRole('listitem').filter({ hasText: after });
  await expect(edited).toContainText('$45.00');
  await expect(edited).not.toContainText('Changes waiting for review');
});

test('through the API: another instructor may not edit a class; a denied class edited by its instructor is resubmitted', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const [instructor, admin, otherInstructor] = await Promise.all([
    signInApi(base, DEMO.instructor),
    signInApi(base, DEMO.admin),
    signInApi(base, 'instructor2@classhub.test'),
  ]);
  const classImage = await uploadedImage(base, instructor);
  const fields = {
    className: `Edit Probe ${randomBytes(3).toString('hex')}`,
    availableSeats: 4,
    price: 12,
    classImage,
  };
  const added = await callRoute(base, ROUTES.addClass, { token: instructor.token, body: fields });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const id = added.body.insertedId;

  const theirs = await callRoute(base, ROUTES.updateClass, {
    token: otherInstructor.token,
    params: { id },
    body: { ...fields, price: 1 },
  });
  expect(theirs.status).toBe(403);
  expect(theirs.body).toMatchObject({ message: CLASS_EDIT_MESSAGES.notYourClass });

  const denied = await callRoute(base, ROUTES.denyClass, { token: admin.token, params: { id } });
  expect(denied.status, JSON.stringify(denied.body)).toBe(200);
  const fixed = await callRoute(base, ROUTES.updateClass, {
    token: instructor.token,
    params: { id },
    body: { ...fields, className: `${fields.className} fixed`, price: 14 },
  });
  expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
  expect(fixed.body).toMatchObject({ outcome: 'resubmitted', class: { _id: id } });
  await eventually(async () => {
    const mine = await callRoute(base, ROUTES.listInstructorClasses, {
      token: instructor.token,
      params: { email: instructor.email },
    });
    const cls = (mine.body as ClassDto[]).find(({ _id }) => _id === id);
    return cls?.status === 'pending' && cls.className === `${fields.className} fixed` && cls.price === 14;
  }, 'the denied class to be pending again with its fixes');
});

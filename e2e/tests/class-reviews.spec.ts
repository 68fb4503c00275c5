import { ROUTES, REVIEW_MESSAGES, type ClassDto } from '@classhub/contracts';
import { expect, test } from '@playwright/test';
import {
  apiClient,
  callRoute,
  eventually,
  registerStudentApi,
  selectWhenListed,
  signInApi,
} from '../support/api-client.js';
import { mailTo } from '../support/mail-inbox.js';
import { DEMO, registerFreshUser, signInAs } from '../support/session.js';
import { studentCheckout } from '../support/student-checkout.js';

// The demo class already under way (its first session was before seeding), taught by the demo instructor.
const UNDER_WAY = 'Creative Writing Workshop';

// Decision 0043: a student enrolled in a class whose first session has started reviews it; the average shows on the
// class page and the card; the instructor answers; an admin hides it with a reason and the author is mailed it.
test('a student reviews a class under way, the instructor answers, an admin hides it and the author is told', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const listed = await callRoute(base, ROUTES.listApprovedClasses, { query: { q: UNDER_WAY } });
  const klass = (listed.body as ClassDto[]).find((cls) => cls.className === UNDER_WAY)!;
  expect(klass, `${UNDER_WAY} in the catalogue`).toBeDefined();
  const classId = klass._id;

  // Not enrolled: refused with the reason.
  const stranger = await registerStudentApi(base, 'no-review');
  const refused = await callRoute(base, ROUTES.writeClassReview, {
    token: stranger.token,
    params: { id: classId },
    body: { rating: 5 },
  });
  expect(refused.status).toBe(403);
  expect(JSON.stringify(refused.body)).toContain(REVIEW_MESSAGES.notEnrolled);

  // A student of the class (paid, enrolment confirmed by classes), signed in in the browser.
  const fresh = await registerFreshUser(page.request, 'Reviewer');
  const student = await signInApi(base, fresh.email, 'Fresh#2026');
  const paid = await studentCheckout(apiClient(base).call, student, await selectWhenListed(base, student, classId));
  expect(paid.outcome, paid.detail).toBe('paid');
  await eventually(async () => {
    const mine = await callRoute(base, ROUTES.getMyClassReview, { token: student.token, params: { id: classId } });
    return (mine.body as { canWrite?: boolean }).canWrite === true;
  }, 'the enrolment to let the student review');

  await page.goto('/dashboard/myenrolledclass');
  await page
    .getByRole('row', { name: new RegExp(UNDER_WAY) })
    .getByRole('link', { name: 'Write a review' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}#review$`));
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.getByLabel('4 stars').check();
  await reviews.getByLabel('Your review (optional)').fill('Kind, useful notes.\nGreat prompts <b>every</b> week.');
  await reviews.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews.getByRole('status')).toHaveText('Your review is saved.');
  // Plain text: the markup typed is shown as typed, the line break kept.
  const written = reviews.getByRole('listitem', { name: `Review by ${fresh.name}` });
  await expect(written).toContainText('Great prompts <b>every</b> week.');
  expect(await written.getByText(/Kind, useful notes/).innerText()).toContain('notes.\nGreat');
  await expect(page.getByRole('img', { name: 'Rated 4 out of 5, 1 review' })).toBeVisible();
  await page.goto(`/classes?q=${encodeURIComponent(UNDER_WAY)}`);
  await expect(page.getByRole('img', { name: 'Rated 4 out of 5, 1 review' })).toBeVisible();

  // The instructor answers, once.
  const instructorContext = await browser.newContext();
  const instructorPage = await instructorContext.newPage();
  await signInAs(instructorPage, DEMO.instructor, `/classes/${classId}`);
  const forInstructor = instructorPage.getByRole('region', { name: 'Reviews' });
  await forInstructor.getByRole('button', { name: 'Answer' }).click();
  await forInstructor.getByLabel('Your answer').fill('Thank you, see you on Thursday!');
  await forInstructor.getByRole('button', { name: 'Send answer' }).click();
  await expect(forInstructor.getByText('Thank you, see you on Thursday!')).toBeVisible();
  await expect(forInstructor.getByRole('button', { name: 'Answer' })).toHaveCount(0);
  await instructorContext.close();

  // An admin hides it with a reason: it leaves the average; the author is mailed the reason.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, DEMO.admin, `/classes/${classId}`);
  const forAdmin = adminPage.getByRole('region', { name: 'Reviews' });
  await forAdmin.getByRole('button', { name: 'Hide' }).click();
  await forAdmin.getByLabel('Why hide this review? (the author is told)').fill('Off-topic for this class');
  await forAdmin.getByRole('button', { name: 'Hide review' }).click();
  await expect(forAdmin.getByText('Hidden by an admin: Off-topic for this class')).toBeVisible();
  await adminContext.close();
  await eventually(async () => {
    const detail = await callRoute(base, ROUTES.getClassDetail, { params: { id: classId } });
    return (detail.body as ClassDto).ratingCount === 0;
  }, 'the hidden review to leave the average');

  const mail = await mailTo(fresh.email, new RegExp(`^Your review of "${UNDER_WAY}" was hidden$`));
  expect(mail.text).toContain('Off-topic for this class');
  const answered = await mailTo(fresh.email, /answered your review/);
  expect(answered.text).toContain(UNDER_WAY);
});

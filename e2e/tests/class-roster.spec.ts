import AxeBuilder from '@axe-core/playwright';
import { ROUTES, type RosterDto } from '@classhub/contracts';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  apiClient,
  callRoute,
  createApprovedClass,
  eventually,
  registerStudentApi,
  selectWhenListed,
  signInApi,
} from '../support/api-client.js';
import { mailTo } from '../support/mail-inbox.js';
import { DEMO, signInAs } from '../support/session.js';
import { studentCheckout } from '../support/student-checkout.js';

// Decision 0042: two students pay, the instructor reads the roster, exports it and mails the class; both get the mail.
test('an instructor sees who enrolled, exports the roster as CSV and mails both students; another instructor is refused', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const [instructor, admin, otherInstructor] = await Promise.all([
    signInApi(base, DEMO.instructor),
    signInApi(base, DEMO.admin),
    signInApi(base, 'instructor2@classhub.test'),
  ]);
  const students = await Promise.all(
    ['roster-a', 'roster-b'].map((label) => registerStudentApi(base, label, process.env.E2E_MAIL_URL)),
  );
  const className = `Roster Class ${Date.now()}`;
  const classId = await createApprovedClass(base, instructor, admin, { className, availableSeats: 5, price: 24 });
  for (const student of students) {
    const selectionId = await selectWhenListed(base, student, classId);
    const paid = await studentCheckout(apiClient(base).call, student, selectionId);
    expect(paid.outcome, paid.detail).toBe('paid');
  }
  // Both enrolments confirmed by classes: they are who a mail goes to.
  await eventually(async () => {
    const roster = await callRoute(base, ROUTES.getClassRoster, { token: instructor.token, params: { classId } });
    return (roster.body as RosterDto).enrolledCount === 2;
  }, 'both enrolments on the roster');

  const refused = await callRoute(base, ROUTES.getClassRoster, { token: otherInstructor.token, params: { classId } });
  expect(refused.status).toBe(403);
  expect(JSON.stringify(refused.body)).toContain('Only the instructor who teaches this class');
  const adminRead = await callRoute(base, ROUTES.getClassRoster, { token: admin.token, params: { classId } });
  expect(adminRead.status).toBe(200);

  await signInAs(page, DEMO.instructor, '/dashboard/myclasses');
  await page.getByRole('listitem').filter({ hasText: className }).getByRole('link', { name: 'Roster' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/myclasses/${classId}/roster$`));
  await expect(page.getByRole('heading', { level: 1, name: `Roster: ${className}` })).toBeVisible();
  const table = page.getByRole('table');
  for (const student of students) await expect(table.getByText(student.email)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^roster-roster-class-\d+\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Payment,Student,Email,Paid at,Amount paid (USD),Refund,Enrolment');
  expect(lines).toHaveLength(3);
  for (const student of students) expect(csv).toMatch(new RegExp(`,${student.email},[^,]+,24\\.00,none,confirmed`));

  await page.getByLabel('Subject').fill('Room change');
  await page.getByLabel('Message').fill('We meet in room B12 on Monday.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Sent to 2 students')).toBeVisible();
  for (const student of students) {
    const mail = await mailTo(student.email, new RegExp(`^\\[${className}\\] Room change$`));
    expect(mail.text).toContain('We meet in room B12 on Monday.');
    expect(mail.text).toContain(`who teaches "${className}"`);
    expect(mail.text).toContain(DEMO.instructor);
  }

  // On a phone, a tablet and a laptop, light and dark: in the page's width, and nothing axe objects to.
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`roster-${theme}-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${theme} at ${width} px`).toBeLessThanOrEqual(0);
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
    }
  }
});

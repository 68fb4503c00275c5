import { createApprovedClass as createApprovedClassVia } from '@classhub/api-client';
import { formatSessionStart, ROUTES } from '@classhub/contracts';
import { expect, test } from '@playwright/test';
import {
  apiClient,
  apiUrl,
  callRoute,
  registerStudentApi,
  selectWhenListed,
  signInApi,
  type ApiUser,
} from '../support/api-client.js';
import { mailTo } from '../support/mail-inbox.js';
import { DEMO } from '../support/session.js';
import { studentCheckout } from '../support/student-checkout.js';

// Issue 36, point 1 (decision 0040): a class with sessions and a joining link, from the instructor to a student's
// calendar, in the viewer's time zone.
const VIEWER_ZONE = 'America/New_York';
test.use({ timezoneId: VIEWER_ZONE });

/** A student whose address is confirmed (a new account must prove it before paying). */
async function verifiedStudent(base: string, label: string): Promise<ApiUser> {
  const registered = await registerStudentApi(base, label);
  const verification = await mailTo(registered.email, /^Confirm your ClassHub address$/);
  const token = /[?&]token=([\w-]+)/.exec(verification.text)?.[1];
  expect(token, verification.text).toBeTruthy();
  expect((await callRoute(base, ROUTES.confirmEmailVerification, { body: { token: token! } })).status).toBe(200);
  return signInApi(base, registered.email, 'Fresh#2026');
}

test('a class with two sessions and a link: card, class page, enrolled page, calendar file, receipt and 403', async ({
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const year = new Date().getUTCFullYear() + 1;
  const className = `Schedule ${Date.now()}`;
  const [instructor, admin] = await Promise.all([signInApi(base, DEMO.instructor), signInApi(base, DEMO.admin)]);
  const classId = await createApprovedClassVia(apiClient(base), instructor, admin, {
    className,
    availableSeats: 5,
    price: 25,
    description: 'First paragraph.\n\nSecond paragraph.',
    learningOutcomes: 'Centre clay\nThrow a bowl',
    timeZone: 'Europe/Paris',
    meetingUrl: 'https://meet.example.com/schedule',
    sessions: [
      { date: `${year}-07-01`, time: '18:30', durationMinutes: 60 },
      { date: `${year}-07-08`, time: '18:30', durationMinutes: 90 },
    ],
  });
  const firstStart = `${year}-07-01T16:30:00.000Z`;
  const shown = (iso: string) => formatSessionStart(iso, VIEWER_ZONE);

  // The card and the class page, in the viewer's zone with the zone named.
  const visitor = await (await browser.newContext({ timezoneId: VIEWER_ZONE })).newPage();
  await visitor.goto(`/classes?q=${encodeURIComponent(className)}`);
  const card = visitor.getByRole('article', { name: className });
  await expect(card).toContainText(`Next session: ${shown(firstStart)}`);
  await visitor.goto(`/classes/${classId}`);
  await expect(visitor.getByText('Second paragraph.')).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(2);
  await expect(visitor.getByText(`Starts ${shown(firstStart)}`)).toBeVisible();
  await expect(visitor.getByText('meet.example.com')).toHaveCount(0);

  // A student pays: the next session, the link and the calendar file; the receipt mail carries the file too.
  const student = await verifiedStudent(base, 'e2e-schedule');
  const selectionId = await selectWhenListed(base, student, classId);
  const paid = await studentCheckout(apiClient(base).call, student, selectionId);
  expect(paid.outcome, paid.detail).toBe('paid');
  const receipt = await mailTo(student.email, /^Your ClassHub receipt CH-\d{6} for /);
  const mails = (await (await fetch(`${process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:1080'}/api/email`)).json()) as {
    subject: string;
    attachments?: { fileName: string; contentType: string }[];
  }[];
  const withFile = mails.find((mail) => mail.subject === receipt.subject);
  expect(withFile?.attachments?.map((file) => file.contentType)).toEqual([expect.stringContaining('text/calendar')]);

  const page = await (await browser.newContext({ timezoneId: VIEWER_ZONE })).newPage();
  const login = await page.request.post(`${base}${apiUrl(ROUTES.login)}`, {
    data: { email: student.email, password: 'Fresh#2026' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/dashboard/myenrolledclass');
  const row = page.getByRole('row', { name: new RegExp(className) });
  await expect(row).toContainText(`Next session: ${shown(firstStart)}`, { timeout: 20_000 });
  await expect(row.getByRole('link', { name: `Join ${className} online` })).toHaveAttribute(
    'href',
    'https://meet.example.com/schedule',
  );
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  const ics = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(ics).toString('utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(text).toContain(`DTSTART:${year}0701T163000Z`);

  // Another student is refused the link.
  const other = await signInApi(base, DEMO.student);
  const refused = await fetch(`${base}${apiUrl(ROUTES.getClassJoining, { id: classId })}`, {
    headers: { authorization: `Bearer ${other.token}` },
  });
  expect(refused.status).toBe(403);
});

import { expect, test, type Page } from '@playwright/test';
import { ROUTES, type ClassDto } from '@classhub/contracts';
import { callRoute, createApprovedClass, registerStudentApi, signInApi, type ApiUser } from '../support/api-client.js';
import { paidSeat } from '../support/enrolments.js';
import { startPlatformReadingFrom, startPostgresReplica, type PostgresReplica } from '../support/read-replica.js';
import { DEMO } from '../support/session.js';
import type { RunningPlatform } from '../support/test-platform.js';

// Decision 0048: with DATABASE_READ_URL, classes and identity read the public catalogue and lists from a streaming
// replica. This file starts a real one (pg_basebackup of the machine's cluster) and its own platform, pauses the
// replica's replay, and checks that visitors see the replica's state while everyone reading back their own write sees
// the primary's, and that the catalogue (cached in memory and by the gateway) catches up once replay resumes.

let replica: PostgresReplica;
let platform: RunningPlatform;
let admin: ApiUser;
let instructor: ApiUser;
let student: ApiUser;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  replica = await startPostgresReplica();
  // The replica is paused on purpose for longer than the default limit, past which reads go to the primary.
  platform = await startPlatformReadingFrom('replica', replica, ['classes', 'identity'], {
    DATABASE_READ_MAX_LAG_MS: '120000',
  });
  [admin, instructor] = await Promise.all([
    signInApi(platform.baseUrl, DEMO.admin),
    signInApi(platform.baseUrl, DEMO.instructor),
  ]);
  student = await registerStudentApi(platform.baseUrl, 'replica', platform.mail.webUrl);
});

test.afterAll(async () => {
  // Both are removed even if the other fails; the services' reads fall back to the primary meanwhile.
  await Promise.allSettled([replica?.remove(), platform?.remove()]);
});

/** The catalogue as a visitor sees it in the browser, once it has loaded. */
async function openCatalogue(page: Page): Promise<void> {
  await page.goto(`${platform.baseUrl}/classes`);
  await expect(page.getByRole('article', { name: 'Acoustic Guitar for Beginners' })).toBeVisible();
}

test('while the replica lags, visitors see its catalogue and everyone reading back their own write sees the primary', async ({
  page,
}) => {
  await expect.poll(() => replica.caughtUp(), { message: 'the replica to have caught up' }).toBe(true);
  const className = `Replica Lag Workshop ${Date.now().toString(36)}`;
  // A visitor's catalogue is in the caches (the service's and the gateway's) before the change.
  await openCatalogue(page);

  await replica.pauseReplay();
  const classId = await createApprovedClass(platform.baseUrl, instructor, admin, {
    className,
    availableSeats: 5,
    price: 25,
  });

  // The admin's and the instructor's own screens read the primary: the class is there, approved.
  const all = await callRoute(platform.baseUrl, ROUTES.listClasses, { token: admin.token });
  expect((all.body as ClassDto[]).find(({ _id }) => _id === classId)?.status).toBe('approved');
  const mine = await callRoute(platform.baseUrl, ROUTES.listInstructorClasses, {
    token: instructor.token,
    params: { email: DEMO.instructor },
  });
  expect((mine.body as ClassDto[]).find(({ _id }) => _id === classId)?.status).toBe('approved');

  // A student pays for it (seat and money decisions on the primary) and finds the enrolment confirmed at once.
  const payment = await paidSeat(platform.baseUrl, student, classId);
  expect(payment.enrolmentStatus).toBe('confirmed');

  // Visitors read the replica, which has not replayed the approval: not in the catalogue, no class page.
  await openCatalogue(page);
  await expect(page.getByRole('article', { name: className })).toHaveCount(0);
  const detail = await callRoute(platform.baseUrl, ROUTES.getClassDetail, { params: { id: classId } });
  expect(detail.status).toBe(404);

  // Replay resumes; nothing else changes on the primary, so only the changes already heard can empty the caches.
  await replica.resumeReplay();
  await expect
    .poll(
      async () => {
        await openCatalogue(page);
        return page.getByRole('article', { name: className }).count();
      },
      { message: 'the catalogue to show the class once the replica has it', timeout: 10_000, intervals: [250] },
    )
    .toBe(1);
  const card = page.getByRole('article', { name: className });
  await expect(card).toContainText('Enrolled: 1');
  await expect(card).toContainText('Available seats: 4');
});

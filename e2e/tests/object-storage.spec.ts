import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiClient, signIn } from '@classhub/api-client';
import { ROUTES } from '@classhub/contracts';
import { randomBytes } from 'node:crypto';
import { apiUrl } from '../support/api-client.js';
import { DEMO, signInAs, TINY_PNG } from '../support/session.js';
import { startTestPlatform, type RunningPlatform } from '../support/test-platform.js';

// Images in object storage (decision 0049): an upload lands in the platform's S3 stand-in (s3rver) and is served from
// there through the gateway; with the stand-in stopped, the person uploading is told why nothing happened. A platform
// of its own, since the stand-in is stopped here.
const INSTRUCTOR = 'instructor3@classhub.test';
const STORE_DOWN = 'The image could not be stored right now; try again.';
let platform: RunningPlatform;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  platform = await startTestPlatform('objects');
});

test.afterAll(async () => {
  await platform?.remove();
});

async function pageAs(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: platform.baseUrl })).newPage();
  await signInAs(page, email, path);
  return page;
}

/** Fills Add A Class with an image and sends it; answers the upload's response. */
async function addClass(page: Page, className: string) {
  await page.goto('/dashboard/addclasses');
  await expect(page.getByLabel('Instructor Email')).toHaveValue(INSTRUCTOR);
  await page.getByLabel('Class Name').fill(className);
  await page.getByLabel('Available Seats').fill('5');
  await page.getByLabel('Price').fill('19.00');
  await page.getByLabel('Class Image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
  const upload = page.waitForResponse(
    (response) => response.url().endsWith(apiUrl(ROUTES.uploadClassImage)) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add A Class' }).click();
  return upload;
}

test('a class image goes to the bucket and shows on the catalogue card, served through the gateway', async ({
  browser,
}) => {
  const className = `Clay Stamps ${randomBytes(3).toString('hex')}`;
  const instructor = await pageAs(browser, INSTRUCTOR, '/dashboard/instructorhome');
  const created = instructor.waitForResponse(
    (response) => response.url().endsWith(apiUrl(ROUTES.addClass)) && response.request().method() === 'POST',
  );
  const upload = await addClass(instructor, className);
  expect(upload.status()).toBe(201);
  await expect(instructor.getByRole('region', { name: 'Notifications' })).toContainText('Your class has been added');
  const imageUrl = ((await upload.json()) as { data: { display_url: string } }).data.display_url;
  const file = imageUrl.slice(imageUrl.lastIndexOf('/') + 1);

  // The object itself, read from the stand-in as a CDN or another replica would.
  const { endpoint, bucket } = platform.objectStorage;
  const object = await fetch(`${endpoint}/${bucket}/classes/${file}`);
  expect(object.status).toBe(200);
  expect(object.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await object.arrayBuffer())).toEqual(TINY_PNG);

  const client = apiClient(platform.baseUrl);
  const admin = await signIn(client, DEMO.admin);
  const classId = ((await (await created).json()) as { insertedId: string }).insertedId;
  const approved = await client.call(ROUTES.approveClass, { params: { id: classId }, token: admin.token });
  expect(approved.status).toBe(200);

  const visitor = await (await browser.newContext({ baseURL: platform.baseUrl })).newPage();
  const card = visitor.getByRole('article', { name: className });
  await expect(async () => {
    await visitor.goto(`/classes?q=${encodeURIComponent(className)}`);
    await expect(card).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const image = card.locator(`img[src$="${file}"]`).first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('with the store down, Add A Class and the profile picture upload say the image could not be stored', async ({
  browser,
}) => {
  const instructor = await pageAs(browser, INSTRUCTOR, '/dashboard/instructorhome');
  await platform.objectStorage.stop();
  try {
    const upload = await addClass(instructor, `Store Down ${randomBytes(3).toString('hex')}`);
    expect(upload.status()).toBe(503);
    await expect(instructor.getByText(STORE_DOWN)).toBeVisible();
    // Nothing typed is lost: the instructor tries again once the store is back.
    await expect(instructor.getByLabel('Class Name')).toHaveValue(/^Store Down /);

    const student = await pageAs(browser, DEMO.student, '/dashboard/userprofile');
    await student.getByRole('link', { name: 'Edit Profile' }).click();
    await student
      .getByLabel('Profile picture', { exact: true })
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await student.getByRole('button', { name: 'Update Profile' }).click();
    await expect(student.getByText(STORE_DOWN)).toBeVisible();
  } finally {
    await platform.objectStorage.start();
  }
  const retried = await addClass(instructor, `Store Back ${randomBytes(3).toString('hex')}`);
  expect(retried.status()).toBe(201);
});

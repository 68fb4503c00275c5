import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ROUTES, type PaymentDto } from '@classhub/contracts';
import {
  apiUrl,
  callRoute,
  createApprovedClass,
  eventually,
  registerStudentApi,
  signInApi,
} from '../support/api-client.js';
import { DEMO, registerFreshUser, signInAs } from '../support/session.js';

// The edges of the catalogue's and the admin's lists that a browser audit found: people without a photo, a table on a
// phone, error toasts, a link's name, the newest sign-ups, the banner's caption and long emails.

const PHONE = { width: 390, height: 844 };
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** An image every seeded platform serves (a demo class's picture). */
const DEMO_PHOTO = '/api/media/classes/astronomy.svg';

/** Registers a student through the API, with `photo` or (the photo is optional) none; `request` is signed in as them. */
async function registerWithPhoto(
  request: APIRequestContext,
  name: string,
  photo?: string,
): Promise<{ _id: string; name: string; email: string; photo: string }> {
  const email = `e2e-${randomBytes(4).toString('hex')}@classhub.test`;
  const registered = await request.post(apiUrl(ROUTES.register), {
    data: { name, email, password: 'Fresh#2026', ...(photo ? { photo } : {}) },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return ((await registered.json()) as { user: { _id: string; name: string; email: string; photo: string } }).user;
}

/** A new instructor without a photo. */
async function instructorWithoutPhoto(
  request: APIRequestContext,
  baseUrl: string,
): Promise<{ name: string; email: string }> {
  const user = await registerWithPhoto(request, `Nora Plain${randomBytes(3).toString('hex')}`);
  expect(user.photo).toBe('');
  const admin = await signInApi(baseUrl, DEMO.admin);
  const promoted = await callRoute(baseUrl, ROUTES.makeInstructor, { params: { id: user._id }, token: admin.token });
  expect(promoted.status).toBe(200);
  return user;
}

/** The images inside `scope` that the browser could not draw (no source, or one that failed to load). */
function brokenImages(scope: Locator): Promise<string[]> {
  return scope
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter(
          (image) =>
            !image.getAttribute('src') ||
            image.getAttribute('src') === 'null' ||
            (image.complete && image.naturalWidth === 0),
        )
        .map((image) => image.outerHTML),
    );
}

test('an instructor without a photo shows their initials on /instructors, never a broken image', async ({
  page,
  request,
  baseURL,
}) => {
  const instructor = await instructorWithoutPhoto(request, baseURL!);
  await page.goto('/instructors');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: instructor.name }) });
  await expect(card.getByRole('img', { name: instructor.name })).toHaveAttribute('data-initials', 'NP');
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card.getByRole('link', { name: instructor.email })).toHaveAttribute(
    'href',
    `mailto:${instructor.email}`,
  );

  const list = page.getByRole('list', { name: 'Instructors' });
  await list.locator('img').last().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      list.locator('img').evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.complete)),
    )
    .toBe(true);
  expect(await brokenImages(list)).toEqual([]);
  expect(await brokenImages(page.locator('body'))).toEqual([]);
});

/** Payments as GET /api/allpayment answers them: long test-provider ids, and a refund with the longest amount. */
function paymentsForTheTable(): PaymentDto[] {
  return [0, 1, 2].map((n) => ({
    _id: `p${n}`,
    email: 'student1@classhub.test',
    name: 'Student One',
    transactionId: `pi_3QxZk2LkdIwHu7ix0w8Ng${n}Rt`,
    price: n === 2 ? 1249.99 : 49.5,
    date: new Date(Date.UTC(2026, 8, 28, 12, 0)).toISOString(),
    classImage: '/api/media/classes/c1.jpg',
    classId: 'c1',
    className: 'Class 1',
    instructorName: 'Teacher 1',
    instructorEmail: 'instructor1@classhub.test',
    selecteItemId: `s${n}`,
    enrolmentStatus: n === 2 ? 'refunded' : 'confirmed',
  }));
}

test("admin home's Latest Transactions at 390 px shows every column of every row inside its panel", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // The layout is the question here, so the rows are fixed: the same long ids and amounts on every run.
  await page.route('**/api/allpayment', (route) => route.fulfill({ json: paymentsForTheTable() }));
  await signInAs(page, DEMO.admin, '/dashboard/adminhome');
  const panel = page.getByRole('region', { name: 'Latest Transactions' });
  const table = panel.getByRole('table', { name: 'Latest Transactions' });
  await expect(table.getByRole('row')).toHaveCount(4);

  const box = (await panel.boundingBox())!;
  // A cell's accessible name also carries its column's name on a phone, so the cells are found by their own text.
  const cellWith = (text: string) => table.locator('td').filter({ hasText: text }).first();
  for (const text of ['pi_3QxZk2LkdIwHu7ix0w8Ng0Rt', 'September 28th 2026', '$49.50', '$1,249.99 (refunded)']) {
    const cell = cellWith(text);
    await expect(cell).toBeVisible();
    const cellBox = (await cell.boundingBox())!;
    expect(cellBox.x, text).toBeGreaterThanOrEqual(box.x);
    expect(cellBox.x + cellBox.width, text).toBeLessThanOrEqual(box.x + box.width);
  }
  // Each cell says which column it is, as the column headings are off the card layout.
  await expect(cellWith('$49.50')).toHaveAttribute('data-label', 'Amount');
  // Neither the panel nor the box around the table scrolls sideways: nothing is out of sight.
  for (const scroller of [panel, table.locator('xpath=..')]) {
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('an error toast stays until dismissed and is an alert; a success toast still closes by itself', async ({
  page,
}) => {
  await page.clock.install();
  await registerFreshUser(page.request, 'Toast Student');
  await page.goto('/classes');
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();

  await page.getByRole('article', { name: 'Digital Photography' }).getByRole('button', { name: 'Select' }).click();
  const success = toasts(page).getByRole('status', { name: 'Class has been selected' });
  await expect(success).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(success).toHaveCount(0);

  // The server's refusal for a class that filled up after the page loaded.
  await page.route('**/api/selected', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 409, json: { statusCode: 409, message: 'This class is full' } })
      : route.fallback(),
  );
  await page.getByRole('article', { name: 'Chemistry Lab Basics' }).getByRole('button', { name: 'Select' }).click();
  const error = toasts(page).getByRole('alert', { name: 'Could not select this class' });
  await expect(error).toContainText('This class is full');
  await page.clock.fastForward(3_000);
  await expect(error).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(error).toBeVisible();

  const close = error.getByRole('button', { name: 'Dismiss notification: Could not select this class' });
  await expect(close).toBeVisible();
  await close.click();
  await expect(error).toHaveCount(0);
});

/** Serious and critical axe findings on the page as it is, one line each. */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ id, impact }) => id === 'label-content-name-mismatch' || impact === 'serious' || impact === 'critical')
    .map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.html).join(', ')}`,
    );
}

test("a selected class's 'Go to my selected classes' link is named by its visible text; axe finds nothing serious on / and /classes at 390 px", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL, viewport: PHONE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // A photo that loads, as the audited student had: without one the top bar's account button shows initials. A path on
  // this origin: an absolute URL to the test's loopback address is refused as not public.
  await registerWithPhoto(page.request, 'Axe Student', DEMO_PHOTO);
  await page.goto('/');
  await page.getByRole('heading', { level: 2, name: 'Popular Classes' }).scrollIntoViewIfNeeded();
  const popular = page.getByRole('list', { name: 'Popular classes' });
  const card = popular.getByRole('article').first();
  const className = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: 'Select' }).click();
  const link = card.getByRole('link', { name: `Go to my selected classes: ${className}` });
  await expect(link).toHaveText('Go to my selected classes');
  await page.waitForLoadState('networkidle');
  expect(await seriousFindings(page)).toEqual([]);

  await page.goto('/classes');
  await expect(
    page
      .getByRole('article', { name: className })
      .getByRole('link', { name: `Go to my selected classes: ${className}` }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousFindings(page)).toEqual([]);
  await context.close();
});

test("admin home's Latest Users lists the newest sign-up first and says so", async ({ page, request }) => {
  const fresh = await registerFreshUser(request, 'Newest Signup');
  await signInAs(page, DEMO.admin, '/dashboard/adminhome');
  const list = page.getByRole('region', { name: 'Latest Users' }).getByRole('list', { name: 'Users' });
  await expect(list).toHaveAccessibleDescription('Newest sign-ups first');
  await expect(list.getByRole('listitem').first()).toContainText(fresh.name);
  await expect(list.getByRole('listitem').first()).toContainText(fresh.email);
});

/** The boxes of the shown slide's picture and of each line of its caption. */
function slideBoxes(page: Page) {
  return page.locator('[aria-roledescription="slide"][data-active="true"]').evaluate((slide) => {
    const box = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const image = slide.querySelector('img')!;
    const caption = [...slide.querySelectorAll('p')];
    return { image: box(image), caption: caption.map((line) => ({ text: line.textContent ?? '', ...box(line) })) };
  });
}

for (const width of [390, 768, 1280]) {
  test(`the home banner's caption never lies over its picture at ${width} px`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Highlights' });
    await expect(banner.getByText('Start from Play')).toBeVisible();
    for (let slide = 1; slide <= 5; slide += 1) {
      await banner.getByRole('button', { name: new RegExp(`^Show slide ${slide}: `) }).click();
      const { image, caption } = await slideBoxes(page);
      expect(caption.length).toBe(2);
      for (const line of caption) {
        const overlaps =
          line.left < image.right && line.right > image.left && line.top < image.bottom && line.bottom > image.top;
        expect(overlaps, `"${line.text}" at ${width} px`).toBe(false);
      }
    }
    await context.close();
  });
}

test("a long instructor email in Manage Classes wraps after '@' or a dot at 390 px, never inside a word", async ({
  page,
  baseURL,
}) => {
  const admin = await signInApi(baseURL!, DEMO.admin);
  const instructor = await registerStudentApi(baseURL!, 'longinstructor');
  expect(
    (await callRoute(baseURL!, ROUTES.makeInstructor, { params: { id: instructor.id }, token: admin.token })).status,
  ).toBe(200);
  const className = `Wrapping Mail ${randomBytes(3).toString('hex')}`;
  // The classes service learns of the promotion from an event, so its first answers may still refuse the upload.
  const created = () =>
    createApprovedClass(baseURL!, instructor, admin, { className, availableSeats: 5, price: 10 }).then(
      () => true,
      () => false,
    );
  await eventually(created, 'the classes service to take the new instructor');

  await page.setViewportSize(PHONE);
  await signInAs(page, DEMO.admin, '/dashboard/manageclasses');
  const card = page.getByRole('article', { name: className });
  const email = card.getByText(instructor.email);
  await expect(email).toBeVisible();
  // Each piece between break points is one text node; a piece drawn on two lines was cut inside a word.
  const pieces = await email.evaluate((element) => {
    const lines = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    const texts = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    return { whole: lines(element), pieces: texts.map((node) => ({ text: node.textContent, lines: lines(node) })) };
  });
  expect(pieces.whole, 'the address is long enough to wrap').toBeGreaterThan(1);
  for (const piece of pieces.pieces) expect(piece.lines, piece.text ?? '').toBe(1);
});

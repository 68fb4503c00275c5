import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@classhub/contracts';
import { apiUrl, callRoute, createApprovedClass, signInApi } from '../support/api-client.js';
import { DEMO, registerFreshUser } from '../support/session.js';

// Paying on a phone: the card form fits the screen, focusing a field scrolls nothing sideways, and opening the page
// takes no seat from anyone until Pay is pressed.

const PHONES = [360, 390, 414] as const;

/** Every element that is scrolled sideways, and whether the page itself is wider than the screen. */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => ({
    pageWider: document.documentElement.scrollWidth > window.innerWidth,
    scrolled: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.scrollLeft !== 0)
      .map((element) => element.tagName),
  }));
}

/** A fresh student, signed in on `page`, with `classId` in their selection; answers the selection's id. */
async function studentWithSelection(page: Page, label: string): Promise<string> {
  const student = await registerFreshUser(page.request, label);
  const { token } = (await (
    await page.request.post(apiUrl(ROUTES.issueAccessToken), { data: { email: student.email } })
  ).json()) as {
    token: string;
  };
  const selected = await page.request.post(apiUrl(ROUTES.selectClass), {
    data: { classId },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(selected.status(), await selected.text()).toBe(201);
  return ((await selected.json()) as { insertedId: string }).insertedId;
}

async function seatsLeft(baseUrl: string, classId: string): Promise<number> {
  const detail = await callRoute(baseUrl, ROUTES.getClassDetail, { params: { id: classId } });
  return detail.body.availableSeats;
}

let classId = '';
const className = `Phone Checkout ${Date.now().toString(36)}`;

test.beforeAll(async ({ baseURL }) => {
  const [instructor, admin] = await Promise.all([
    signInApi(baseURL!, DEMO.instructor),
    signInApi(baseURL!, DEMO.admin),
  ]);
  classId = await createApprovedClass(baseURL!, instructor, admin, { className, availableSeats: 5, price: 24.5 });
});

for (const width of PHONES) {
  test(`at ${width} px every field of the card form is visible, and focusing each scrolls nothing sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const insertedId = await studentWithSelection(page, 'Phone Student');

    await page.goto(`/dashboard/payment/${insertedId}`);
    const panel = page.getByRole('region', { name: 'Payment' });
    const fields = [
      page.getByLabel('Card number'),
      page.getByLabel('Expiry (MM / YY)'),
      page.getByLabel('CVC'),
      page.getByRole('button', { name: 'Pay', exact: true }),
    ];
    await expect(fields[0]!).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);

    for (const field of fields) {
      await field.focus();
      const { x, width: fieldWidth } = (await field.boundingBox())!;
      expect(x, 'left edge inside the card').toBeGreaterThanOrEqual(box.x);
      expect(x + fieldWidth, 'right edge inside the card').toBeLessThanOrEqual(box.x + box.width);
      expect(await sidewaysScroll(page)).toEqual({ pageWider: false, scrolled: [] });
    }
    // Nothing of the form slid out sideways: the amount and the card number are still within the screen's width.
    for (const shown of [panel.getByText('Amount to pay'), panel.getByText('$24.50'), fields[0]!]) {
      const { x, width: shownWidth } = (await shown.boundingBox())!;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + shownWidth).toBeLessThanOrEqual(width);
    }
  });
}

test('opening the payment page holds no seat; a declined card gives it back; a paid one takes it', async ({
  page,
  baseURL,
}) => {
  const insertedId = await studentWithSelection(page, 'Looking Student');
  const before = await seatsLeft(baseURL!, classId);

  await page.goto(`/dashboard/payment/${insertedId}`);
  await expect(page.getByText(/Your seat is held for you when you press Pay/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seatsLeft(baseURL!, classId)).toBe(before);

  const payWith = async (number: string) => {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
  };
  await payWith('4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByText(/Your seat is held for you when you press Pay/)).toBeVisible();
  expect(await seatsLeft(baseURL!, classId)).toBe(before);

  await payWith('4242 4242 4242 4242');
  await expect(page.getByText(/^Payment Success with transacition ID: pi_\w+$/)).toBeVisible();
  // The public figures are cached for a moment at the edge.
  await expect.poll(() => seatsLeft(baseURL!, classId), { timeout: 15_000 }).toBe(before - 1);
});

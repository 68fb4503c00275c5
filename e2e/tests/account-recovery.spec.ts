import AxeBuilder from '@axe-core/playwright';
import { ACCOUNT_MESSAGES, ROUTES } from '@classhub/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { apiUrl, callRoute, createDemoClass } from '../support/api-client.js';
import { mailTo } from '../support/mail-inbox.js';
import { accessToken, DEMO, registerFreshUser, signInAs, signInWithForm } from '../support/session.js';

// Accounts people look after themselves, by mail (decision 0037), in Chromium against the e2e platform: every link
// is read from the mail the notifications service delivered to the platform's mail catcher.

const FRESH_PASSWORD = 'Fresh#2026';

/** The path and query of the first link in `text` to `page` (the mail links to PUBLIC_URL; the test opens its own). */
function linkTo(text: string, page: string): string {
  const found = new RegExp(`https?://[^\\s"<>]+${page}\\?token=[\\w-]+`).exec(text)?.[0];
  expect(found, text).toBeTruthy();
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

/** In the page's width, with nothing axe calls serious or critical, at a phone's, a tablet's and a laptop's width. */
async function checkLayout(page: Page, region: Locator, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
    await page.reload();
    await expect(region).toBeVisible();
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await region.screenshot({ path: test.info().outputPath(`${name}-${theme}-${width}.png`) });
      const box = await region.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `${name} ${theme} at ${width} px`).toBe(true);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.filter(({ impact }) => impact === 'serious' || impact === 'critical'),
        `${name} ${theme} at ${width} px`,
      ).toEqual([]);
    }
  }
  await page.evaluate(() => localStorage.removeItem('theme'));
}

test('forgot password: the mailed link sets a new password once, and the new password signs in', async ({ page }) => {
  test.setTimeout(120_000);
  const fresh = await registerFreshUser(page.context().request, 'Forgetful Student');
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Email').fill(fresh.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.resetRequested);
  await checkLayout(page, page.getByRole('region', { name: 'Forgot password?' }), 'forgot-password');

  const mail = await mailTo(fresh.email, /^Reset your ClassHub password$/);
  const reset = linkTo(mail.text, '/reset-password');
  await page.goto(reset);
  const card = page.getByRole('region', { name: 'Choose a new password' });
  await checkLayout(page, card, 'reset-password');
  await page.getByLabel('New password', { exact: true }).fill('Renewed#2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Renewed#2026');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.passwordReset);
  await expect(await mailTo(fresh.email, /^Your ClassHub password was changed$/)).toBeTruthy();

  // The link dies on use.
  await page.goto(reset);
  await page.getByLabel('New password', { exact: true }).fill('Another#2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another#2026');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.linkInvalid);

  await page.goto('/login');
  await page.getByLabel('Email').fill(fresh.email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await signInWithForm(page, fresh.email, 'Renewed#2026');
});

test('a new account sees the banner, proves its address from the mail, and the banner goes', async ({ page }) => {
  test.setTimeout(90_000);
  const fresh = await registerFreshUser(page.context().request, 'Unverified Student', { proveAddress: false });
  await page.goto('/classes');
  const banner = page.getByRole('region', { name: 'Account verification' });
  await expect(banner).toContainText(fresh.email);
  await banner.getByRole('button', { name: 'Resend the link' }).click();
  await expect(banner.getByRole('status')).toContainText(`We sent a new link to ${fresh.email}`);
  await checkLayout(page, banner, 'verify-banner');

  // Only the newest link works (the first died when the second was sent): it is the second mail.
  const inbox = `${process.env.E2E_MAIL_URL}/api/email?to.address=${encodeURIComponent(fresh.email)}`;
  let links: string[] = [];
  await expect
    .poll(async () => {
      const mails = (await (await fetch(inbox)).json()) as { subject: string; text: string }[];
      links = mails.filter(({ subject }) => subject === 'Confirm your ClassHub address').map(({ text }) => text);
      return links.length;
    })
    .toBe(2);
  const latest = { text: links[1]! };
  await page.goto(linkTo(latest.text, '/verify-email'));
  await expect(page.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.emailVerified);
  await checkLayout(page, page.getByRole('region', { name: 'Verify your email' }), 'verify-email');
  await page.goto('/classes');
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('an unverified student may select a class but the payment page says why they cannot pay yet', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const className = `Unverified Payer ${randomBytes(3).toString('hex')}`;
  await createDemoClass(baseURL!, { className, availableSeats: 3, price: 20 });
  const fresh = await registerFreshUser(page.context().request, 'Unverified Payer', { proveAddress: false });

  await page.goto(`/classes?q=${encodeURIComponent(className)}`);
  await page.getByRole('article', { name: className }).getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Class has been selected');
  await page.goto('/dashboard/myselectedclass');
  await page.getByRole('link', { name: `Pay for ${className}` }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Verify your email address to pay' })).toContainText(
    fresh.email,
  );
  await expect(page.getByRole('region', { name: 'Account verification' })).toBeVisible();
});

test('a student changes their password in the profile; other sessions end, the new one signs in', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const fresh = await registerFreshUser(page.context().request, 'Password Changer');
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInWithForm(other, fresh.email, FRESH_PASSWORD);

  await page.goto('/dashboard/userprofile');
  const card = page.getByRole('region', { name: 'Change password' });
  await card.getByLabel('Current password', { exact: true }).fill(FRESH_PASSWORD);
  await card.getByLabel('New password', { exact: true }).fill('Changed#2026');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.passwordChanged);
  await checkLayout(page, card, 'change-password');
  await mailTo(fresh.email, /^Your ClassHub password was changed$/);

  // The other browser's session ended: its next refresh is refused.
  const refresh = await other.request.post('/api/jwt', { data: { email: fresh.email } });
  expect(refresh.status()).toBe(401);
  await elsewhere.close();

  // The dashboard's side panel signs out.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, fresh.email, 'Changed#2026');
});

test('a student moves their account to a new address from its mailed link, then deletes the account', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const fresh = await registerFreshUser(page.context().request, 'Moving Student');
  const newEmail = `moved-${randomBytes(4).toString('hex')}@classhub.test`;
  await page.goto('/dashboard/userprofile');
  const change = page.getByRole('region', { name: 'Change email' });
  await change.getByLabel('New email').fill(newEmail);
  await change.getByLabel('Your password', { exact: true }).fill(FRESH_PASSWORD);
  await change.getByRole('button', { name: 'Send the link' }).click();
  await expect(change.getByRole('status')).toContainText(`We sent a link to ${newEmail}`);

  const mail = await mailTo(newEmail, /^Confirm your new ClassHub address$/);
  await page.goto(linkTo(mail.text, '/verify-email'));
  await expect(page.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.emailChanged);
  await page.goto('/dashboard/userprofile');
  await expect(page.getByRole('region', { name: 'Change email' })).toContainText(newEmail);
  expect(fresh.email).not.toBe(newEmail);

  // The access token this browser holds now: payments must refuse it moments after the deletion (decision 0037).
  const lastToken = (await accessToken(page))!;
  const tokenEmail = (JSON.parse(Buffer.from(lastToken.split('.')[1]!, 'base64url').toString()) as { email: string })
    .email;
  const myPayments = async () =>
    (
      await page.request.get(`${apiUrl(ROUTES.listStudentPayments)}?email=${encodeURIComponent(tokenEmail)}`, {
        headers: { Authorization: `Bearer ${lastToken}` },
      })
    ).status();
  expect(await myPayments()).toBe(200);

  const remove = page.getByRole('region', { name: 'Delete my account' });
  await checkLayout(page, remove, 'delete-account');
  await remove.getByLabel('Your password', { exact: true }).fill(FRESH_PASSWORD);
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Yes, delete it' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(myPayments, { timeout: 5_000, intervals: [100] }).toBe(401);
  await page.goto('/login');
  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
});

test('an admin replies to a contact message; the reply is kept and mailed to the sender', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const id = randomBytes(4).toString('hex');
  const sender = { name: `Curious Visitor ${id}`, email: `visitor-${id}@example.com` };
  const sent = await callRoute(baseURL!, ROUTES.sendContactMessage, {
    body: { ...sender, message: 'Do you run evening classes for adults?' },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);

  await signInAs(page, DEMO.admin, '/dashboard/messages');
  const message = page.getByRole('article', { name: new RegExp(`^Message from ${sender.name}`) });
  await message.getByRole('button', { name: 'Reply' }).click();
  await message.getByLabel(`Your reply to ${sender.name} (mailed to them)`).fill('Yes: every Tuesday at 7 pm.');
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(message.getByRole('region', { name: `Reply to ${sender.name}` })).toContainText(
    'Yes: every Tuesday at 7 pm.',
  );
  await expect(message.getByText('Replied', { exact: true })).toBeVisible();
  await checkLayout(page, message, 'contact-reply');

  const mail = await mailTo(sender.email, /^An answer to your message to ClassHub$/);
  expect(mail.text).toContain('Yes: every Tuesday at 7 pm.');
  expect(mail.text).toContain('Do you run evening classes for adults?');
});

import { expect } from '@playwright/test';

/** A mail as the mail catcher (maildev's REST API) shows it. */
export interface InboxMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
}

/** The platform's mail catcher: the e2e platform's own (global-setup), else npm start's. */
const inboxUrl = () => `${process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:1080'}/api/email`;

/** The first mail to `address` whose subject matches, as soon as it has arrived (within `timeoutMs`). */
export async function mailTo(address: string, subject: RegExp, timeoutMs = 30_000): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(inboxUrl())).json()) as InboxMail[];
        found = mails.find(
          (mail) =>
            mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()) && subject.test(mail.subject),
        );
        return found !== undefined;
      },
      { message: `a mail to ${address} with a subject like ${subject}`, timeout: timeoutMs },
    )
    .toBe(true);
  return found!;
}

/** The token of the verification link mailed to a new account (decision 0037), as soon as the mail has arrived. */
export async function verificationToken(address: string): Promise<string> {
  const mail = await mailTo(address, /^Confirm your ClassHub address$/);
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  return token!;
}

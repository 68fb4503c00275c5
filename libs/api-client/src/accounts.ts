import { ROUTES } from '@classhub/contracts';
import { randomBytes } from 'node:crypto';
import type { ApiClient } from './api-client.js';
import type { ApiAnswer } from './api-request.js';
import { until } from './polling.js';

/** The password of the demo accounts the identity service seeds. */
export const DEMO_PASSWORD = 'ClassHub#2026';
const FRESH_PASSWORD = 'Fresh#2026';
const SESSION_COOKIE = 'classhub_session';

/** A signed-in account, with the access token its calls carry. */
export interface ApiUser {
  id: string;
  email: string;
  name: string;
  token: string;
}

/** `name=value` of a cookie an answer set, or undefined. */
export function cookieFrom(answer: Pick<ApiAnswer, 'headers'>, name: string): string | undefined {
  return answer.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${name}=`))
    ?.split(';')[0];
}

function sessionCookie(answer: ApiAnswer): string {
  const cookie = cookieFrom(answer, SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie (${answer.status})`);
  return cookie;
}

/** The access token the session cookie of a sign-in or a registration is exchanged for. */
async function signedIn(
  client: ApiClient,
  email: string,
  answer: ApiAnswer<{ user: { _id: string; name: string } }>,
): Promise<ApiUser> {
  const issued = await client.call(ROUTES.issueAccessToken, { body: { email }, cookie: sessionCookie(answer) });
  if (issued.status !== 200) throw new Error(`POST /jwt for ${email}: ${issued.status}`);
  return { id: answer.body.user._id, email, name: answer.body.user.name, token: issued.body.token };
}

/** Signs an account in (login, then its session cookie for an access token). */
export async function signIn(client: ApiClient, email: string, password = DEMO_PASSWORD): Promise<ApiUser> {
  const answer = await client.call(ROUTES.login, { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return signedIn(client, email, answer);
}

export interface RegisterOptions {
  /**
   * The platform's mail catcher (maildev, e.g. http://127.0.0.1:1080): the new account's address is proved by opening
   * the link mailed to it, as a person would, so the student may pay (decision 0037). Without it the account stays
   * unverified: it may browse and select, not pay.
   */
  mailUrl?: string;
}

/** The token of the link `email`'s verification mail carries, read from the mail catcher's REST API. */
async function mailedLinkToken(mailUrl: string, email: string): Promise<string> {
  let token: string | undefined;
  const inbox = `${mailUrl.replace(/\/$/, '')}/api/email?to.address=${encodeURIComponent(email)}`;
  await until(
    async () => {
      const mails = (await (await fetch(inbox)).json()) as { text?: string }[];
      token = mails.map(({ text }) => /\/verify-email\?token=([\w-]+)/.exec(text ?? '')?.[1]).find(Boolean);
      return token !== undefined;
    },
    `the verification mail to ${email} in ${mailUrl}`,
    60_000,
    250,
  );
  return token!;
}

/** Opens the verification link mailed to `email` (the mail catcher at `mailUrl`). */
export async function proveAddressByMail(client: ApiClient, mailUrl: string, email: string): Promise<void> {
  const token = await mailedLinkToken(mailUrl, email);
  const answer = await client.call(ROUTES.confirmEmailVerification, { body: { token } });
  if (answer.status !== 200) throw new Error(`verify ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * Registers a new student named after `label` (`label-<random>@classhub.test`) and signs them in; with `mailUrl`,
 * proves their address first, so their token lets them pay.
 */
export async function registerStudent(
  client: ApiClient,
  label: string,
  { mailUrl }: RegisterOptions = {},
): Promise<ApiUser> {
  const id = randomBytes(5).toString('hex');
  const email = `${label}-${id}@classhub.test`;
  const answer = await client.call(ROUTES.register, {
    body: { name: `${label} ${id}`, email, photo: 'https://images.example.com/student.png', password: FRESH_PASSWORD },
  });
  if (answer.status === 429) {
    throw new Error(
      `register ${email}: 429, over identity's sign-up limit per address; start the platform with SIGN_UPS_PER_SOURCE_PER_HOUR=1000`,
    );
  }
  if (answer.status !== 201) throw new Error(`register ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  if (!mailUrl) return signedIn(client, email, answer);
  await proveAddressByMail(client, mailUrl, email);
  // A fresh sign-in: the token issued at registration still says the address is not proved.
  return signIn(client, email, FRESH_PASSWORD);
}

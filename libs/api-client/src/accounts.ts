import { ROUTES } from '@classhub/contracts';
import { randomBytes } from 'node:crypto';
import type { ApiClient } from './api-client.js';
import type { ApiAnswer } from './api-request.js';

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

/** Registers a new student named after `label` (`label-<random>@classhub.test`) and signs them in. */
export async function registerStudent(client: ApiClient, label: string): Promise<ApiUser> {
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
  return signedIn(client, email, answer);
}

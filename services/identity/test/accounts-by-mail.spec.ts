import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_MESSAGES, IDENTITY_MESSAGES, type ContactMessageDto, type SessionUserDto } from '@classhub/contracts';
import { outbox } from '@classhub/nest-kit';
import { eq, sql } from 'drizzle-orm';
import { accountLinks } from '../src/account-links/account-link.entity.js';
import { call, DEMO_PASSWORD, signIn, signInWithToken } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

const NEW_PASSWORD = 'Fresh#Start9';

/** The claims of an access token (no verification: the token came straight from the service under test). */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

describe('identity: accounts people look after themselves, by mail (real PostgreSQL, Redis and NATS)', () => {
  let identity: RunningIdentity;
  let baseUrl: string;
  let registered = 0;

  beforeAll(async () => {
    identity = await startIdentity({
      SIGN_UPS_PER_SOURCE_PER_HOUR: '2',
      ACCOUNT_MAILS_PER_EMAIL_PER_HOUR: '3',
      ACCOUNT_MAILS_PER_SOURCE_PER_HOUR: '1000',
    });
    baseUrl = identity.baseUrl;
  });

  afterAll(async () => {
    await identity?.stop();
  });

  /** Every event of `subject` in the outbox whose payload has `field` = `value`, oldest first. */
  const events = async (subject: string, field: string, value: string) =>
    (await identity.db.select().from(outbox).where(eq(outbox.subject, subject)).orderBy(outbox.createdAt))
      .map((row) => row.payload.data as Record<string, string>)
      .filter((data) => data[field] === value);

  /** Waits for the `n`th event (the reset request is worked through after its answer). */
  async function eventually(subject: string, field: string, value: string, n = 1) {
    for (let tries = 0; tries < 100; tries += 1) {
      const found = await events(subject, field, value);
      if (found.length >= n) return found[n - 1]!;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${subject} #${n} for ${value}`);
  }

  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

  /** A new email account from `ip`, signed in. */
  async function register(ip: string, name = 'Mail Tester') {
    registered += 1;
    const email = `mail-${registered}-${Date.now()}@example.com`;
    const answer = await call<{ user: SessionUserDto }>(baseUrl, 'POST', '/auth/register', {
      body: { name, email, photo: '', password: DEMO_PASSWORD },
      ip,
    });
    return { ...answer, email };
  }

  describe('forgot password', () => {
    const ask = (email: string, ip = '198.51.100.40') =>
      call(baseUrl, 'POST', '/auth/password-reset', { body: { email }, ip });

    it('answers 202 with the same sentence for an account and for nobody, before looking the account up', async () => {
      const known = await ask('student3@classhub.test');
      const unknown = await ask('nobody-here@example.com');
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(known.body).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
      expect(unknown.body).toEqual(known.body);
      const event = await eventually('identity.account.password-reset-requested.v1', 'email', 'student3@classhub.test');
      expect(event.resetUrl).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      expect(await events('identity.account.password-reset-requested.v1', 'email', 'nobody-here@example.com')).toEqual(
        [],
      );

      // Nothing about the account is looked at before the answer, so its timing cannot tell whether the account
      // exists: with the users table locked, the answer still comes, and the link is prepared once the lock goes.
      const email = 'student4@classhub.test';
      await identity.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in access exclusive mode`);
        const answered = await Promise.race([
          ask(email, '198.51.100.60'),
          new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 10_000)),
        ]);
        expect(answered === 'blocked' ? answered : answered.status).toBe(202);
      });
      await eventually('identity.account.password-reset-requested.v1', 'email', email);
    });

    it('sets a new password once: the link dies, every session ends, the owner is told', async () => {
      const email = 'student2@classhub.test';
      const before = await signIn(baseUrl, email);
      await ask(email);
      const { resetUrl, userId } = await eventually('identity.account.password-reset-requested.v1', 'email', email);
      const token = tokenOf(resetUrl!);

      const weak = await call(baseUrl, 'POST', '/auth/password-reset/confirm', { body: { token, password: 'short' } });
      expect(weak.status).toBe(400);

      const racing = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(baseUrl, 'POST', '/auth/password-reset/confirm', { body: { token, password: NEW_PASSWORD } }),
        ),
      );
      expect(racing.map(({ status }) => status).sort()).toEqual([200, 400, 400, 400, 400]);
      expect(racing.find(({ status }) => status === 400)?.body).toMatchObject({
        message: ACCOUNT_MESSAGES.linkInvalid,
      });

      expect((await call(baseUrl, 'POST', '/jwt', { body: { email }, session: before.session })).status).toBe(401);
      const old = await call(baseUrl, 'POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } });
      expect(old.status).toBe(401);
      await signIn(baseUrl, email, NEW_PASSWORD);
      expect(await events('identity.account.password-changed.v1', 'userId', userId!)).toHaveLength(1);
    });

    it('refuses an expired link, a made-up one and only the latest link works', async () => {
      const email = 'student1@classhub.test';
      await ask(email);
      const first = await eventually('identity.account.password-reset-requested.v1', 'email', email, 1);
      await ask(email);
      const second = await eventually('identity.account.password-reset-requested.v1', 'email', email, 2);
      const confirm = (token: string) =>
        call(baseUrl, 'POST', '/auth/password-reset/confirm', { body: { token, password: NEW_PASSWORD } });

      expect((await confirm(tokenOf(first.resetUrl!))).status).toBe(400);
      await identity.db
        .update(accountLinks)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(accountLinks.userId, second.userId!));
      expect((await confirm(tokenOf(second.resetUrl!))).body).toMatchObject({
        statusCode: 400,
        message: ACCOUNT_MESSAGES.linkInvalid,
      });
      expect((await confirm('A'.repeat(43))).status).toBe(400);
      expect((await confirm('not a token')).status).toBe(400);
      await signIn(baseUrl, email);
    });

    it('counts requests per address whether or not it has an account: 429 past the limit, for both alike', async () => {
      for (const email of ['admin@classhub.test', 'limit-nobody@example.com']) {
        const answers = [];
        for (let i = 0; i < 4; i += 1) answers.push(await ask(email, `198.51.100.${90 + i}`));
        expect(answers.map(({ status }) => status)).toEqual([202, 202, 202, 429]);
        expect(answers[3]?.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    });
  });

  describe('email verification on sign-up', () => {
    it('starts unverified, mails a link, cannot pay (token claim) until the link is opened', async () => {
      const { status, body, email } = await register('203.0.113.70');
      expect(status).toBe(201);
      expect(body.user.emailVerified).toBe(false);
      const event = await eventually('identity.account.email-verification-requested.v1', 'email', email);
      expect(event).toMatchObject({ purpose: 'sign-up', name: 'Mail Tester' });
      expect(event.verifyUrl).toMatch(/\/verify-email\?token=/);

      const signedIn = await signInWithToken(baseUrl, email);
      expect(claimsOf(signedIn.token).email_verified).toBe(false);
      const resent = await call(baseUrl, 'POST', '/auth/email-verification', { token: signedIn.token });
      expect(resent).toMatchObject({ status: 202, body: { message: expect.stringContaining(email) } });
      const latest = await eventually('identity.account.email-verification-requested.v1', 'email', email, 2);

      const opened = await call(baseUrl, 'POST', '/auth/email-verification/confirm', {
        body: { token: tokenOf(latest.verifyUrl!) },
      });
      expect(opened).toMatchObject({ status: 200, body: { purpose: 'sign-up', email } });
      expect(
        (
          await call(baseUrl, 'POST', '/auth/email-verification/confirm', {
            body: { token: tokenOf(event.verifyUrl!) },
          })
        ).status,
      ).toBe(400);
      const refreshed = await call<{ token: string }>(baseUrl, 'POST', '/jwt', {
        body: { email },
        session: signedIn.session,
      });
      expect(claimsOf(refreshed.body.token).email_verified).toBe(true);
      const again = await call(baseUrl, 'POST', '/auth/email-verification', { token: refreshed.body.token });
      expect(again).toMatchObject({ status: 409, body: { message: ACCOUNT_MESSAGES.alreadyVerified } });
    });

    it('counts only unverified sign-ups against an address: a verified one lets the next student in', async () => {
      const ip = '203.0.113.80';
      const first = await register(ip);
      expect((await register(ip)).status).toBe(201);
      expect((await register(ip)).status).toBe(429);
      const { verifyUrl } = await eventually('identity.account.email-verification-requested.v1', 'email', first.email);
      await call(baseUrl, 'POST', '/auth/email-verification/confirm', { body: { token: tokenOf(verifyUrl!) } });
      expect((await register(ip)).status).toBe(201);
    });

    it('keeps the seeded demo accounts verified', async () => {
      const { token } = await signInWithToken(baseUrl, 'student1@classhub.test');
      expect(claimsOf(token).email_verified).toBe(true);
    });
  });

  describe('the profile: change password, change email, delete my account', () => {
    it('changes the password with the current one; this browser stays signed in, the others end', async () => {
      const email = 'instructor3@classhub.test';
      const elsewhere = await signIn(baseUrl, email);
      const here = await signInWithToken(baseUrl, email);
      const change = (currentPassword: string, newPassword = NEW_PASSWORD) =>
        call(baseUrl, 'PUT', '/auth/password', {
          token: here.token,
          session: here.session,
          body: { currentPassword, newPassword },
        });
      expect((await change('Wrong#Pass1')).body).toMatchObject({
        statusCode: 400,
        errors: [{ field: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong }],
      });
      expect((await change(DEMO_PASSWORD, 'weak')).status).toBe(400);
      expect(await change(DEMO_PASSWORD)).toMatchObject({
        status: 200,
        body: { message: ACCOUNT_MESSAGES.passwordChanged },
      });

      expect((await call(baseUrl, 'POST', '/jwt', { body: { email }, session: elsewhere.session })).status).toBe(401);
      expect((await call(baseUrl, 'POST', '/jwt', { body: { email }, session: here.session })).status).toBe(200);
      await signIn(baseUrl, email, NEW_PASSWORD);
      expect(await events('identity.account.password-changed.v1', 'email', email)).toHaveLength(1);
    });

    it('changes the email only when the link from the new address is opened, then tells the other services', async () => {
      const { email } = await register('203.0.113.90', 'Mover');
      const me = await signInWithToken(baseUrl, email);
      const newEmail = `moved-${Date.now()}@example.com`;
      const ask = (body: unknown) =>
        call(baseUrl, 'POST', '/auth/email-change', { token: me.token, session: me.session, body });

      expect((await ask({ newEmail, password: 'Wrong#Pass1' })).status).toBe(400);
      expect((await ask({ newEmail: 'admin@classhub.test', password: DEMO_PASSWORD })).body).toMatchObject({
        statusCode: 409,
        message: IDENTITY_MESSAGES.emailTaken,
      });
      expect((await ask({ newEmail, password: DEMO_PASSWORD })).status).toBe(202);
      const link = await eventually('identity.account.email-verification-requested.v1', 'email', newEmail);
      expect(link.purpose).toBe('email-change');
      // Nothing changed yet: the old address still signs in.
      await signIn(baseUrl, email);

      const opened = await call(baseUrl, 'POST', '/auth/email-verification/confirm', {
        body: { token: tokenOf(link.verifyUrl!) },
      });
      expect(opened).toMatchObject({ status: 200, body: { purpose: 'email-change', email: newEmail } });
      await signIn(baseUrl, newEmail);
      expect((await call(baseUrl, 'POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } })).status).toBe(
        401,
      );
      const [updated] = await events('identity.user.profile-updated.v1', 'email', newEmail);
      expect(updated).toMatchObject({ userId: me.user._id, email: newEmail });
      // Proving the new address proves the account too.
      const session = await call<{ user: SessionUserDto }>(baseUrl, 'GET', '/auth/session', { session: me.session });
      expect(session.body.user).toMatchObject({ email: newEmail, emailVerified: true });
    });

    it('refuses the change with 409 when someone took the new address before the link was opened', async () => {
      const { email } = await register('203.0.113.95', 'Late Mover');
      const me = await signInWithToken(baseUrl, email);
      const wanted = `wanted-${Date.now()}@example.com`;
      const asked = await call(baseUrl, 'POST', '/auth/email-change', {
        token: me.token,
        body: { newEmail: wanted, password: DEMO_PASSWORD },
      });
      expect(asked.status).toBe(202);
      const link = await eventually('identity.account.email-verification-requested.v1', 'email', wanted);
      const taker = await call(baseUrl, 'POST', '/auth/register', {
        body: { name: 'Quick Taker', email: wanted, photo: '', password: DEMO_PASSWORD },
        ip: '203.0.113.96',
      });
      expect(taker.status).toBe(201);
      const opened = await call(baseUrl, 'POST', '/auth/email-verification/confirm', {
        body: { token: tokenOf(link.verifyUrl!) },
      });
      expect(opened.body).toMatchObject({ statusCode: 409, message: IDENTITY_MESSAGES.emailTaken });
      await signIn(baseUrl, email);
    });

    it('deletes the account after the password, ends its sessions and publishes the deletion', async () => {
      const { email } = await register('203.0.113.100', 'Leaver');
      const me = await signInWithToken(baseUrl, email);
      const remove = (body: unknown) =>
        call(baseUrl, 'POST', '/auth/account/delete', { token: me.token, session: me.session, body });
      expect((await remove({})).body).toMatchObject({
        statusCode: 400,
        message: ACCOUNT_MESSAGES.confirmationRequired,
      });
      expect((await remove({ password: 'Wrong#Pass1' })).status).toBe(400);
      const deleted = await remove({ password: DEMO_PASSWORD });
      expect(deleted).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.accountDeleted } });
      expect(deleted.sessionCookie).toBe('');

      expect((await call(baseUrl, 'POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } })).status).toBe(
        401,
      );
      expect((await call(baseUrl, 'POST', '/jwt', { body: { email }, session: me.session })).status).toBe(401);
      expect(await events('identity.account.deleted.v1', 'userId', me.user._id)).toHaveLength(1);
      // The access token it still holds is refused: the account is gone.
      expect((await call(baseUrl, 'POST', '/auth/email-verification', { token: me.token })).status).toBe(401);
    });

    it('does not let an instructor change their address or delete their account (classes and sales are filed under it)', async () => {
      const instructor = await signInWithToken(baseUrl, 'instructor2@classhub.test');
      const change = await call(baseUrl, 'POST', '/auth/email-change', {
        token: instructor.token,
        body: { newEmail: 'elsewhere@example.com', password: DEMO_PASSWORD },
      });
      expect(change.body).toMatchObject({ statusCode: 409, message: ACCOUNT_MESSAGES.instructorEmailChange });
      const remove = await call(baseUrl, 'POST', '/auth/account/delete', {
        token: instructor.token,
        body: { password: DEMO_PASSWORD },
      });
      expect(remove.body).toMatchObject({ statusCode: 409, message: ACCOUNT_MESSAGES.instructorDeletion });
    });

    it('does not let the only admin delete their account', async () => {
      const admin = await signInWithToken(baseUrl, 'admin@classhub.test');
      const answer = await call(baseUrl, 'POST', '/auth/account/delete', {
        token: admin.token,
        session: admin.session,
        body: { password: DEMO_PASSWORD },
      });
      expect(answer.body).toMatchObject({ statusCode: 409, message: ACCOUNT_MESSAGES.lastAdmin });
    });
  });

  describe('an admin replies to a contact message', () => {
    it('stores the reply with the message, publishes it once, and refuses a second reply and non-admins', async () => {
      const sent = await call<{ insertedId: string }>(baseUrl, 'POST', '/contact', {
        body: { name: 'Grace Hopper', email: 'grace@example.com', message: 'Do you have evening classes?' },
        ip: '203.0.113.110',
      });
      const id = sent.body.insertedId;
      const admin = await signInWithToken(baseUrl, 'admin@classhub.test');
      const student = await signInWithToken(baseUrl, 'student1@classhub.test');
      const reply = (token: string, body: unknown = { reply: 'Yes: every Tuesday at 7 pm.' }) =>
        call<ContactMessageDto>(baseUrl, 'POST', `/contact-messages/${id}/reply`, { token, body });

      expect((await reply(student.token)).status).toBe(403);
      expect((await reply(admin.token, { reply: ' ' })).body).toMatchObject({
        message: ACCOUNT_MESSAGES.replyRequired,
      });
      const answered = await reply(admin.token);
      expect(answered).toMatchObject({
        status: 201,
        body: {
          _id: id,
          read: true,
          reply: 'Yes: every Tuesday at 7 pm.',
          repliedBy: 'Grace Whitfield',
          repliedAt: expect.any(String),
        },
      });
      expect((await reply(admin.token)).body).toMatchObject({
        statusCode: 409,
        message: ACCOUNT_MESSAGES.alreadyReplied,
      });
      expect(
        (
          await call(baseUrl, 'POST', '/contact-messages/00000000-0000-4000-8000-000000000000/reply', {
            token: admin.token,
            body: { reply: 'Hello there' },
          })
        ).status,
      ).toBe(404);

      const inbox = await call<ContactMessageDto[]>(baseUrl, 'GET', '/contact-messages', { token: admin.token });
      expect(inbox.body.find(({ _id }) => _id === id)).toMatchObject({ reply: 'Yes: every Tuesday at 7 pm.' });
      expect(await events('identity.contact.replied.v1', 'messageId', id)).toEqual([
        expect.objectContaining({ toEmail: 'grace@example.com', toName: 'Grace Hopper', repliedBy: 'Grace Whitfield' }),
      ]);
    });
  });
});

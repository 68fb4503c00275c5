import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONTACT_MESSAGES, type ContactMessageDto } from '@classhub/contracts';
import { call, signInWithToken } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

const message = { name: 'Ada Lovelace', email: 'Ada@Example.com', message: 'When does the next piano class start?' };

describe('identity: the contact form and the admins’ inbox (real PostgreSQL)', () => {
  let identity: RunningIdentity;
  let baseUrl: string;
  let admin: { token: string };
  let student: { token: string };

  beforeAll(async () => {
    identity = await startIdentity();
    baseUrl = identity.baseUrl;
    admin = await signInWithToken(baseUrl, 'admin@classhub.test');
    student = await signInWithToken(baseUrl, 'student1@classhub.test');
  });

  afterAll(async () => {
    await identity?.stop();
  });

  const send = (body: unknown, ip: string) =>
    call<{ insertedId: string; message: string }>(baseUrl, 'POST', '/contact', { body, ip });

  it('stores a valid message from anyone and thanks the sender', async () => {
    const answer = await send(message, '203.0.113.10');
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ insertedId: expect.any(String), message: CONTACT_MESSAGES.sent });
    const inbox = await call<ContactMessageDto[]>(baseUrl, 'GET', '/contact-messages', { token: admin.token });
    expect(inbox.body.find(({ _id }) => _id === answer.body.insertedId)).toMatchObject({
      ...message,
      email: 'ada@example.com',
      read: false,
    });
  });

  it('refuses an invalid message with 400 and the field that is wrong', async () => {
    const answer = await send({ ...message, message: 'Hi' }, '203.0.113.11');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ field: 'message', message: CONTACT_MESSAGES.messageTooShort }] });
    expect((await send('not json', '203.0.113.11')).status).toBe(400);
  });

  it('lets one source send 5 messages an hour, in parallel too, and answers 429 after; other sources go on', async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, () => send(message, '203.0.113.20')));
    expect(burst.map(({ status }) => status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(burst.find(({ status }) => status === 429)?.body).toMatchObject({
      statusCode: 429,
      message: CONTACT_MESSAGES.tooMany,
    });
    expect((await send(message, '203.0.113.21')).status).toBe(201);
  });

  it('lists messages newest first for admins only, who mark them read and unread', async () => {
    const { body } = await send({ ...message, name: 'Newest Sender' }, '203.0.113.30');
    const inbox = await call<ContactMessageDto[]>(baseUrl, 'GET', '/contact-messages', { token: admin.token });
    expect(inbox.body[0]).toMatchObject({ _id: body.insertedId, name: 'Newest Sender', read: false });

    const path = `/contact-messages/${body.insertedId}`;
    expect(await call(baseUrl, 'PATCH', path, { token: admin.token, body: { read: true } })).toMatchObject({
      status: 200,
      body: { modifiedCount: 1 },
    });
    const after = await call<ContactMessageDto[]>(baseUrl, 'GET', '/contact-messages', { token: admin.token });
    expect(after.body[0]?.read).toBe(true);
    await call(baseUrl, 'PATCH', path, { token: admin.token, body: { read: false } });
    expect(
      (await call<ContactMessageDto[]>(baseUrl, 'GET', '/contact-messages', { token: admin.token })).body[0]?.read,
    ).toBe(false);

    expect((await call(baseUrl, 'GET', '/contact-messages', { token: student.token })).status).toBe(403);
    expect((await call(baseUrl, 'GET', '/contact-messages')).status).toBe(401);
    expect((await call(baseUrl, 'PATCH', path, { token: student.token, body: { read: true } })).status).toBe(403);
    expect((await call(baseUrl, 'PATCH', path, { token: admin.token, body: { read: 'yes' } })).status).toBe(400);
    expect(
      (await call(baseUrl, 'PATCH', '/contact-messages/nope', { token: admin.token, body: { read: true } })).status,
    ).toBe(400);
    expect(
      (
        await call(baseUrl, 'PATCH', '/contact-messages/00000000-0000-4000-8000-000000000000', {
          token: admin.token,
          body: { read: true },
        })
      ).status,
    ).toBe(404);
  });
});

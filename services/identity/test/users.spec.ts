import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InstructorDto, ProfileDto, UserDto } from '@classhub/contracts';
import { outbox } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { users } from '../src/users/user.entity.js';
import { call, signInWithToken } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const FORBIDDEN = { statusCode: 403, error: 'Forbidden', message: 'You do not have permission to do this' };

describe("identity: the spec's user calls and their rules (real PostgreSQL and NATS)", () => {
  let identity: RunningIdentity;
  let baseUrl: string;
  let admin: { token: string; user: { _id: string } };
  let student: { token: string; user: { _id: string } };
  let other: { token: string; user: { _id: string } };

  beforeAll(async () => {
    identity = await startIdentity();
    baseUrl = identity.baseUrl;
    admin = await signInWithToken(baseUrl, 'admin@classhub.test');
    student = await signInWithToken(baseUrl, 'student1@classhub.test');
    other = await signInWithToken(baseUrl, 'student2@classhub.test');
  });

  afterAll(async () => {
    await identity?.stop();
  });

  const eventsFor = async (subject: string, userId: string) =>
    (await identity.db.select().from(outbox).where(eq(outbox.subject, subject))).filter(
      (row) => (row.payload.data as { userId: string }).userId === userId,
    );

  describe('GET /users', () => {
    it('lists every user with the spec fields only, for an admin', async () => {
      const answer = await call<UserDto[]>(baseUrl, 'GET', '/users', { token: admin.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(8);
      for (const user of answer.body)
        expect(Object.keys(user).sort()).toEqual(['_id', 'date', 'email', 'name', 'photo', 'role']);
      expect(JSON.stringify(answer.body)).not.toContain('argon2');
    });

    it('answers 403 to a student and an instructor, 401 without a token', async () => {
      const instructor = await signInWithToken(baseUrl, 'instructor1@classhub.test');
      for (const token of [student.token, instructor.token]) {
        const answer = await call(baseUrl, 'GET', '/users', { token });
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual(FORBIDDEN);
      }
      expect((await call(baseUrl, 'GET', '/users')).status).toBe(401);
    });
  });

  describe('PATCH /users/instructor/:id and /users/admin/:id', () => {
    it('lets an admin promote; the role counts on the next request with the same token; the event is in the outbox and published', async () => {
      const promoted = await signInWithToken(baseUrl, 'student3@classhub.test');
      const before = await call(baseUrl, 'GET', '/users/instructor/student3@classhub.test', { token: promoted.token });
      expect(before.body).toEqual({ instructor: false });

      const answer = await call(baseUrl, 'PATCH', `/users/instructor/${promoted.user._id}`, { token: admin.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ modifiedCount: 1 });

      const after = await call(baseUrl, 'GET', '/users/instructor/student3@classhub.test', { token: promoted.token });
      expect(after.body).toEqual({ instructor: true });

      const [event] = await eventsFor('identity.user.role-changed.v1', promoted.user._id);
      expect(event?.payload.data).toMatchObject({
        userId: promoted.user._id,
        email: 'student3@classhub.test',
        role: 'instructor',
      });
      // The relay publishes it to JetStream and marks it.
      for (let waited = 0; waited < 3000; waited += 50) {
        const [row] = await identity.db.select().from(outbox).where(eq(outbox.id, event!.id));
        if (row?.publishedAt) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const [published] = await identity.db.select().from(outbox).where(eq(outbox.id, event!.id));
      expect(published?.publishedAt).toBeInstanceOf(Date);
    });

    it('answers modifiedCount 0 (and publishes nothing) when the user already has the role', async () => {
      const answer = await call(baseUrl, 'PATCH', `/users/admin/${admin.user._id}`, { token: admin.token });
      expect(answer.body).toEqual({ modifiedCount: 0 });
      expect(await eventsFor('identity.user.role-changed.v1', admin.user._id)).toHaveLength(0);
    });

    it('refuses to let an admin remove their own admin role', async () => {
      const answer = await call(baseUrl, 'PATCH', `/users/instructor/${admin.user._id}`, { token: admin.token });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ message: 'You cannot change your own account here; ask another admin' });
      const [row] = await identity.db.select().from(users).where(eq(users.id, admin.user._id));
      expect(row?.role).toBe('admin');
    });

    it('makes an admin whose admin pages open on the next request', async () => {
      const promoted = await signInWithToken(baseUrl, 'student4@classhub.test');
      expect((await call(baseUrl, 'GET', '/users', { token: promoted.token })).status).toBe(403);
      expect((await call(baseUrl, 'PATCH', `/users/admin/${promoted.user._id}`, { token: admin.token })).body).toEqual({
        modifiedCount: 1,
      });
      expect((await call(baseUrl, 'GET', '/users', { token: promoted.token })).status).toBe(200);
      expect(
        (await call(baseUrl, 'GET', '/users/admin/student4@classhub.test', { token: promoted.token })).body,
      ).toEqual({ admin: true });
    });

    it('answers 403 to a non-admin, 400 for a malformed id, 404 for an unknown one, 401 without a token', async () => {
      for (const path of [`/users/admin/${student.user._id}`, `/users/instructor/${student.user._id}`]) {
        expect((await call(baseUrl, 'PATCH', path, { token: student.token })).status).toBe(403);
        expect((await call(baseUrl, 'PATCH', path)).status).toBe(401);
      }
      const malformed = await call(baseUrl, 'PATCH', '/users/admin/123', { token: admin.token });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ message: 'Invalid user id' });
      const unknown = await call(baseUrl, 'PATCH', `/users/instructor/${UNKNOWN_ID}`, { token: admin.token });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ message: 'User not found' });
      const [row] = await identity.db.select().from(users).where(eq(users.id, student.user._id));
      expect(row?.role).toBe('student');
    });
  });

  describe('GET /users/admin/:email and /users/instructor/:email', () => {
    it('answers about oneself (email compared normalised)', async () => {
      expect(
        (await call(baseUrl, 'GET', '/users/admin/Student1@ClassHub.test', { token: student.token })).body,
      ).toEqual({ admin: false });
      expect(
        (await call(baseUrl, 'GET', '/users/instructor/student1@classhub.test', { token: student.token })).body,
      ).toEqual({
        instructor: false,
      });
      expect((await call(baseUrl, 'GET', '/users/admin/admin@classhub.test', { token: admin.token })).body).toEqual({
        admin: true,
      });
    });

    it('answers 403 about anyone else, to admins too, and 401 without a token', async () => {
      expect((await call(baseUrl, 'GET', '/users/admin/admin@classhub.test', { token: student.token })).status).toBe(
        403,
      );
      expect(
        (await call(baseUrl, 'GET', '/users/instructor/student1@classhub.test', { token: admin.token })).status,
      ).toBe(403);
      expect((await call(baseUrl, 'GET', '/users/admin/student1@classhub.test')).status).toBe(401);
    });
  });

  describe('GET /userprofile/:email and /getprofileinfo/:id', () => {
    it('gives a user their own profile', async () => {
      const byEmail = await call<ProfileDto>(baseUrl, 'GET', '/userprofile/student1@classhub.test', {
        token: student.token,
      });
      expect(byEmail.status).toBe(200);
      expect(byEmail.body).toMatchObject({
        _id: student.user._id,
        email: 'student1@classhub.test',
        name: 'Liam Carter',
        role: 'student',
        date: 2024,
      });
      expect(byEmail.body).not.toHaveProperty('passwordHash');
      const byId = await call<ProfileDto>(baseUrl, 'GET', `/getprofileinfo/${student.user._id}`, {
        token: student.token,
      });
      expect(byId.body).toEqual(byEmail.body);
    });

    it("refuses another user's profile with 403 (user A cannot read user B)", async () => {
      expect(
        (await call(baseUrl, 'GET', '/userprofile/student2@classhub.test', { token: student.token })).body,
      ).toEqual(FORBIDDEN);
      expect((await call(baseUrl, 'GET', `/getprofileinfo/${other.user._id}`, { token: student.token })).status).toBe(
        403,
      );
      expect((await call(baseUrl, 'GET', `/getprofileinfo/${UNKNOWN_ID}`, { token: student.token })).status).toBe(403);
    });

    it("lets an admin read anyone's profile, 404 for an unknown user", async () => {
      expect((await call(baseUrl, 'GET', '/userprofile/student2@classhub.test', { token: admin.token })).status).toBe(
        200,
      );
      expect((await call(baseUrl, 'GET', `/getprofileinfo/${other.user._id}`, { token: admin.token })).status).toBe(
        200,
      );
      expect((await call(baseUrl, 'GET', '/userprofile/nobody@classhub.test', { token: admin.token })).status).toBe(
        404,
      );
      expect((await call(baseUrl, 'GET', `/getprofileinfo/${UNKNOWN_ID}`, { token: admin.token })).status).toBe(404);
    });

    it('answers 400 for a malformed id and 401 without a token', async () => {
      expect((await call(baseUrl, 'GET', '/getprofileinfo/abc', { token: student.token })).status).toBe(400);
      expect((await call(baseUrl, 'GET', `/getprofileinfo/${student.user._id}`)).status).toBe(401);
      expect((await call(baseUrl, 'GET', '/userprofile/student1@classhub.test')).status).toBe(401);
    });
  });

  describe('PUT /updateprofile/:id', () => {
    const form = {
      name: 'Sofia A.',
      email: 'student2@classhub.test',
      photo: '/api/media/users/student2.svg',
      address: '12 Harbour Road',
      phone: '+1 555-0100',
      website: 'https://sofia.example.com',
      gender: 'Female',
    };

    it('saves the form for oneself and publishes USER_PROFILE_UPDATED_V1 because the name changed', async () => {
      const answer = await call(baseUrl, 'PUT', `/updateprofile/${other.user._id}`, { token: other.token, body: form });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ modifiedCount: 1 });
      const profile = await call<ProfileDto>(baseUrl, 'GET', `/getprofileinfo/${other.user._id}`, {
        token: other.token,
      });
      expect(profile.body).toMatchObject({ ...form, role: 'student', date: 2025 });
      const events = await eventsFor('identity.user.profile-updated.v1', other.user._id);
      expect(events).toHaveLength(1);
      expect(events[0]?.payload.data).toMatchObject({ name: 'Sofia A.' });
    });

    it('publishes nothing when only private fields change, and clears fields sent empty', async () => {
      const answer = await call(baseUrl, 'PUT', `/updateprofile/${other.user._id}`, {
        token: other.token,
        body: { ...form, phone: '', website: '', gender: '', address: null },
      });
      expect(answer.body).toEqual({ modifiedCount: 1 });
      const profile = await call<ProfileDto>(baseUrl, 'GET', `/getprofileinfo/${other.user._id}`, {
        token: other.token,
      });
      expect(profile.body).not.toHaveProperty('phone');
      expect(profile.body).not.toHaveProperty('website');
      expect(await eventsFor('identity.user.profile-updated.v1', other.user._id)).toHaveLength(1);
    });

    it("refuses to change the email with 400 'Email cannot be changed'", async () => {
      const answer = await call(baseUrl, 'PUT', `/updateprofile/${other.user._id}`, {
        token: other.token,
        body: { ...form, email: 'takeover@example.com' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'Email cannot be changed' });
      const [row] = await identity.db.select().from(users).where(eq(users.id, other.user._id));
      expect(row?.email).toBe('student2@classhub.test');
    });

    it.each([
      ['a website that is no URL', { website: 'not a url' }, 'Invalid URL'],
      ['a malformed email', { email: 'bad' }, 'Invalid email address'],
      ['letters in the phone', { phone: 'call me' }, 'Phone may contain only digits, +, - and spaces'],
      ['an unknown gender', { gender: 'Other' }, 'Gender must be Male, Female or Custom'],
      ['an empty name', { name: '' }, 'Name is required'],
      ['a 201-character address', { address: 'x'.repeat(201) }, 'Address must be at most 200 characters'],
      [
        'a photo on the cloud metadata address',
        { photo: 'http://169.254.169.254/latest/meta-data/' },
        'Photo URL must be a public web address: 169.254.169.254 is in the link-local range, not a public address',
      ],
      [
        'a website on loopback written in hex',
        { website: 'http://0x7f.1:4301/' },
        'Website must be a public web address: 127.0.0.1 is in the loopback range, not a public address',
      ],
    ])('answers 400 for %s', async (_label, change, message) => {
      const answer = await call(baseUrl, 'PUT', `/updateprofile/${other.user._id}`, {
        token: other.token,
        body: { ...form, ...change },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message });
    });

    it("refuses someone else's profile with 403, an admin's attempt too, and 401 without a token", async () => {
      const body = { ...form, name: 'Hacked' };
      expect(
        (await call(baseUrl, 'PUT', `/updateprofile/${other.user._id}`, { token: student.token, body })).status,
      ).toBe(403);
      expect(
        (await call(baseUrl, 'PUT', `/updateprofile/${other.user._id}`, { token: admin.token, body })).status,
      ).toBe(403);
      expect((await call(baseUrl, 'PUT', `/updateprofile/${other.user._id}`, { body })).status).toBe(401);
      expect((await call(baseUrl, 'PUT', '/updateprofile/xyz', { token: other.token, body })).status).toBe(400);
      const [row] = await identity.db.select().from(users).where(eq(users.id, other.user._id));
      expect(row?.name).toBe('Sofia A.');
    });
  });

  describe('POST /users', () => {
    it('answers insertedId null for the caller, whose account exists, and never takes a role from the body', async () => {
      const answer = await call(baseUrl, 'POST', '/users', {
        token: student.token,
        body: { name: 'Liam', email: 'student1@classhub.test', photo: '', date: 1999, role: 'admin' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ insertedId: null, message: 'user already exists' });
      const [row] = await identity.db.select().from(users).where(eq(users.id, student.user._id));
      expect(row).toMatchObject({ role: 'student', joinYear: 2024, name: 'Liam Carter' });
    });

    it('answers 403 for another email, 400 for a bad one, 401 without a token', async () => {
      expect(
        (
          await call(baseUrl, 'POST', '/users', {
            token: student.token,
            body: { name: 'X', email: 'new@example.com', photo: '' },
          })
        ).status,
      ).toBe(403);
      expect((await call(baseUrl, 'POST', '/users', { token: student.token, body: { email: 'nope' } })).status).toBe(
        400,
      );
      expect((await call(baseUrl, 'POST', '/users', { body: { email: 'new@example.com' } })).status).toBe(401);
    });
  });

  describe('GET /instructors', () => {
    it('is public and lists only instructors with photo, name, email and role', async () => {
      const answer = await call<InstructorDto[]>(baseUrl, 'GET', '/instructors');
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThanOrEqual(3);
      for (const instructor of answer.body) {
        expect(Object.keys(instructor).sort()).toEqual(['email', 'name', 'photo', 'role']);
        expect(instructor.role).toBe('instructor');
      }
      expect(answer.body.map((instructor) => instructor.email)).toContain('instructor1@classhub.test');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CLASS_DENIED_V1, CLASS_ENROLMENT_CHANGED_V1, type SelectedClassDto } from '@classhub/contracts';
import { callJson as call } from '@classhub/testing';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';

describe('payments: a student’s selected classes (real PostgreSQL and NATS)', () => {
  let service: RunningPayments;
  let student: SignedInUser;
  let other: SignedInUser;
  let instructor: SignedInUser;
  let admin: SignedInUser;

  const select = (user: SignedInUser | undefined, body: unknown) =>
    call<{ insertedId: string; message: string }>(service.baseUrl, 'POST', '/selected', { token: user?.token, body });

  beforeAll(async () => {
    service = await startPayments();
    student = await service.signIn('student', 'ada@classhub.test', 'Ada Lovelace');
    other = await service.signIn('student');
    instructor = await service.signIn('instructor');
    admin = await service.signIn('admin');
  });

  afterAll(async () => {
    await service?.stop();
  });

  describe('POST /selected', () => {
    it('adds an approved class to the cart, with the class as payments knows it', async () => {
      const cls = await service.approvedClass({ className: 'Watercolor', price: 49.5 });
      const answer = await select(student, {
        classId: cls.classId,
        email: student.email,
        price: 0.01,
        className: 'Fake',
      });
      expect(answer.status).toBe(201);
      const list = await call<SelectedClassDto[]>(service.baseUrl, 'GET', `/selected/${student.email}`, {
        token: student.token,
      });
      expect(list.body).toEqual([
        {
          _id: answer.body.insertedId,
          classId: cls.classId,
          classImage: cls.classImage,
          className: 'Watercolor',
          availableSeats: 10,
          enrolled: 0,
          price: 49.5,
          instructorName: 'Amelia Hart',
          instructorEmail: 'instructor1@classhub.test',
          status: 'approved',
          email: student.email,
          name: 'Ada Lovelace',
        },
      ]);
    });

    it('refuses selecting the same class twice', async () => {
      const cls = await service.approvedClass();
      expect((await select(student, { classId: cls.classId })).status).toBe(201);
      const again = await select(student, { classId: cls.classId });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You have already selected this class');
    });

    it('refuses a full class, a class that is not approved and an unknown class', async () => {
      const full = await service.approvedClass({ availableSeats: 0, enrolled: 10 });
      expect(await select(student, { classId: full.classId })).toMatchObject({
        status: 409,
        body: { message: 'This class is full' },
      });

      const denied = await service.approvedClass();
      await service.publish(CLASS_DENIED_V1, { ...denied, status: 'denied' });
      expect(await select(student, { classId: denied.classId })).toMatchObject({
        status: 409,
        body: { message: 'This class is not open for enrolment' },
      });

      expect(await select(student, { classId: crypto.randomUUID() })).toMatchObject({
        status: 404,
        body: { message: 'Class not found' },
      });
    });

    it('follows seat changes announced by classes', async () => {
      const cls = await service.approvedClass({ availableSeats: 1 });
      await service.publish(CLASS_ENROLMENT_CHANGED_V1, { ...cls, availableSeats: 0, enrolled: 1 });
      expect((await select(student, { classId: cls.classId })).status).toBe(409);
    });

    it('refuses a body that is not about the caller or not a class id', async () => {
      const cls = await service.approvedClass();
      expect(await select(student, { classId: cls.classId, email: other.email })).toMatchObject({
        status: 403,
        body: { message: 'You can only select classes for yourself' },
      });
      expect((await select(student, { classId: 'nope' })).status).toBe(400);
      expect((await select(student, {})).status).toBe(400);
    });

    it('is for students only', async () => {
      const cls = await service.approvedClass();
      expect((await select(undefined, { classId: cls.classId })).status).toBe(401);
      expect((await select(instructor, { classId: cls.classId })).status).toBe(403);
      expect((await select(admin, { classId: cls.classId })).status).toBe(403);
    });
  });

  describe('GET /selected/{email}, GET /select/{id}, DELETE /selected/{id}', () => {
    it('answer only about the caller’s own cart', async () => {
      const cls = await service.approvedClass();
      const { body } = await select(other, { classId: cls.classId });
      const id = body.insertedId;

      expect((await call(service.baseUrl, 'GET', `/selected/${other.email}`, { token: student.token })).status).toBe(
        403,
      );
      expect((await call(service.baseUrl, 'GET', `/select/${id}`, { token: student.token })).status).toBe(404);
      expect((await call(service.baseUrl, 'DELETE', `/selected/${id}`, { token: student.token })).status).toBe(404);

      const own = await call<SelectedClassDto>(service.baseUrl, 'GET', `/select/${id}`, { token: other.token });
      expect(own).toMatchObject({ status: 200, body: { _id: id, classId: cls.classId } });
      expect(await call(service.baseUrl, 'DELETE', `/selected/${id}`, { token: other.token })).toEqual({
        status: 200,
        body: { deletedCount: 1 },
      });
      expect((await call(service.baseUrl, 'DELETE', `/selected/${id}`, { token: other.token })).status).toBe(404);
    });

    it('are open to every signed-in user, who sees their own (empty) cart', async () => {
      for (const user of [instructor, admin]) {
        expect(await call(service.baseUrl, 'GET', `/selected/${user.email}`, { token: user.token })).toEqual({
          status: 200,
          body: [],
        });
        expect((await call(service.baseUrl, 'GET', `/selected/${student.email}`, { token: user.token })).status).toBe(
          403,
        );
      }
      expect((await call(service.baseUrl, 'GET', `/selected/${student.email}`)).status).toBe(401);
    });

    it('answers 400 for a malformed id', async () => {
      expect((await call(service.baseUrl, 'GET', '/select/123', { token: student.token })).status).toBe(400);
      expect((await call(service.baseUrl, 'DELETE', '/selected/123', { token: student.token })).status).toBe(400);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASS_APPROVED_V1,
  CLASS_DENIED_V1,
  CLASS_FEEDBACK_SENT_V1,
  classSnapshotSchema,
  type ClassDto,
} from '@classhub/contracts';
import { outbox } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { classes } from '../src/classes/class.entity.js';
import { DEMO_CLASSES } from '../src/seed/demo-classes.js';
import { startClasses, type RunningClasses, type SignedInUser } from './support/classes-app.js';
import { callJson as call } from '@classhub/testing';

type Answer = { modifiedCount: number; message: string };

describe('classes: the admin reviews classes (real PostgreSQL and NATS)', () => {
  let service: RunningClasses;
  let admin: SignedInUser;
  let instructor: SignedInUser;
  let student: SignedInUser;

  const pendingClass = async (className = `Pending ${crypto.randomUUID().slice(0, 6)}`) => {
    const [row] = await service.db
      .insert(classes)
      .values({
        className,
        classImage: '/api/media/classes/piano.svg',
        instructorName: 'Amelia Hart',
        instructorEmail: 'instructor1@classhub.test',
        availableSeats: 5,
        priceCents: 1000,
      })
      .returning();
    return row?.id ?? '';
  };
  const patch = (decision: 'approved' | 'denied', id: string, token = admin.token) =>
    call<Answer>(service.baseUrl, 'PATCH', `/classe/${decision}/${id}`, { token });
  const feedback = (id: string, body: unknown, token = admin.token) =>
    call<Answer>(service.baseUrl, 'PUT', `/feedback/${id}`, { token, body });
  const statusOf = async (id: string) => (await service.db.select().from(classes).where(eq(classes.id, id)))[0]?.status;

  beforeAll(async () => {
    service = await startClasses();
    admin = await service.signIn('admin');
    instructor = await service.signIn('instructor');
    student = await service.signIn('student');
  });

  afterAll(async () => {
    await service?.stop();
  });

  describe('GET /classes', () => {
    it('lists every class in every status for an admin, with feedback', async () => {
      const answer = await call<ClassDto[]>(service.baseUrl, 'GET', '/classes', { token: admin.token });
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThanOrEqual(DEMO_CLASSES.length);
      expect(new Set(answer.body.map((cls) => cls.status))).toEqual(new Set(['approved', 'pending', 'denied']));
      expect(answer.body.find((cls) => cls.className === 'Calligraphy in a Weekend')?.feedback).toMatch(
        /weekly outline/,
      );
    });

    it('is for admins only', async () => {
      expect((await call(service.baseUrl, 'GET', '/classes')).status).toBe(401);
      expect((await call(service.baseUrl, 'GET', '/classes', { token: instructor.token })).status).toBe(403);
      expect((await call(service.baseUrl, 'GET', '/classes', { token: student.token })).status).toBe(403);
    });
  });

  describe('PATCH /classe/approved/{id} and /classe/denied/{id}', () => {
    it('approves a pending class once and announces it', async () => {
      const id = await pendingClass();
      const answer = await patch('approved', id);
      expect(answer).toEqual({ status: 200, body: { modifiedCount: 1 } });
      expect(await statusOf(id)).toBe('approved');
      const events = await service.db.select().from(outbox).where(eq(outbox.subject, CLASS_APPROVED_V1.subject));
      expect(
        events.map((row) => classSnapshotSchema.parse(row.payload.data)).filter((data) => data.classId === id),
      ).toEqual([expect.objectContaining({ status: 'approved' })]);
    });

    it('denies a pending class and announces it', async () => {
      const id = await pendingClass();
      expect((await patch('denied', id)).body).toEqual({ modifiedCount: 1 });
      expect(await statusOf(id)).toBe('denied');
      const events = await service.db.select().from(outbox).where(eq(outbox.subject, CLASS_DENIED_V1.subject));
      expect(events.some((row) => classSnapshotSchema.parse(row.payload.data).classId === id)).toBe(true);
    });

    it('refuses any move out of approved or denied with a 409 and the reason', async () => {
      const approved = await pendingClass();
      await patch('approved', approved);
      const again = await patch('approved', approved);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This class is already approved; only a pending class can be approved or denied');
      expect((await patch('denied', approved)).status).toBe(409);
      expect(await statusOf(approved)).toBe('approved');

      const denied = await pendingClass();
      await patch('denied', denied);
      const reapprove = await patch('approved', denied);
      expect(reapprove.status).toBe(409);
      expect(reapprove.body.message).toMatch(/already denied/);
      expect(await statusOf(denied)).toBe('denied');
    });

    it('lets exactly one of two admins deciding at once win', async () => {
      const id = await pendingClass();
      const answers = await Promise.all([
        patch('approved', id),
        patch('denied', id),
        patch('approved', id),
        patch('denied', id),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
      const events = await service.db.select().from(outbox);
      expect(
        events.filter(
          (row) =>
            (row.payload.data as { classId?: string }).classId === id && row.subject !== 'classes.class.created.v1',
        ),
      ).toHaveLength(1);
    });

    it('answers 404 for an unknown class and 400 for a malformed id', async () => {
      const unknown = await patch('approved', crypto.randomUUID());
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Class not found');
      const malformed = await patch('denied', 'abc');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Invalid class id');
    });

    it('is for admins only', async () => {
      const id = await pendingClass();
      expect((await call(service.baseUrl, 'PATCH', `/classe/approved/${id}`)).status).toBe(401);
      expect((await patch('approved', id, instructor.token)).status).toBe(403);
      expect((await patch('denied', id, student.token)).status).toBe(403);
      expect((await patch('approved', id, await service.issuer.forgedTokenFor(admin))).status).toBe(401);
      expect(await statusOf(id)).toBe('pending');
    });
  });

  describe('PUT /feedback/{id}', () => {
    it('stores the feedback (trimmed) for the instructor to read, replacing an earlier one', async () => {
      const id = await pendingClass();
      expect((await feedback(id, { feedback: 'First note', id })).body).toEqual({ modifiedCount: 1 });
      expect((await feedback(id, { feedback: '  Please add an outline.  ', id })).body).toEqual({ modifiedCount: 1 });
      const [row] = await service.db.select().from(classes).where(eq(classes.id, id));
      expect(row?.feedback).toBe('Please add an outline.');
      // Each feedback is announced (the instructor is mailed it), with the class as stored.
      // In the order written: the relay's marking of published rows moves them about in the table.
      const events = await service.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, CLASS_FEEDBACK_SENT_V1.subject))
        .orderBy(outbox.createdAt);
      expect(
        events
          .map((event) => CLASS_FEEDBACK_SENT_V1.schema.parse(event.payload.data))
          .filter((data) => data.classId === id)
          .map((data) => [data.feedback, data.instructorEmail]),
      ).toEqual([
        ['First note', 'instructor1@classhub.test'],
        ['Please add an outline.', 'instructor1@classhub.test'],
      ]);
    });

    it('takes the spec payload without the id too', async () => {
      expect((await feedback(await pendingClass(), { feedback: 'Fine' })).status).toBe(200);
    });

    it.each([
      [{ feedback: '' }, /Feedback cannot be empty/],
      [{ feedback: '   ' }, /Feedback cannot be empty/],
      [{ feedback: 'x'.repeat(1001) }, /at most 1000 characters/],
      [{}, /Feedback cannot be empty/],
      [{ feedback: 42 }, /Feedback cannot be empty/],
    ])('answers 400 for %p', async (body, reason) => {
      const answer = await feedback(await pendingClass(), body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(reason);
    });

    it('answers 400 when the body names another class, 404 for an unknown one', async () => {
      const id = await pendingClass();
      const mismatch = await feedback(id, { feedback: 'x', id: crypto.randomUUID() });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.message).toMatch(/does not match/);
      expect((await feedback(crypto.randomUUID(), { feedback: 'x' })).status).toBe(404);
    });

    it('is for admins only', async () => {
      const id = await pendingClass();
      expect((await feedback(id, { feedback: 'x' }, instructor.token)).status).toBe(403);
      expect((await call(service.baseUrl, 'PUT', `/feedback/${id}`, { body: { feedback: 'x' } })).status).toBe(401);
    });
  });

  describe('PUT /updateClass/{id}', () => {
    it('is gone: seats change only through checkout', async () => {
      const [row] = await service.db.select().from(classes).where(eq(classes.className, 'Watercolor Landscapes'));
      const answer = await call<Answer>(service.baseUrl, 'PUT', `/updateClass/${row?.id}`, {
        token: student.token,
        body: { availableSeats: 1000, enrolled: 0 },
      });
      expect(answer.status).toBe(410);
      expect(answer.body.message).toMatch(/only through checkout/);
      const [after] = await service.db
        .select()
        .from(classes)
        .where(eq(classes.id, row?.id ?? ''));
      expect(after).toMatchObject({ availableSeats: row?.availableSeats, enrolled: row?.enrolled });
    });
  });
});

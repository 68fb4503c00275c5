import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ADMIN_ACTION_RECORDED_V1,
  REVIEW_ANSWERED_V1,
  REVIEW_HIDDEN_V1,
  REVIEW_MESSAGES,
  type ClassReviewDto,
} from '@classhub/contracts';
import { burst, callJson, statusCounts } from '@classhub/testing';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { classes, type ClassRow } from '../src/classes/class.entity.js';
import { seatHolds } from '../src/seats/seat-hold.entity.js';
import { studentReviews } from '../src/student-reviews/student-review.entity.js';
import { enrolmentWithdrawals } from '../src/withdrawals/enrolment-withdrawal.entity.js';
import { startClasses, type RunningClasses, type SignedInUser } from './support/classes-app.js';
import { seatRequests } from './support/seat-requests.js';
import { waitlistFigures } from './support/waitlist-figures.js';

const HOUR_MS = 60 * 60 * 1000;

describe("classes: students' reviews and ratings (decision 0043, real PostgreSQL and NATS)", () => {
  let service: RunningClasses;
  let admin: SignedInUser;
  let instructor: SignedInUser;

  beforeAll(async () => {
    service = await startClasses();
    admin = await service.signIn('admin');
    instructor = await service.signIn('instructor', 'ada@example.com', 'Ada Teacher');
  });

  afterAll(async () => {
    await service?.stop();
  });

  type Answer = ClassReviewDto & { message: string };
  const api = <T = Answer>(method: string, path: string, token?: string, body?: unknown) =>
    callJson<T & { message: string }>(service.baseUrl, method, path, { token, body });
  const write = (classId: string, student: SignedInUser, body: unknown) =>
    api('PUT', `/classes/${classId}/review`, student.token, body);
  const list = (classId: string, token?: string, query = '') =>
    api<{ items: Answer[]; total: number; page: number; pageSize: number }>(
      'GET',
      `/classes/${classId}/reviews${query}`,
      token,
    );
  const ratingOf = async (classId: string) => {
    const [row] = await service.db
      .select({ count: classes.ratingCount, total: classes.ratingTotal })
      .from(classes)
      .where(eq(classes.id, classId));
    return row;
  };

  /** An approved class of Ada's whose first session started an hour ago (or never has sessions, or starts later). */
  const newClass = async (startsAt: Date | null = new Date(Date.now() - HOUR_MS)): Promise<ClassRow> => {
    const klass = await seatRequests(service).newClass(20);
    await service.db.update(classes).set({ startsAt }).where(eq(classes.id, klass.id));
    return { ...klass, startsAt };
  };
  /** The student's paid seat of the class (a converted hold), as the checkout leaves it. */
  const enrol = async (classId: string, student: SignedInUser) => {
    const holdId = randomUUID();
    await service.db.insert(seatHolds).values({
      id: holdId,
      classId,
      studentId: student.id,
      status: 'converted',
      paymentId: randomUUID(),
      priceCents: 1999,
      expiresAt: new Date(Date.now() + HOUR_MS),
    });
    return holdId;
  };
  const enrolledStudent = async (classId: string, name = 'Sam Student') => {
    const student = await service.signIn('student', undefined, name);
    await enrol(classId, student);
    return student;
  };

  describe('who may review', () => {
    it('refuses a student not enrolled (403 with the reason) and an unknown class (404)', async () => {
      const klass = await newClass();
      const stranger = await service.signIn('student');
      const refused = await write(klass.id, stranger, { rating: 5 });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(REVIEW_MESSAGES.notEnrolled);
      expect((await write(randomUUID(), stranger, { rating: 5 })).status).toBe(404);
      expect((await write('not-an-id', stranger, { rating: 5 })).status).toBe(400);
    });

    it('refuses instructors and admins: only students review', async () => {
      const klass = await newClass();
      for (const user of [instructor, admin]) {
        const refused = await write(klass.id, user, { rating: 5 });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(REVIEW_MESSAGES.onlyStudents);
      }
    });

    it('waits for the first session to start (409 with the reason); a class without sessions can be reviewed at once', async () => {
      const later = await newClass(new Date(Date.now() + 24 * HOUR_MS));
      const early = await enrolledStudent(later.id);
      const refused = await write(later.id, early, { rating: 4 });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(REVIEW_MESSAGES.notStarted);
      const mine = await api<{ canWrite: boolean; refusal?: string }>(
        'GET',
        `/classes/${later.id}/review`,
        early.token,
      );
      expect(mine.body).toMatchObject({ canWrite: false, refusal: REVIEW_MESSAGES.notStarted });

      const unscheduled = await newClass(null);
      const student = await enrolledStudent(unscheduled.id);
      expect((await write(unscheduled.id, student, { rating: 4 })).status).toBe(200);
    });

    it('refuses a student whose enrolment was refunded', async () => {
      const klass = await newClass();
      const student = await service.signIn('student');
      const holdId = await enrol(klass.id, student);
      await service.db.insert(enrolmentWithdrawals).values({
        paymentId: randomUUID(),
        refundId: randomUUID(),
        holdId,
        classId: klass.id,
        studentId: student.id,
        seatReleased: true,
      });
      const refused = await write(klass.id, student, { rating: 1 });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(REVIEW_MESSAGES.notEnrolled);
    });

    it('refuses a rating that is not a whole number from 1 to 5, and text over 2 000 characters (400)', async () => {
      const klass = await newClass();
      const student = await enrolledStudent(klass.id);
      for (const body of [
        { rating: 0 },
        { rating: 6 },
        { rating: 4.5 },
        { rating: '5' },
        {},
        { rating: 5, text: 'x'.repeat(2001) },
      ]) {
        const refused = await write(klass.id, student, body);
        expect(refused.status).toBe(400);
        expect(typeof refused.body.message).toBe('string');
      }
    });
  });

  describe('writing, editing and deleting', () => {
    it('keeps one review per student: a second PUT edits it, and the rating follows', async () => {
      const klass = await newClass();
      const student = await enrolledStudent(klass.id, 'Rita Reviewer');
      const first = await write(klass.id, student, { rating: 2, text: '  Too fast.\nBut fun.  ' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ rating: 2, text: 'Too fast.\nBut fun.', studentName: 'Rita Reviewer' });
      const second = await write(klass.id, student, { rating: 5 });
      expect(second.body).toMatchObject({ _id: first.body._id, rating: 5, text: '' });
      expect(await ratingOf(klass.id)).toEqual({ count: 1, total: 5 });
      const page = await list(klass.id);
      expect(page.body).toMatchObject({ total: 1, page: 1 });
      const [detail] = (await service.db.select().from(classes).where(eq(classes.id, klass.id))).map((row) => row);
      expect(detail?.ratingCount).toBe(1);
    });

    it('allows edits for 30 days after the review was first written, then 409 with the reason', async () => {
      const klass = await newClass();
      const student = await enrolledStudent(klass.id);
      const written = await write(klass.id, student, { rating: 3 });
      await service.db
        .update(studentReviews)
        .set({ createdAt: sql`now() - interval '31 days'` })
        .where(eq(studentReviews.id, written.body._id));
      const refused = await write(klass.id, student, { rating: 5 });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(REVIEW_MESSAGES.editWindowOver);
      expect(await ratingOf(klass.id)).toEqual({ count: 1, total: 3 });
    });

    it('deletes the review (it leaves the average); deleting again is 404', async () => {
      const klass = await newClass();
      const student = await enrolledStudent(klass.id);
      const other = await enrolledStudent(klass.id);
      await write(klass.id, student, { rating: 1 });
      await write(klass.id, other, { rating: 4 });
      expect(await ratingOf(klass.id)).toEqual({ count: 2, total: 5 });
      expect((await api('DELETE', `/classes/${klass.id}/review`, student.token)).status).toBe(200);
      expect(await ratingOf(klass.id)).toEqual({ count: 1, total: 4 });
      const again = await api('DELETE', `/classes/${klass.id}/review`, student.token);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(REVIEW_MESSAGES.noReview);
    });

    it('keeps the rating exact under 20 concurrent writes (new reviews and edits at once)', async () => {
      const klass = await newClass();
      const students = await Promise.all(Array.from({ length: 10 }, () => enrolledStudent(klass.id)));
      // Each student writes twice at once: 10 new reviews racing their own edits and each other.
      const answers = await burst(20, (index) => write(klass.id, students[index % 10]!, { rating: (index % 5) + 1 }));
      expect(statusCounts(answers)).toEqual({ 200: 20 });
      const [truth] = (
        await service.db.execute<{ count: number; total: number }>(
          sql`select count(*)::int as count, coalesce(sum(rating), 0)::int as total from class_reviews where class_id = ${klass.id}`,
        )
      ).rows;
      expect(truth?.count).toBe(10);
      expect(await ratingOf(klass.id)).toEqual(truth);
    });
  });

  describe('answers, hiding and the list', () => {
    it('lets the class instructor answer once (second time 409); another instructor gets 403', async () => {
      const klass = await newClass();
      const student = await enrolledStudent(klass.id);
      const review = (await write(klass.id, student, { rating: 4, text: 'Good' })).body;
      const stranger = await service.signIn('instructor');
      const notTheirs = await api('POST', `/reviews/${review._id}/answer`, stranger.token, { text: 'Thanks' });
      expect(notTheirs.status).toBe(403);
      expect(notTheirs.body.message).toBe(REVIEW_MESSAGES.notYourClass);
      const answered = await api('POST', `/reviews/${review._id}/answer`, instructor.token, { text: 'Thank you!' });
      expect(answered.status).toBe(201);
      expect(answered.body.answer?.text).toBe('Thank you!');
      const again = await api('POST', `/reviews/${review._id}/answer`, instructor.token, { text: 'Again' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyAnswered);
      expect((await api('POST', `/reviews/${review._id}/answer`, student.token, { text: 'Me' })).status).toBe(403);
      expect((await api('POST', `/reviews/${randomUUID()}/answer`, instructor.token, { text: 'x' })).status).toBe(404);
      const answeredEvents = await waitlistFigures(service).events(
        REVIEW_ANSWERED_V1.subject,
        (data) => data.reviewId === review._id,
      );
      expect(answeredEvents).toEqual([
        expect.objectContaining({ studentId: student.id, instructorName: 'Ada Teacher' }),
      ]);
    });

    it('lets only an admin hide with a reason: it leaves the list and the average, the author still sees it, both events are written', async () => {
      const klass = await newClass();
      const author = await enrolledStudent(klass.id);
      const other = await enrolledStudent(klass.id);
      const review = (await write(klass.id, author, { rating: 1, text: 'Rude words' })).body;
      await write(klass.id, other, { rating: 5 });
      expect((await api('POST', `/reviews/${review._id}/hide`, instructor.token, { reason: 'x' })).status).toBe(403);
      expect((await api('POST', `/reviews/${review._id}/hide`, other.token, { reason: 'x' })).status).toBe(403);
      expect((await api('POST', `/reviews/${review._id}/hide`, admin.token, {})).status).toBe(400);

      const hidden = await api('POST', `/reviews/${review._id}/hide`, admin.token, { reason: 'Insults' });
      expect(hidden.status).toBe(201);
      expect(hidden.body.hidden?.reason).toBe('Insults');
      expect(await ratingOf(klass.id)).toEqual({ count: 1, total: 5 });
      expect((await api('POST', `/reviews/${review._id}/hide`, admin.token, { reason: 'x' })).status).toBe(409);

      expect((await list(klass.id)).body.items.map((item) => item._id)).not.toContain(review._id);
      expect((await list(klass.id, other.token)).body.total).toBe(1);
      const forAuthor = await list(klass.id, author.token);
      expect(forAuthor.body.items.find((item) => item._id === review._id)?.hidden?.reason).toBe('Insults');
      const forAdmin = await list(klass.id, admin.token);
      expect(forAdmin.body.total).toBe(2);

      const figures = waitlistFigures(service);
      expect(await figures.events(REVIEW_HIDDEN_V1.subject, (data) => data.reviewId === review._id)).toEqual([
        {
          reviewId: review._id,
          classId: klass.id,
          className: klass.className,
          studentId: author.id,
          reason: 'Insults',
        },
      ]);
      expect(await figures.events(ADMIN_ACTION_RECORDED_V1.subject, (data) => data.targetId === review._id)).toEqual([
        expect.objectContaining({
          action: 'review.hidden',
          targetType: 'review',
          actorId: admin.id,
          reason: 'Insults',
        }),
      ]);

      const shown = await api('POST', `/reviews/${review._id}/unhide`, admin.token);
      expect(shown.status).toBe(201);
      expect(shown.body.hidden).toBeUndefined();
      expect(await ratingOf(klass.id)).toEqual({ count: 2, total: 6 });
      expect(
        await figures.events(
          ADMIN_ACTION_RECORDED_V1.subject,
          (data) => data.targetId === review._id && data.action === 'review.unhidden',
        ),
      ).toEqual([expect.objectContaining({ targetType: 'review', actorId: admin.id })]);
    });

    it('lists newest first, a page at a time; past the end: no items and the total', async () => {
      const klass = await newClass();
      for (let index = 0; index < 3; index++) {
        await write(klass.id, await enrolledStudent(klass.id, `Student ${index}`), { rating: 3 });
      }
      const first = await list(klass.id, undefined, '?pageSize=2');
      expect(first.body.items.map((item) => item.studentName)).toEqual(['Student 2', 'Student 1']);
      expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      const past = await list(klass.id, undefined, '?page=9&pageSize=2');
      expect(past.body).toMatchObject({ items: [], total: 3 });
      expect((await list(klass.id, undefined, '?pageSize=500')).status).toBe(400);
      expect((await list(randomUUID())).status).toBe(404);
    });
  });

  it('sorts the catalogue by rating: highest average first, then the most reviews, unrated last; cards carry the average', async () => {
    const ids: string[] = [];
    for (const [count, total] of [
      [2, 9],
      [4, 18],
      [1, 5],
      [0, 0],
    ] as const) {
      const klass = await newClass();
      await service.db.update(classes).set({ ratingCount: count, ratingTotal: total }).where(eq(classes.id, klass.id));
      ids.push(klass.id);
    }
    await service.catalogSynced();
    const sorted = await api<Array<{ _id: string; ratingAverage: number | null; ratingCount: number }>>(
      'GET',
      '/approvedclass?sort=rating',
    );
    const order = sorted.body.filter((cls) => ids.includes(cls._id)).map((cls) => cls._id);
    expect(order).toEqual([ids[2], ids[1], ids[0], ids[3]]);
    const card = sorted.body.find((cls) => cls._id === ids[1]);
    expect(card).toMatchObject({ ratingAverage: 4.5, ratingCount: 4 });
    expect(sorted.body.find((cls) => cls._id === ids[3])).toMatchObject({ ratingAverage: null, ratingCount: 0 });
  });
});

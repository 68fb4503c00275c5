import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASSES_CLASS_SCHEDULE,
  SCHEDULE_MESSAGES,
  type ClassDto,
  type ImageUploadResponse,
} from '@classhub/contracts';
import { callJson as call } from '@classhub/testing';
import { NATS_CONNECTION, RequestClient } from '@classhub/nest-kit';
import type { NatsConnection } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { classes } from '../src/classes/class.entity.js';
import { classSessions } from '../src/schedule/class-session.entity.js';
import { SessionBoundaries } from '../src/schedule/session-boundaries.js';
import { seatHolds } from '../src/seats/seat-hold.entity.js';
import { enrolmentWithdrawals } from '../src/withdrawals/enrolment-withdrawal.entity.js';
import { seatRequests } from './support/seat-requests.js';
import { startClasses, type RunningClasses, type SignedInUser } from './support/classes-app.js';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const nextYear = new Date().getUTCFullYear() + 1;

describe('classes: description and schedule (decision 0040, real PostgreSQL and NATS)', () => {
  let service: RunningClasses;
  let instructor: SignedInUser;
  let otherInstructor: SignedInUser;
  let student: SignedInUser;
  let otherStudent: SignedInUser;
  let admin: SignedInUser;
  let image: string;
  let classId: string;

  const get = <T>(path: string, token?: string) =>
    call<T & { message: string }>(service.baseUrl, 'GET', path, { token });

  beforeAll(async () => {
    service = await startClasses({ SEED_DEMO_DATA: 'false' });
    instructor = await service.signIn('instructor', 'sched@classhub.test', 'Sam Schedule');
    otherInstructor = await service.signIn('instructor');
    student = await service.signIn('student');
    otherStudent = await service.signIn('student');
    admin = await service.signIn('admin');
    const form = new FormData();
    form.append('image', new Blob([PNG_1X1], { type: 'image/png' }), 'cover.png');
    const uploaded = await call<ImageUploadResponse>(service.baseUrl, 'POST', '/media/classes', {
      token: instructor.token,
      body: form,
    });
    image = uploaded.body.data.display_url;
  });

  afterAll(async () => {
    await service?.stop();
  });

  it('stores the description, zone, link and sessions of a new class, with its start and end', async () => {
    const answer = await call<{ insertedId: string }>(service.baseUrl, 'POST', '/classes', {
      token: instructor.token,
      body: {
        className: 'Evening Pottery',
        availableSeats: 5,
        price: 20,
        classImage: image,
        description: 'Clay.\n\nMore clay.',
        learningOutcomes: 'Centre\nThrow',
        timeZone: 'Europe/Paris',
        meetingUrl: 'https://meet.example.com/pottery',
        sessions: [
          { date: `${nextYear}-07-08`, time: '18:30', durationMinutes: 90 },
          { date: `${nextYear}-07-01`, time: '18:30', durationMinutes: 60 },
        ],
      },
    });
    expect(answer.status).toBe(201);
    classId = answer.body.insertedId;
    const [row] = await service.db.select().from(classes).where(eq(classes.id, classId));
    expect(row).toMatchObject({ timeZone: 'Europe/Paris', meetingUrl: 'https://meet.example.com/pottery' });
    expect(row?.startsAt?.toISOString()).toBe(`${nextYear}-07-01T16:30:00.000Z`);
    expect(row?.endsAt?.toISOString()).toBe(`${nextYear}-07-08T18:00:00.000Z`);
    const stored = await service.db.select().from(classSessions).where(eq(classSessions.classId, classId));
    expect(stored).toHaveLength(2);
  });

  it('refuses a session in the past with the field named', async () => {
    const answer = await call<{ errors: { field: string; message: string }[] }>(service.baseUrl, 'POST', '/classes', {
      token: instructor.token,
      body: {
        className: 'Too Late',
        availableSeats: 5,
        price: 20,
        classImage: image,
        sessions: [{ date: '2020-01-01', time: '10:00', durationMinutes: 60 }],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'sessions.0', message: SCHEDULE_MESSAGES.sessionInPast }]);
  });

  it('shows the approved class with sessions and the next one, never the link; leaves ended classes out', async () => {
    await service.db.update(classes).set({ status: 'approved' }).where(eq(classes.id, classId));
    const ended = await seatRequests(service).newClass(3);
    await service.db
      .update(classes)
      .set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(classes.id, ended.id));
    await service.catalogSynced();
    const detail = await get<ClassDto>(`/classes/${classId}/detail`);
    expect(detail.body).toMatchObject({
      description: 'Clay.\n\nMore clay.',
      timeZone: 'Europe/Paris',
      nextSessionAt: `${nextYear}-07-01T16:30:00.000Z`,
      sessions: [
        { startsAt: `${nextYear}-07-01T16:30:00.000Z`, durationMinutes: 60 },
        { startsAt: `${nextYear}-07-08T16:30:00.000Z`, durationMinutes: 90 },
      ],
    });
    expect(JSON.stringify(detail.body)).not.toContain('meet.example.com');
    const listed = (await get<ClassDto[]>('/approvedclass')).body.map((dto) => dto._id);
    expect(listed).toContain(classId);
    expect(listed).not.toContain(ended.id);
    expect((await get<ClassDto[]>('/popularclass')).body.map((dto) => dto._id)).not.toContain(ended.id);
    expect((await get<ClassDto[]>('/approvedclass?include=ended')).body.map((dto) => dto._id)).toContain(ended.id);
    expect((await get('/approvedclass?include=all')).status).toBe(400);
    // Selling it is refused with the reason.
    expect(await seatRequests(service).hold(ended.id)).toMatchObject({
      ok: false,
      reason: 'not-approved',
      message: SCHEDULE_MESSAGES.classEnded,
    });
  });

  describe('GET /classes/:id/joining and /calendar.ics', () => {
    beforeAll(async () => {
      await service.db.insert(seatHolds).values({
        id: randomUUID(),
        classId,
        studentId: student.id,
        status: 'converted',
        expiresAt: new Date(),
        priceCents: 2000,
      });
    });

    it('gives the link and sessions to an enrolled student, the instructor and admins', async () => {
      for (const user of [student, instructor, admin]) {
        const answer = await get<{ meetingUrl: string; sessions: unknown[] }>(
          `/classes/${classId}/joining`,
          user.token,
        );
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ meetingUrl: 'https://meet.example.com/pottery', timeZone: 'Europe/Paris' });
        expect(answer.body.sessions).toHaveLength(2);
      }
    });

    it('refuses another student and another instructor (403), an unknown class (404), no token (401)', async () => {
      for (const user of [otherStudent, otherInstructor]) {
        const answer = await get(`/classes/${classId}/joining`, user.token);
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe(SCHEDULE_MESSAGES.notEnrolled);
        expect((await get(`/classes/${classId}/calendar.ics`, user.token)).status).toBe(403);
      }
      expect((await get(`/classes/${randomUUID()}/joining`, student.token)).status).toBe(404);
      expect((await get('/classes/not-a-uuid/joining', student.token)).status).toBe(400);
      expect((await get(`/classes/${classId}/joining`)).status).toBe(401);
    });

    it('refuses a student whose enrolment was refunded', async () => {
      const holdId = randomUUID();
      await service.db.insert(seatHolds).values({
        id: holdId,
        classId,
        studentId: otherStudent.id,
        status: 'converted',
        expiresAt: new Date(),
        priceCents: 2000,
      });
      expect((await get(`/classes/${classId}/joining`, otherStudent.token)).status).toBe(200);
      await service.db.insert(enrolmentWithdrawals).values({
        paymentId: randomUUID(),
        refundId: randomUUID(),
        holdId,
        classId,
        studentId: otherStudent.id,
        seatReleased: true,
      });
      expect((await get(`/classes/${classId}/joining`, otherStudent.token)).status).toBe(403);
    });

    it('downloads an iCalendar file with one event per session', async () => {
      const answer = await fetch(`${service.baseUrl}/classes/${classId}/calendar.ics`, {
        headers: { authorization: `Bearer ${student.token}` },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="evening-pottery.ics"');
      const ics = await answer.text();
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(ics).toContain(`DTSTART:${nextYear}0701T163000Z`);
      expect(ics).toContain('URL:https://meet.example.com/pottery');
    });
  });

  it('answers notifications with the sessions of a class', async () => {
    const notifications = new RequestClient(service.app.get<NatsConnection>(NATS_CONNECTION), {
      ...service.config,
      SERVICE_NAME: 'notifications',
    });
    const answer = await notifications.request(CLASSES_CLASS_SCHEDULE, { classId });
    expect(answer).toMatchObject({
      found: true,
      className: 'Evening Pottery',
      meetingUrl: 'https://meet.example.com/pottery',
    });
    expect(answer.sessions).toHaveLength(2);
    expect(await notifications.request(CLASSES_CLASS_SCHEDULE, { classId: randomUUID() })).toEqual({
      found: false,
      sessions: [],
    });
  });

  it('tells the catalogue when a session has ended since the last look', async () => {
    const boundaries = service.app.get(SessionBoundaries);
    await boundaries.look(new Date());
    const klass = await seatRequests(service).newClass(1);
    await service.db
      .insert(classSessions)
      .values({ classId: klass.id, startsAt: new Date(Date.now() - 60_000), durationMinutes: 1 });
    expect(await boundaries.look(new Date(Date.now() + 1000))).toBe(true);
    expect(await boundaries.look(new Date(Date.now() + 2000))).toBe(false);
  });
});

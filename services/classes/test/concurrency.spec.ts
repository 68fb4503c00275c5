import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASSES_SEAT_HOLD,
  CLASSES_SEAT_RELEASE,
  requestWireSubject,
  type ImageUploadResponse,
} from '@classhub/contracts';
import { burst, burstCalls, callJson as call, sessionsIdleInTransaction, statusCounts } from '@classhub/testing';
import { NATS_CONNECTION, outbox } from '@classhub/nest-kit';
import type { NatsConnection } from '@nats-io/transport-node';
import { eq, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { classes } from '../src/classes/class.entity.js';
import { seatHolds } from '../src/seats/seat-hold.entity.js';
import { startClasses, type RunningClasses, type SignedInUser } from './support/classes-app.js';

// Every mutating call, 50 times at once, with valid, duplicate and failing inputs, on the service's default pool
// (10 connections). A request that waits on a connection its own transaction holds would answer 500 here (the
// transaction guard refuses it) or hang the pool; afterwards the service must be healthy with no session left
// idle in a transaction, and the data exactly right.
const TIMES = 50;
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('classes under concurrent calls (real PostgreSQL and NATS)', () => {
  let service: RunningClasses;
  let instructor: SignedInUser;
  let admin: SignedInUser;
  let image: string;

  const addClass = async (className: string, availableSeats = 10): Promise<string> => {
    const answer = await call<{ insertedId: string }>(service.baseUrl, 'POST', '/classes', {
      token: instructor.token,
      body: { className, availableSeats, price: 25, classImage: image },
    });
    expect(answer.status).toBe(201);
    return answer.body.insertedId;
  };
  const statusOf = async (id: string) => (await service.db.select().from(classes).where(eq(classes.id, id)))[0];

  beforeAll(async () => {
    service = await startClasses({ SEED_DEMO_DATA: 'false' });
    instructor = await service.signIn('instructor', 'burst@classhub.test', 'Bea Burst');
    admin = await service.signIn('admin');
    const form = new FormData();
    form.append('image', new Blob([PNG_1X1], { type: 'image/png' }), 'cover.png');
    image = (
      await call<ImageUploadResponse>(service.baseUrl, 'POST', '/media/classes', {
        token: instructor.token,
        body: form,
      })
    ).body.data.display_url;
  });

  afterEach(async () => {
    // The service is left working after every burst: healthy, and no transaction left open.
    const health = await fetch(`${service.baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(await sessionsIdleInTransaction(service.config.DATABASE_URL)).toBe(0);
  });

  afterAll(async () => {
    await service?.stop();
  });

  describe('PATCH /classe/approved/{id} and /classe/denied/{id}', () => {
    it('answers 404 to every one of a burst on an unknown class', async () => {
      const answers = await burstCalls(
        TIMES,
        service.baseUrl,
        'PATCH',
        (index) => `/classe/${index % 2 ? 'approved' : 'denied'}/${randomUUID()}`,
        { token: admin.token },
      );
      expect(statusCounts(answers)).toEqual({ 404: TIMES });
    });

    it('answers 409 with the reason to every one of a burst on a class already decided', async () => {
      const id = await addClass('Decided Already');
      expect((await call(service.baseUrl, 'PATCH', `/classe/denied/${id}`, { token: admin.token })).status).toBe(200);
      const answers = await burstCalls<{ message: string }>(
        TIMES,
        service.baseUrl,
        'PATCH',
        (index) => `/classe/${index % 2 ? 'approved' : 'denied'}/${id}`,
        {
          token: admin.token,
        },
      );
      expect(statusCounts(answers)).toEqual({ 409: TIMES });
      expect(new Set(answers.map((answer) => answer.body.message)).size).toBe(1);
    });

    it('lets exactly one of a mixed burst on a pending class decide it, and announces the decision once', async () => {
      const id = await addClass('Fifty Admins');
      const answers = await burstCalls(
        TIMES,
        service.baseUrl,
        'PATCH',
        (index) => `/classe/${index % 2 ? 'approved' : 'denied'}/${id}`,
        { token: admin.token },
      );
      expect(statusCounts(answers)).toEqual({ 200: 1, 409: TIMES - 1 });
      const decided = await statusOf(id);
      const events = await service.db
        .select()
        .from(outbox)
        .where(like(outbox.subject, 'classes.class.%'))
        .orderBy(outbox.createdAt);
      expect(
        events
          .filter((event) => (event.payload as { data: { classId: string } }).data.classId === id)
          .map((event) => event.subject),
      ).toEqual(['classes.class.created.v1', `classes.class.${decided?.status}.v1`]);
    });
  });

  describe('POST /classes', () => {
    it('adds every one of a burst of valid classes, and refuses every one of a burst of invalid ones', async () => {
      const valid = await burstCalls<{ insertedId: string }>(TIMES, service.baseUrl, 'POST', '/classes', {
        token: instructor.token,
        body: (index: number) => ({
          className: `Burst Class ${index}`,
          availableSeats: 5,
          price: 10,
          classImage: image,
        }),
      });
      expect(statusCounts(valid)).toEqual({ 201: TIMES });
      expect(new Set(valid.map((answer) => answer.body.insertedId)).size).toBe(TIMES);
      const invalid = await burstCalls(TIMES, service.baseUrl, 'POST', '/classes', {
        token: instructor.token,
        body: (index: number) =>
          index % 2
            ? { className: 'x', availableSeats: -1, price: 10, classImage: image }
            : { className: 'No image here', availableSeats: 5, price: 10, classImage: 'https://evil.example/x.png' },
      });
      expect(statusCounts(invalid)).toEqual({ 400: TIMES });
      expect(await service.db.select().from(classes).where(like(classes.className, 'Burst Class %'))).toHaveLength(
        TIMES,
      );
    });
  });

  describe('PUT /feedback/{id}', () => {
    it('stores one of a burst of feedbacks on a class and answers 404 to a burst on an unknown one', async () => {
      const id = await addClass('Much Feedback');
      const stored = await burstCalls(TIMES, service.baseUrl, 'PUT', `/feedback/${id}`, {
        token: admin.token,
        body: (index: number) => ({ feedback: `Note ${index}` }),
      });
      expect(statusCounts(stored)).toEqual({ 200: TIMES });
      expect((await statusOf(id))?.feedback).toMatch(/^Note \d+$/);
      const unknown = await burstCalls(TIMES, service.baseUrl, 'PUT', `/feedback/${randomUUID()}`, {
        token: admin.token,
        body: { feedback: 'Lost' },
      });
      expect(statusCounts(unknown)).toEqual({ 404: TIMES });
    });
  });

  describe('POST /media/classes', () => {
    it('stores every one of a burst of images and refuses every one of a burst of non-images', async () => {
      const upload = (content: Buffer) => () => {
        const form = new FormData();
        form.append('image', new Blob([content], { type: 'image/png' }), 'cover.png');
        return call<ImageUploadResponse>(service.baseUrl, 'POST', '/media/classes', {
          token: instructor.token,
          body: form,
        });
      };
      const images = await burst(TIMES, upload(PNG_1X1));
      expect(statusCounts(images)).toEqual({ 201: TIMES });
      expect(new Set(images.map((answer) => answer.body.data.display_url)).size).toBe(TIMES);
      expect(statusCounts(await burst(TIMES, upload(Buffer.from('not an image'))))).toEqual({ 400: TIMES });
    });
  });

  describe('PUT /updateClass/{id}', () => {
    it('answers 410 to every one of a burst', async () => {
      const id = await addClass('Never Updated');
      expect(
        statusCounts(
          await burstCalls(TIMES, service.baseUrl, 'PUT', `/updateClass/${id}`, {
            token: instructor.token,
            body: { availableSeats: 99 },
          }),
        ),
      ).toEqual({ 410: TIMES });
    });
  });

  describe('seat hold and release requests', () => {
    it('holds no more seats than the class has under a burst of holds, duplicates and releases, and keeps the seat count', async () => {
      const id = await addClass('Seat Rush', 5);
      expect((await call(service.baseUrl, 'PATCH', `/classe/approved/${id}`, { token: admin.token })).status).toBe(200);
      const nc = service.app.get<NatsConnection>(NATS_CONNECTION);
      const ask = async (subject: string, data: object) =>
        (
          await nc.request(requestWireSubject(service.config.NATS_NAMESPACE, subject), JSON.stringify(data), {
            timeout: 10_000,
          })
        ).json<{ ok: boolean; data: { ok?: boolean } }>();
      const students = Array.from({ length: TIMES / 2 }, () => randomUUID());
      const holdIds = students.map(() => randomUUID());
      // Each student asks twice with the same hold id (a retried request): 25 students, 50 requests, 5 seats.
      const holds = await burst(TIMES, (index) =>
        ask(CLASSES_SEAT_HOLD.subject, {
          holdId: holdIds[index % students.length],
          classId: id,
          studentId: students[index % students.length],
        }),
      );
      expect(holds.every((reply) => reply.ok)).toBe(true);
      const granted = holdIds.filter((_, index) => holds[index]?.data.ok);
      expect(granted).toHaveLength(5);
      expect(holdIds.filter((_, index) => holds[index + students.length]?.data.ok)).toEqual(granted);
      expect(await statusOf(id)).toMatchObject({ availableSeats: 0, enrolled: 0 });
      expect(await service.db.select().from(seatHolds).where(eq(seatHolds.status, 'held'))).toHaveLength(5);

      const releases = await burst(TIMES, (index) =>
        ask(CLASSES_SEAT_RELEASE.subject, { holdId: holdIds[index % students.length] }),
      );
      expect(releases.every((reply) => reply.ok)).toBe(true);
      const cls = await statusOf(id);
      expect(cls).toMatchObject({ availableSeats: 5, enrolled: 0 });
      expect(await service.db.select().from(seatHolds).where(eq(seatHolds.status, 'held'))).toHaveLength(0);
    });
  });
});

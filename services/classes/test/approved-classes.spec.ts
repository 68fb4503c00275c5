import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CLASS_CREATED_V1, classSnapshotSchema, type ClassDto } from '@classhub/contracts';
import { createServiceApp, DRIZZLE, outbox, type ServiceApp } from '@classhub/nest-kit';
import { tmpdir } from 'node:os';
import { AppModule } from '../src/app.module.js';
import { classes } from '../src/classes/class.entity.js';
import type { ClassesDb } from '../src/db/classes-db.js';
import { DEMO_CLASSES } from '../src/seed/demo-classes.js';
import { startClasses, type RunningClasses } from './support/classes-app.js';

describe('classes service over HTTP (real PostgreSQL and NATS)', () => {
  let classesService: RunningClasses;
  let app: ServiceApp;
  let baseUrl: string;

  beforeAll(async () => {
    classesService = await startClasses();
    ({ app, baseUrl } = classesService);
  });

  afterAll(async () => {
    await classesService?.stop();
  });

  describe('GET /approvedclass', () => {
    it('lists only approved classes, most enrolled first, with the spec fields', async () => {
      const response = await fetch(`${baseUrl}/approvedclass`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as ClassDto[];

      const approved = DEMO_CLASSES.filter((demo) => demo.status === 'approved');
      expect(body).toHaveLength(approved.length);
      expect(body.every((cls) => cls.status === 'approved')).toBe(true);
      const enrolled = body.map((cls) => cls.enrolled);
      expect(enrolled).toEqual([...enrolled].sort((a, b) => b - a));
      expect(Object.keys(body[0] ?? {}).sort()).toEqual(
        [
          '_id',
          'availableSeats',
          'classImage',
          'className',
          'enrolled',
          'instructorEmail',
          'instructorName',
          'price',
          'status',
          // Issue 36: ratings (decision 0043) and the schedule (decision 0040; never the joining link).
          'ratingAverage',
          'ratingCount',
          'description',
          'learningOutcomes',
          'timeZone',
          'sessions',
          'startsAt',
          'endsAt',
          'nextSessionAt',
        ].sort(),
      );
    });

    it('returns prices in dollars with their cents intact', async () => {
      const body = (await (await fetch(`${baseUrl}/approvedclass`)).json()) as ClassDto[];
      expect(body.find((cls) => cls.className === 'Acoustic Guitar for Beginners')?.price).toBe(59.99);
    });

    it('includes the full class so the catalogue can show it in red', async () => {
      const body = (await (await fetch(`${baseUrl}/approvedclass`)).json()) as ClassDto[];
      expect(body.find((cls) => cls.className === 'Intro to Robotics')?.availableSeats).toBe(0);
    });
  });

  describe('demo images', () => {
    it('serves every seeded class image', async () => {
      const body = (await (await fetch(`${baseUrl}/approvedclass`)).json()) as ClassDto[];
      const image = body[0]?.classImage ?? '';
      expect(image).toMatch(/^\/api\/media\/classes\/[a-z]+\.svg$/);
      const response = await fetch(`${baseUrl}${image.replace('/api', '')}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect((await response.text()).startsWith('<svg')).toBe(true);
    });

    it('answers a JSON 404 for an unknown or unsafe image name', async () => {
      for (const name of ['nope.svg', '..%2F..%2Fpackage.json']) {
        const response = await fetch(`${baseUrl}/media/classes/${name}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ statusCode: 404 });
      }
    });
  });

  describe('GET /health', () => {
    it('reports the database and NATS as up', async () => {
      const response = await fetch(`${baseUrl}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ok',
        service: 'classes',
        checks: { database: 'up', nats: 'up' },
      });
    });
  });

  describe('seeding', () => {
    it('puts one CLASS_CREATED_V1 per seeded class in the outbox, with the class as stored', async () => {
      const db = app.get<ClassesDb>(DRIZZLE);
      const rows = await db.select().from(classes);
      const events = await db.select().from(outbox);
      expect(rows).toHaveLength(DEMO_CLASSES.length);
      expect(events).toHaveLength(DEMO_CLASSES.length);
      expect(events.every((event) => event.subject === CLASS_CREATED_V1.subject)).toBe(true);
      const snapshots = events.map((event) => classSnapshotSchema.parse(event.payload.data));
      expect(snapshots.map((snapshot) => snapshot.classId).sort()).toEqual(rows.map((row) => row.id).sort());
      const guitar = snapshots.find((snapshot) => snapshot.className === 'Acoustic Guitar for Beginners');
      expect(guitar).toEqual({
        classId: rows.find((row) => row.className === 'Acoustic Guitar for Beginners')?.id,
        className: 'Acoustic Guitar for Beginners',
        instructorEmail: 'instructor2@classhub.test',
        instructorName: 'Rafael Okafor',
        status: 'approved',
        enrolled: 22,
        availableSeats: 8,
        price: 59.99,
        classImage: '/api/media/classes/guitar.svg',
        // Its demo sessions, relative to the seeding (decision 0040).
        startsAt: rows.find((row) => row.className === 'Acoustic Guitar for Beginners')?.startsAt?.toISOString(),
        endsAt: rows.find((row) => row.className === 'Acoustic Guitar for Beginners')?.endsAt?.toISOString(),
      });
    });

    it('does not seed twice when the service restarts on the same database', async () => {
      const again = await createServiceApp(AppModule.register({ ...classesService.config, MEDIA_DIR: tmpdir() }), {
        logs: false,
      });
      await again.init();
      await again.close();
      const body = (await (await fetch(`${baseUrl}/approvedclass`)).json()) as ClassDto[];
      expect(body).toHaveLength(DEMO_CLASSES.filter((demo) => demo.status === 'approved').length);
      expect(await app.get<ClassesDb>(DRIZZLE).select().from(outbox)).toHaveLength(DEMO_CLASSES.length);
    });
  });
});

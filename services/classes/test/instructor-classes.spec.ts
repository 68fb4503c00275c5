import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CLASS_CREATED_V1, classSnapshotSchema, type ClassDto, type ImageUploadResponse } from '@classhub/contracts';
import { outbox } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { classes } from '../src/classes/class.entity.js';
import { startClasses, type RunningClasses, type SignedInUser } from './support/classes-app.js';
import { callJson as call } from '@classhub/testing';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function imageForm(content: Buffer, type = 'image/png', name = 'cover.png'): FormData {
  const form = new FormData();
  form.append('image', new Blob([content], { type }), name);
  return form;
}

describe('classes: an instructor adds and lists classes (real PostgreSQL and NATS)', () => {
  let service: RunningClasses;
  let instructor: SignedInUser;
  let otherInstructor: SignedInUser;
  let student: SignedInUser;
  let admin: SignedInUser;
  let image: string;

  const upload = (token: string | undefined, form = imageForm(PNG_1X1)) =>
    call<ImageUploadResponse & { message: string }>(service.baseUrl, 'POST', '/media/classes', { token, body: form });
  const validClass = () => ({ className: 'Pottery for Everyone', availableSeats: 12, price: 19.99, classImage: image });
  const create = (token: string | undefined, body: unknown) =>
    call<{ insertedId: string; message: string; errors?: { field: string; message: string }[] }>(
      service.baseUrl,
      'POST',
      '/classes',
      { token, body },
    );

  beforeAll(async () => {
    service = await startClasses();
    instructor = await service.signIn('instructor', 'potter@classhub.test', 'Paula Potter');
    otherInstructor = await service.signIn('instructor');
    student = await service.signIn('student');
    admin = await service.signIn('admin');
    const uploaded = await upload(instructor.token);
    expect(uploaded.status).toBe(201);
    image = uploaded.body.data.display_url;
  });

  afterAll(async () => {
    await service?.stop();
  });

  describe('POST /media/classes', () => {
    it('stores a real image for an instructor and serves it', async () => {
      expect(image).toMatch(/^\/api\/media\/classes\/[0-9a-f-]{36}\.png$/);
      const served = await fetch(`${service.baseUrl}${image.replace('/api', '')}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1X1);
    });

    it('refuses a file that is not an image whatever it is called', async () => {
      const answer = await upload(
        instructor.token,
        imageForm(Buffer.from('<script>alert(1)</script>'), 'image/png', 'x.png'),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/Only PNG, JPEG, WebP or GIF/);
    });

    it('is for instructors only', async () => {
      expect((await upload(undefined)).status).toBe(401);
      expect((await upload(student.token)).status).toBe(403);
      expect((await upload(admin.token)).status).toBe(403);
    });
  });

  describe('POST /classes', () => {
    it('adds a pending class named after the signed-in instructor, whatever the body claims', async () => {
      const answer = await create(instructor.token, {
        ...validClass(),
        enrolled: 500,
        status: 'approved',
        instructorName: 'Someone Else',
        instructorEmail: otherInstructor.email,
      });
      expect(answer.status).toBe(201);
      const [row] = await service.db.select().from(classes).where(eq(classes.id, answer.body.insertedId));
      expect(row).toMatchObject({
        className: 'Pottery for Everyone',
        instructorName: 'Paula Potter',
        instructorEmail: 'potter@classhub.test',
        enrolled: 0,
        availableSeats: 12,
        priceCents: 1999,
        status: 'pending',
        classImage: image,
      });
    });

    it('announces the new class with class.created.v1 through the outbox', async () => {
      const { body } = await create(instructor.token, { ...validClass(), className: 'Announced Class' });
      const events = await service.db.select().from(outbox).where(eq(outbox.subject, CLASS_CREATED_V1.subject));
      const event = events
        .map((row) => classSnapshotSchema.parse(row.payload.data))
        .find((data) => data.classId === body.insertedId);
      expect(event).toMatchObject({ className: 'Announced Class', status: 'pending', enrolled: 0, price: 19.99 });
    });

    it('accepts numbers sent as text by a form', async () => {
      expect((await create(instructor.token, { ...validClass(), availableSeats: '7', price: '35.5' })).status).toBe(
        201,
      );
    });

    it.each([
      [{ className: 'ab' }, 'className', /3 to 120 characters/],
      [{ className: 'x'.repeat(121) }, 'className', /3 to 120 characters/],
      [{ className: '   ' }, 'className', /Class name is required/],
      [{ availableSeats: 0 }, 'availableSeats', /whole number from 1 to 10,000/],
      [{ availableSeats: 1.5 }, 'availableSeats', /whole number/],
      [{ availableSeats: 10_001 }, 'availableSeats', /whole number from 1 to 10,000/],
      [{ availableSeats: 'ten' }, 'availableSeats', /whole number/],
      [{ price: -1 }, 'price', /from 0 to 100,000/],
      [{ price: 100_000.01 }, 'price', /from 0 to 100,000/],
      [{ price: 19.999 }, 'price', /at most 2 decimal places/],
      [{ price: null }, 'price', /Price must be a number/],
      // Text Number() reads but nobody types as a price or a count (decision 0033).
      [{ price: '0x10' }, 'price', /written like 49\.99/],
      [{ price: '1e2' }, 'price', /written like 49\.99/],
      [{ price: ' 16' }, 'price', /written like 49\.99/],
      [{ price: 'Infinity' }, 'price', /written like 49\.99/],
      [{ price: '16.001' }, 'price', /at most 2 decimal places/],
      [{ availableSeats: '0x10' }, 'availableSeats', /whole number from 1 to 10,000/],
      [{ availableSeats: '+16' }, 'availableSeats', /whole number from 1 to 10,000/],
      [{ classImage: '' }, 'classImage', /Class image is required/],
      [{ classImage: 'https://evil.example/x.png' }, 'classImage', /Upload the class image first/],
      [{ classImage: '/api/media/classes/../../etc/passwd' }, 'classImage', /Upload the class image first/],
    ])('answers 400 for %p', async (change, field, reason) => {
      const answer = await create(instructor.token, { ...validClass(), ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(reason);
      expect(answer.body.errors?.[0]?.field).toBe(field);
    });

    it('answers 400 for an image path that was never uploaded', async () => {
      const answer = await create(instructor.token, {
        ...validClass(),
        classImage: `/api/media/classes/${crypto.randomUUID()}.png`,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/Upload the class image first/);
    });

    it('answers 400 for a body that is not a JSON object', async () => {
      expect((await create(instructor.token, '[1,2]')).status).toBe(400);
      expect((await create(instructor.token, '{"className":')).status).toBe(400);
    });

    it('is for instructors only: no token, a forged token, a student or an admin are refused', async () => {
      expect((await create(undefined, validClass())).status).toBe(401);
      expect((await create(await service.issuer.forgedTokenFor(instructor), validClass())).status).toBe(401);
      expect((await create(student.token, validClass())).status).toBe(403);
      expect((await create(admin.token, validClass())).status).toBe(403);
    });
  });

  describe('GET /classes/{email}', () => {
    const listOf = (email: string, token?: string) =>
      call<ClassDto[]>(service.baseUrl, 'GET', `/classes/${encodeURIComponent(email)}`, { token });

    it('lists the instructor’s own classes in every status, newest first, with feedback', async () => {
      const [first] = await service.db
        .select()
        .from(classes)
        .where(eq(classes.instructorEmail, instructor.email))
        .limit(1);
      await service.db
        .update(classes)
        .set({ feedback: 'Add a materials list' })
        .where(eq(classes.id, first?.id ?? ''));
      const answer = await listOf(instructor.email, instructor.token);
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThanOrEqual(3);
      expect(answer.body.every((cls) => cls.instructorEmail === instructor.email)).toBe(true);
      expect(answer.body.find((cls) => cls._id === first?.id)?.feedback).toBe('Add a materials list');
    });

    it('matches the email whatever its case', async () => {
      expect((await listOf(instructor.email.toUpperCase(), instructor.token)).status).toBe(200);
    });

    it('lets an admin read any instructor’s classes', async () => {
      const answer = await listOf('instructor1@classhub.test', admin.token);
      expect(answer.status).toBe(200);
      expect(answer.body.some((cls) => cls.status === 'denied')).toBe(true);
    });

    it('refuses another instructor’s list, students and anonymous callers', async () => {
      expect((await listOf(instructor.email, otherInstructor.token)).status).toBe(403);
      expect((await listOf(student.email, student.token)).status).toBe(403);
      expect((await listOf(instructor.email)).status).toBe(401);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { edgePurgeSubject, POPULAR_CLASSES_LIMIT, type ClassDto, type ClassPage } from '@classhub/contracts';
import { connect } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { classes } from '../src/classes/class.entity.js';
import { DEMO_CLASSES } from '../src/seed/demo-classes.js';
import { startClasses, type RunningClasses } from './support/classes-app.js';
import { callJson as call } from '@classhub/testing';
import pg from 'pg';

const APPROVED = DEMO_CLASSES.filter((demo) => demo.status === 'approved');

describe('classes: the public catalogue (real PostgreSQL and NATS)', () => {
  let service: RunningClasses;
  const get = <T>(path: string) => call<T>(service.baseUrl, 'GET', path);
  const names = (list: ClassDto[]) => list.map((cls) => cls.className);

  beforeAll(async () => {
    service = await startClasses();
  });

  afterAll(async () => {
    await service?.stop();
  });

  describe('GET /approvedclass with search, filters, sort and pages', () => {
    it('keeps the plain array when no page is asked for, filters included', async () => {
      const answer = await get<ClassDto[]>('/approvedclass?q=guitar');
      expect(answer.status).toBe(200);
      expect(names(answer.body)).toEqual(['Acoustic Guitar for Beginners']);
    });

    it('searches class and instructor names, ignoring case', async () => {
      const byInstructor = await get<ClassDto[]>('/approvedclass?q=MEI%20TANAKA');
      expect(names(byInstructor.body).sort()).toEqual(
        APPROVED.filter((demo) => demo.instructorName === 'Mei Tanaka')
          .map((demo) => demo.className)
          .sort(),
      );
    });

    it('treats % and _ as plain letters', async () => {
      expect((await get<ClassDto[]>('/approvedclass?q=%25')).body).toEqual([]);
      expect((await get<ClassDto[]>('/approvedclass?q=_')).body).toEqual([]);
    });

    it('filters by price range (inclusive, in dollars with cents) and by free seats', async () => {
      const ranged = (await get<ClassDto[]>('/approvedclass?minPrice=45&maxPrice=59.99')).body;
      expect(ranged.length).toBeGreaterThan(0);
      expect(ranged.every((cls) => cls.price >= 45 && cls.price <= 59.99)).toBe(true);
      expect(names(ranged)).toContain('Acoustic Guitar for Beginners');

      const open = (await get<ClassDto[]>('/approvedclass?available=true')).body;
      expect(open).toHaveLength(APPROVED.filter((demo) => demo.availableSeats > 0).length);
      expect(names(open)).not.toContain('Intro to Robotics');
    });

    it('sorts by price either way and by newest', async () => {
      const up = (await get<ClassDto[]>('/approvedclass?sort=price-asc')).body.map((cls) => cls.price);
      expect(up).toEqual([...up].sort((a, b) => a - b));
      const down = (await get<ClassDto[]>('/approvedclass?sort=price-desc')).body.map((cls) => cls.price);
      expect(down).toEqual([...down].sort((a, b) => b - a));

      await service.db
        .update(classes)
        .set({ createdAt: new Date(Date.now() + 60_000) })
        .where(eq(classes.className, 'Public Speaking Confidence'));
      await service.catalogSynced();
      expect((await get<ClassDto[]>('/approvedclass?sort=newest')).body[0]?.className).toBe(
        'Public Speaking Confidence',
      );
    });

    it('pages through the results with a total, never repeating or skipping a class', async () => {
      const first = await get<ClassPage>('/approvedclass?page=1&pageSize=3');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: APPROVED.length, page: 1, pageSize: 3 });
      expect(first.body.items).toHaveLength(3);
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(APPROVED.length / 3); page += 1) {
        seen.push(...names((await get<ClassPage>(`/approvedclass?page=${page}&pageSize=3`)).body.items));
      }
      expect(seen).toHaveLength(APPROVED.length);
      expect(new Set(seen).size).toBe(APPROVED.length);
      expect((await get<ClassPage>('/approvedclass?page=99&pageSize=3')).body).toMatchObject({
        items: [],
        total: APPROVED.length,
      });
    });

    it('uses 12 per page when only the page is given', async () => {
      expect((await get<ClassPage>('/approvedclass?page=1')).body).toMatchObject({ page: 1, pageSize: 12 });
    });

    it.each([
      ['sort=cheapest', /sort must be one of/],
      ['minPrice=-1', /minPrice must be a price/],
      ['maxPrice=abc', /maxPrice must be a price/],
      // Above the highest class price: once past the pattern, this overflowed the integer cents column (a 500).
      ['maxPrice=9007199254740993', /maxPrice must be a price from 0 to 100000/],
      ['minPrice=21474836.48', /minPrice must be a price from 0 to 100000/],
      ['minPrice=50&maxPrice=10', /minPrice cannot be above maxPrice/],
      ['available=yes', /available must be true or false/],
      ['page=0', /page must be a whole number/],
      ['pageSize=49', /pageSize must be a whole number from 1 to 48/],
      ['pageSize=2.5', /pageSize must be a whole number/],
      // Spaces around a number were trimmed away before decision 0033; only plain decimals are read now.
      ['minPrice=%2016', /minPrice must be a price/],
      ['maxPrice=16%20', /maxPrice must be a price/],
      ['page=%202', /page must be a whole number/],
      [`q=${'x'.repeat(101)}`, /at most 100 characters/],
    ])('answers 400 with the reason for %s', async (query, reason) => {
      const answer = await get<{ statusCode: number; message: string }>(`/approvedclass?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(reason);
    });

    it('never shows the admin’s feedback to the public', async () => {
      await service.db
        .update(classes)
        .set({ feedback: 'Between admin and instructor' })
        .where(eq(classes.className, 'Digital Photography'));
      await service.catalogSynced();
      const listed = (await get<ClassDto[]>('/approvedclass')).body.find(
        (cls) => cls.className === 'Digital Photography',
      );
      expect(listed).toBeDefined();
      expect(listed).not.toHaveProperty('feedback');
    });
  });

  describe('GET /popularclass', () => {
    it('lists the six most enrolled approved classes', async () => {
      const answer = await get<ClassDto[]>('/popularclass');
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(POPULAR_CLASSES_LIMIT);
      const expected = [...APPROVED].sort((a, b) => b.enrolled - a.enrolled).slice(0, POPULAR_CLASSES_LIMIT);
      expect(answer.body.map((cls) => cls.enrolled)).toEqual(expected.map((demo) => demo.enrolled));
      expect(answer.body.every((cls) => cls.status === 'approved' && !('feedback' in cls))).toBe(true);
    });
  });

  describe('GET /classes/{id}/detail', () => {
    const idOf = async (className: string) => {
      const [row] = await service.db.select({ id: classes.id }).from(classes).where(eq(classes.className, className));
      return row?.id ?? '';
    };

    it('shows one approved class', async () => {
      const answer = await get<ClassDto>(`/classes/${await idOf('Watercolor Landscapes')}/detail`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ className: 'Watercolor Landscapes', price: 49, status: 'approved' });
    });

    it('hides pending and denied classes as if they did not exist', async () => {
      for (const className of ['Jazz Piano Improvisation', 'Calligraphy in a Weekend']) {
        const answer = await get<{ message: string }>(`/classes/${await idOf(className)}/detail`);
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe('Class not found');
      }
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await get(`/classes/${crypto.randomUUID()}/detail`)).status).toBe(404);
      const malformed = await get<{ message: string }>('/classes/not-an-id/detail');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Invalid class id');
    });
  });

  describe('HTTP caching of the public reads', () => {
    const fetchWith = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${service.baseUrl}${path}`, { headers });

    it.each(['/approvedclass', '/approvedclass?page=1&pageSize=3', '/popularclass'])(
      '%s answers an ETag, and 304 without a body for it',
      async (path) => {
        const first = await fetchWith(path);
        const etag = first.headers.get('etag');
        expect(first.status).toBe(200);
        expect(etag).toMatch(/^"[\w-]+"$/);
        expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=5');
        expect(first.headers.get('content-type')).toMatch(/^application\/json/);

        const again = await fetchWith(path, { 'if-none-match': `W/"other", ${etag}` });
        expect(again.status).toBe(304);
        expect(await again.text()).toBe('');
        expect((await fetchWith(path, { 'if-none-match': '"stale"' })).status).toBe(200);
      },
    );

    it('serves a new list and ETag as soon as anyone commits a change to a class, even outside the service', async () => {
      const before = await fetchWith('/approvedclass');
      const etag = String(before.headers.get('etag'));
      // Another connection, as another instance or an operator would write: only the database's notification tells.
      const outsider = new pg.Client({ connectionString: service.config.DATABASE_URL });
      await outsider.connect();
      try {
        await outsider.query(`UPDATE classes SET enrolled = enrolled + 1 WHERE class_name = 'Watercolor Landscapes'`);
      } finally {
        await outsider.end();
      }
      await service.catalogSynced();
      const after = await fetchWith('/approvedclass', { 'if-none-match': etag });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      const listed = ((await after.json()) as ClassDto[]).find((cls) => cls.className === 'Watercolor Landscapes');
      const enrolledBefore =
        ((await before.json()) as ClassDto[]).find((cls) => cls.className === 'Watercolor Landscapes')?.enrolled ?? 0;
      expect(listed?.enrolled).toBe(enrolledBefore + 1);
    });

    it('shows a class approved through the API once the change is announced', async () => {
      const admin = await service.signIn('admin');
      const [pending] = await service.db
        .select({ id: classes.id })
        .from(classes)
        .where(eq(classes.className, 'Jazz Piano Improvisation'));
      expect((await get<ClassDto>(`/classes/${pending?.id}/detail`)).status).toBe(404);
      const approved = await call(service.baseUrl, 'PATCH', `/classe/approved/${pending?.id}`, { token: admin.token });
      expect(approved.status).toBe(200);
      await service.catalogSynced();
      expect((await get<ClassDto>(`/classes/${pending?.id}/detail`)).body).toMatchObject({
        className: 'Jazz Piano Improvisation',
        status: 'approved',
      });
      expect(names((await get<ClassDto[]>('/approvedclass')).body)).toContain('Jazz Piano Improvisation');
    });

    it('lets the gateway keep the answers until a class changes, and tells it when one does', async () => {
      const first = await fetchWith('/approvedclass');
      expect(first.headers.get('surrogate-control')).toBe('max-age=30');
      expect(first.headers.get('surrogate-key')).toBe('catalog');
      const missing = await fetchWith('/classes/00000000-0000-4000-8000-000000000000/detail');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('surrogate-control')).toBeNull();

      const nats = await connect({ servers: service.config.NATS_URL });
      try {
        const purges = nats.subscribe(edgePurgeSubject(service.config.NATS_NAMESPACE, 'classes'), { max: 1 });
        await nats.flush();
        await service.db
          .update(classes)
          .set({ enrolled: 0 })
          .where(eq(classes.className, 'Public Speaking Confidence'));
        await service.catalogSynced();
        const heard: string[] = [];
        for await (const purge of purges) heard.push(purge.string());
        expect(heard).toEqual(['catalog']);
      } finally {
        await nats.close();
      }
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClassDto, ClassListPage } from '@classhub/contracts';
import { callJson as call } from '@classhub/testing';
import { classes } from '../src/classes/class.entity.js';
import { startClasses, type RunningClasses, type SignedInUser } from './support/classes-app.js';

const INSTRUCTOR = { email: 'searcher@classhub.test', name: 'Sara Searcher' };
// Classes created in one instant: only the id can keep their order from one page to the next.
const SAME_INSTANT = new Date('2030-01-01T00:00:00Z');
const STATUSES = ['pending', 'approved', 'denied'] as const;

describe('classes: GET /classes and GET /classes/{email} filter, search and page (decision 0044)', () => {
  let service: RunningClasses;
  let admin: SignedInUser;
  let instructor: SignedInUser;

  const get = <T>(path: string, token = admin.token) => call<T>(service.baseUrl, 'GET', path, { token });
  const names = (list: ClassDto[]) => list.map((item) => item.className);

  beforeAll(async () => {
    service = await startClasses();
    admin = await service.signIn('admin');
    instructor = await service.signIn('instructor', INSTRUCTOR.email, INSTRUCTOR.name);
    const base = {
      classImage: '/api/media/classes/piano.svg',
      instructorName: INSTRUCTOR.name,
      instructorEmail: INSTRUCTOR.email,
      availableSeats: 5,
      priceCents: 1000,
      createdAt: SAME_INSTANT,
    };
    await service.db.insert(classes).values([
      ...Array.from({ length: 9 }, (_, index) => ({
        ...base,
        className: `Quilting ${index}`,
        status: STATUSES[index % 3],
      })),
      { ...base, className: 'Discount 50% Day', status: 'approved' as const },
      { ...base, className: 'Discount 500 Day', status: 'approved' as const },
    ]);
  });

  afterAll(async () => {
    await service?.stop();
  });

  it('answers the plain array without paging parameters, with the waitlist length on each class', async () => {
    const answer = await get<ClassDto[]>('/classes?status=pending');
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.body.every((item) => item.status === 'pending')).toBe(true);
    expect(answer.body.every((item) => typeof item.waitlistLength === 'number')).toBe(true);
  });

  it('finds classes by class name or instructor name or email, in any case; %, _ and \\ are letters', async () => {
    expect(names((await get<ClassDto[]>('/classes?q=QUILTING%204')).body)).toEqual(['Quilting 4']);
    expect((await get<ClassDto[]>('/classes?q=sara%20SEARCH')).body).toHaveLength(11);
    expect((await get<ClassDto[]>('/classes?q=searcher@')).body).toHaveLength(11);
    expect(names((await get<ClassDto[]>(`/classes?q=${encodeURIComponent('50%')}`)).body)).toEqual([
      'Discount 50% Day',
    ]);
    expect((await get<ClassDto[]>('/classes?q=quilting_')).body).toEqual([]);
  });

  it('pages newest first, in a stable order among classes created in the same instant', async () => {
    const seen: ClassDto[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const answer = await get<ClassListPage>(`/classes?q=searcher&page=${page}&pageSize=3`);
      expect(answer.body).toMatchObject({ total: 11, page, pageSize: 3 });
      seen.push(...answer.body.items);
    }
    const ids = seen.map((item) => item._id);
    expect(new Set(ids).size).toBe(11);
    expect(ids).toEqual([...ids].sort().reverse());
    // The first page of one is the head of the whole list, in the same order (the tie-break is the id).
    const newest = await get<ClassListPage>('/classes?page=1&pageSize=1');
    const all = await get<ClassDto[]>('/classes');
    expect(newest.body.items.map((item) => item._id)).toEqual([all.body[0]!._id]);
  });

  it('filters by status and pages; past the end is an empty page with the real total', async () => {
    const approved = await get<ClassListPage>('/classes?q=quilting&status=approved&pageSize=2');
    expect(approved.body.total).toBe(3);
    expect(approved.body.items.every((item) => item.status === 'approved')).toBe(true);
    const past = await get<ClassListPage>('/classes?q=quilting&status=denied&page=50&pageSize=2');
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ items: [], total: 3, page: 50, pageSize: 2 });
  });

  it('lets an instructor filter and page their own classes only', async () => {
    const own = await get<ClassDto[]>(`/classes/${INSTRUCTOR.email}?status=denied`, instructor.token);
    expect(names(own.body).sort()).toEqual(['Quilting 2', 'Quilting 5', 'Quilting 8']);
    const page = await get<ClassListPage>(
      `/classes/${INSTRUCTOR.email}?status=approved&page=2&pageSize=3`,
      instructor.token,
    );
    expect(page.body).toMatchObject({ total: 5, page: 2, pageSize: 3 });
    expect(page.body.items).toHaveLength(2);
    const other = await service.signIn('instructor');
    expect((await get(`/classes/${INSTRUCTOR.email}?status=denied`, other.token)).status).toBe(403);
  });

  it.each([
    ['/classes?status=cancelled', 'status must be one of pending, approved, denied'],
    ['/classes?page=0', 'page must be a whole number of at least 1'],
    ['/classes?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    [`/classes/${INSTRUCTOR.email}?status=nope`, 'status must be one of pending, approved, denied'],
  ])('refuses %s with a 400 naming the reason', async (path, reason) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(reason);
  });

  it('answers 403 to a student and an instructor on GET /classes', async () => {
    const student = await service.signIn('student');
    for (const token of [student.token, instructor.token])
      expect((await get('/classes?status=pending&page=1', token)).status).toBe(403);
  });
});

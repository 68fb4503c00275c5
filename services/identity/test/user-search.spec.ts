import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { UserDto, UserPage } from '@classhub/contracts';
import { users } from '../src/users/user.entity.js';
import { call, signInWithToken } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

// Accounts created in one instant: only the id can keep their order from one page to the next.
const SAME_INSTANT = new Date('2020-01-01T00:00:00Z');
const SEARCHABLE = [
  { name: 'Pagina Fifty 50% Off', email: 'pagina.percent@search.test' },
  { name: 'Pagina Five Hundred 500', email: 'pagina.500@search.test' },
  { name: 'Pagina Under_Score', email: 'pagina.under@search.test' },
  { name: 'Pagina UnderXScore', email: 'pagina.underx@search.test' },
  { name: 'Pagina Back\\Slash', email: 'pagina.back@search.test' },
  ...Array.from({ length: 7 }, (_, index) => ({
    name: `Pagina Tied ${index}`,
    email: `pagina.tied${index}@search.test`,
  })),
];

describe('identity: GET /users searches, filters and pages (decision 0044)', () => {
  let identity: RunningIdentity;
  let admin: string;

  const get = <T>(query: string, token = admin) => call<T>(identity.baseUrl, 'GET', `/users${query}`, { token });
  const names = (list: UserDto[]) => list.map((user) => user.name);

  beforeAll(async () => {
    identity = await startIdentity();
    admin = (await signInWithToken(identity.baseUrl, 'admin@classhub.test')).token;
    await identity.db
      .insert(users)
      .values(
        SEARCHABLE.map((user) => ({ ...user, role: 'student' as const, joinYear: 2020, createdAt: SAME_INSTANT })),
      );
  });

  afterAll(async () => {
    await identity?.stop();
  });

  it('answers the plain array without paging parameters, also when filtered', async () => {
    const all = await get<UserDto[]>('');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.length).toBeGreaterThan(SEARCHABLE.length);
    const instructors = await get<UserDto[]>('?role=instructor');
    expect(instructors.body.length).toBeGreaterThan(0);
    expect(instructors.body.every((user) => user.role === 'instructor')).toBe(true);
  });

  it('finds users by part of the name or the email, in any case', async () => {
    expect(names((await get<UserDto[]>('?q=FIVE%20hundred')).body)).toEqual(['Pagina Five Hundred 500']);
    expect(names((await get<UserDto[]>('?q=PAGINA.UNDERX@')).body)).toEqual(['Pagina UnderXScore']);
  });

  it('takes %, _ and \\ in the search as letters, not wildcards', async () => {
    expect(names((await get<UserDto[]>(`?q=${encodeURIComponent('50%')}`)).body)).toEqual(['Pagina Fifty 50% Off']);
    expect(names((await get<UserDto[]>('?q=under_')).body)).toEqual(['Pagina Under_Score']);
    expect(names((await get<UserDto[]>(`?q=${encodeURIComponent('k\\s')}`)).body)).toEqual(['Pagina Back\\Slash']);
  });

  it('filters by role and search together, in pages', async () => {
    const page = await get<UserPage>('?q=pagina&role=student&page=1&pageSize=5');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: SEARCHABLE.length, page: 1, pageSize: 5 });
    expect(page.body.items).toHaveLength(5);
    expect((await get<UserPage>('?q=pagina&role=admin&page=1')).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  it('keeps a stable order across pages among accounts created in the same instant', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await get<UserPage>(`?q=pagina&pageSize=5&page=${page}`);
      seen.push(...answer.body.items.map((user) => user._id));
    }
    expect(seen).toHaveLength(SEARCHABLE.length);
    expect(new Set(seen).size).toBe(SEARCHABLE.length);
    expect(seen).toEqual([...seen].sort());
  });

  it('answers an empty page with the real total past the end', async () => {
    const answer = await get<UserPage>('?q=pagina&page=99&pageSize=10');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ items: [], total: SEARCHABLE.length, page: 99, pageSize: 10 });
  });

  it.each([
    ['role=teacher', 'role must be one of admin, instructor, student'],
    ['page=0', 'page must be a whole number of at least 1'],
    ['page=1e2', 'page must be a whole number of at least 1'],
    ['pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['pageSize=-1', 'pageSize must be a whole number from 1 to 100'],
    [`q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
  ])('refuses %s with a 400 naming the reason', async (query, reason) => {
    const answer = await get<{ message: string }>(`?${query}`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(reason);
  });

  it('answers 403 to a student and an instructor, whatever they ask', async () => {
    for (const email of ['student1@classhub.test', 'instructor1@classhub.test']) {
      const { token } = await signInWithToken(identity.baseUrl, email);
      expect((await get(`?q=pagina&page=1`, token)).status).toBe(403);
    }
  });
});

import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  defineRoute,
  defineRoutePrefix,
  defineRoutes,
  isUnderPrefix,
  responseOf,
  routeGuard,
  routePath,
  type RouteBody,
  type RouteParams,
  type RouteResponse,
} from './route-definition.js';

describe('defineRoute', () => {
  it('keeps method, path, owner and schemas as declared', () => {
    const body = z.object({ classId: z.string() });
    const route = defineRoute({
      name: 'selectClass',
      owner: 'payments',
      method: 'POST',
      path: '/selected',
      access: 'self',
      body,
    });
    expect(route).toEqual({
      name: 'selectClass',
      owner: 'payments',
      method: 'POST',
      path: '/selected',
      access: 'self',
      body,
    });
    expect(Object.isFrozen(route)).toBe(true);
  });

  it.each(['selected', '/api/selected', '/selected/', '/classes/{id}', '/a//b', '/auth/*'])(
    'refuses the path %s',
    (path) => {
      expect(() => defineRoute({ name: 'x', owner: 'classes', method: 'GET', path, access: 'public' })).toThrow(
        /Invalid route path/,
      );
    },
  );

  it('refuses roles on a route anyone may call', () => {
    expect(() =>
      defineRoute({ name: 'x', owner: 'classes', method: 'GET', path: '/x', access: 'public', roles: ['admin'] }),
    ).toThrow(/roles need a signed-in access/);
  });

  it('names each route of a list by its key and gives it the list owner', () => {
    const routes = defineRoutes('classes', {
      getClassDetail: { method: 'GET', path: '/classes/:id/detail', access: 'public' },
    });
    expect(routes.getClassDetail).toMatchObject({
      name: 'getClassDetail',
      owner: 'classes',
      path: '/classes/:id/detail',
    });
  });
});

describe('routePath', () => {
  const route = defineRoute({
    name: 'x',
    owner: 'identity',
    method: 'GET',
    path: '/users/:kind/:email',
    access: 'self',
    response: responseOf<{ admin: boolean }>(),
  });

  it('fills each parameter, URL-encoded', () => {
    const params: RouteParams<typeof route> = { kind: 'admin', email: 'a b@x.io' };
    expect(routePath(route, params)).toBe('/users/admin/a%20b%40x.io');
  });

  it('carries the answer and body types for clients', () => {
    const answer: RouteResponse<typeof route> = { admin: true };
    const body: RouteBody<typeof route> = undefined;
    expect([answer, body]).toEqual([{ admin: true }, undefined]);
  });

  it("types a schema-declared answer as the schema's output", () => {
    const { getFlags } = defineRoutes('identity', {
      getFlags: { method: 'GET', path: '/flags', access: 'self', response: z.object({ admin: z.boolean() }) },
    });
    const answer: RouteResponse<typeof getFlags> = { admin: false };
    // @ts-expect-error: the schema says admin is a boolean
    const wrong: RouteResponse<typeof getFlags> = { admin: 'no' };
    expect([answer, wrong, getFlags.response.safeParse(answer).success]).toEqual([
      { admin: false },
      { admin: 'no' },
      true,
    ]);
  });
});

describe('route prefixes', () => {
  const prefix = defineRoutePrefix('identity', '/media/users/*');

  it('covers the paths below it, not the prefix itself', () => {
    expect(isUnderPrefix({ path: '/media/users/:file' }, prefix)).toBe(true);
    expect(isUnderPrefix({ path: '/media/users' }, prefix)).toBe(false);
    expect(isUnderPrefix({ path: '/media/usersx' }, prefix)).toBe(false);
  });

  it.each(['/auth', '/auth/', 'auth/*'])('refuses %s', (path) => {
    expect(() => defineRoutePrefix('identity', path)).toThrow(/Invalid route prefix/);
  });
});

describe('routeGuard', () => {
  it.each([
    [{ access: 'public' }, { signedIn: false, roles: [] }],
    [{ access: 'session' }, { signedIn: false, roles: [] }],
    [{ access: 'self' }, { signedIn: true, roles: [] }],
    [
      { access: 'self', roles: ['student'] },
      { signedIn: true, roles: ['student'] },
    ],
    [{ access: 'admin' }, { signedIn: true, roles: ['admin'] }],
    [{ access: 'instructor-or-admin' }, { signedIn: true, roles: ['instructor', 'admin'] }],
  ] as const)('guards %j as %j', (route, guard) => {
    expect(routeGuard(route)).toEqual(guard);
  });
});

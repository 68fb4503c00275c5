import { describe, expect, it } from '@jest/globals';
import { PLATFORM_ROUTES, ROUTE_TABLE, SPEC_ROUTES, type ApiRoute } from './route-table.js';

/**
 * The calls of docs/product.md#api, written out as the product writes them ({param} placeholders), each with its owner
 * from docs/architecture.md#ownership. The three calls the first version left without a path use the paths ClassHub
 * gave them.
 */
const SPEC_CALLS: ReadonlyArray<readonly [string, ApiRoute['service']]> = [
  ['POST /jwt', 'identity'],
  ['GET /users/admin/{userEmail}', 'identity'],
  ['GET /users/instructor/{userEmail}', 'identity'],
  ['GET /userprofile/{userEmail}', 'identity'],
  ['GET /getprofileinfo/{id}', 'identity'],
  ['PUT /updateprofile/{id}', 'identity'],
  ['POST /users', 'identity'],
  ['GET /users', 'identity'],
  ['PATCH /users/admin/{id}', 'identity'],
  ['PATCH /users/instructor/{id}', 'identity'],
  ['GET /approvedclass', 'classes'],
  ['GET /classes', 'classes'],
  ['GET /classes/{userEmail}', 'classes'],
  ['POST /classes', 'classes'],
  ['PATCH /classe/approved/{id}', 'classes'],
  ['PATCH /classe/denied/{id}', 'classes'],
  ['PUT /feedback/{id}', 'classes'],
  ['PUT /updateClass/{classId}', 'classes'],
  ['GET /popularclass', 'classes'],
  ['GET /popularinstructors', 'identity'],
  ['GET /instructors', 'identity'],
  ['POST /selected', 'payments'],
  ['GET /selected/{userEmail}', 'payments'],
  ['GET /select/{id}', 'payments'],
  ['DELETE /selected/{id}', 'payments'],
  ['POST /create-payment-intent', 'payments'],
  ['POST /payment', 'payments'],
  ['GET /payment', 'payments'],
  ['GET /instructorpayment', 'payments'],
  ['GET /allpayment', 'payments'],
];

/** `GET /users/admin/{userEmail}` and `GET /users/admin/:email` are the same route: parameter names do not matter. */
function shape(method: string, path: string): string {
  return `${method} ${path.replace(/\{[^}]+\}|:[^/]+/g, ':param')}`;
}

const owners = (routes: readonly ApiRoute[]) =>
  new Map(routes.map((route) => [shape(route.method, route.path), route.service]));

describe('route table', () => {
  it('has exactly the product calls (docs/product.md#api) as its spec rows', () => {
    const expected = SPEC_CALLS.map(([call]) => shape(...(call.split(' ') as [string, string]))).sort();
    expect([...owners(SPEC_ROUTES).keys()].sort()).toEqual(expected);
  });

  it.each(SPEC_CALLS)('sends %s to %s', (call, owner) => {
    const [method, path] = call.split(' ') as [string, string];
    expect(owners(ROUTE_TABLE).get(shape(method, path))).toBe(owner);
  });

  it.each([
    ['ANY /auth/*', 'identity'],
    ['GET /.well-known/jwks.json', 'identity'],
    ['ANY /media/users/*', 'identity'],
    ['POST /media/users', 'identity'],
    ['ANY /media/classes/*', 'classes'],
    ['POST /media/classes', 'classes'],
    ['GET /classes/:param/detail', 'classes'],
    ['GET /payment-config', 'payments'],
    ['POST /test-provider/confirm', 'payments'],
    ['POST /contact', 'identity'],
    ['GET /contact-messages', 'identity'],
    ['PATCH /contact-messages/:param', 'identity'],
    ['ANY /webhooks/*', 'payments'],
  ])('adds the platform path %s for %s', (row, owner) => {
    expect(owners(PLATFORM_ROUTES).get(row)).toBe(owner);
  });

  it('leaves out the routes the gateway answers itself', () => {
    expect(owners(ROUTE_TABLE).has(shape('GET', '/live/seats'))).toBe(false);
  });

  it('has no row twice', () => {
    const shapes = ROUTE_TABLE.map((route) => shape(route.method, route.path));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('writes every path from / and uses a trailing /* only on ANY rows', () => {
    for (const route of ROUTE_TABLE) {
      expect(route.path.startsWith('/')).toBe(true);
      expect(route.path.startsWith('/api/')).toBe(false);
      expect(route.path.endsWith('/*')).toBe(route.method === 'ANY');
    }
  });
});

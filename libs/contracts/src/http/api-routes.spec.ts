import { describe, expect, it } from '@jest/globals';
import { SERVICE_NAMES } from '../services.js';
import { API_ROUTES, forwardedRoutes, ROUTE_PREFIXES, ROUTES, routesOwnedBy } from './api-routes.js';
import { isUnderPrefix } from './route-definition.js';

// `/users/admin/:id` and `/users/admin/:email` are one path to a router.
const shape = (method: string, path: string) => `${method} ${path.replace(/:\w+/g, ':')}`;

describe('API_ROUTES', () => {
  it('names every route once', () => {
    expect(new Set(API_ROUTES.map((route) => route.name)).size).toBe(API_ROUTES.length);
    expect(Object.keys(ROUTES)).toHaveLength(API_ROUTES.length);
  });

  it('declares each method and path once', () => {
    const shapes = API_ROUTES.map((route) => shape(route.method, route.path));
    expect(shapes.filter((call, index) => shapes.indexOf(call) !== index)).toEqual([]);
  });

  it('gives each service its routes', () => {
    expect(SERVICE_NAMES.map((service) => routesOwnedBy(service).length > 0)).toEqual(SERVICE_NAMES.map(() => true));
  });

  it('keeps the routes the gateway answers itself out of the forwarded ones', () => {
    expect(routesOwnedBy('gateway').map((route) => route.name)).toEqual(['streamLiveSeats']);
    expect(forwardedRoutes().map((route) => route.name)).not.toContain('streamLiveSeats');
    expect(forwardedRoutes()).toHaveLength(API_ROUTES.length - routesOwnedBy('gateway').length);
  });

  it('gives a route under a prefix the prefix owner, and each prefix at least one route', () => {
    for (const prefix of ROUTE_PREFIXES) {
      const under = API_ROUTES.filter((route) => isUnderPrefix(route, prefix));
      expect({
        prefix: prefix.path,
        routes: under.length > 0,
        owners: [...new Set(under.map((route) => route.owner))],
      }).toEqual({
        prefix: prefix.path,
        routes: true,
        owners: [prefix.owner],
      });
    }
  });

  it('keeps the paths of the public contract', () => {
    expect(ROUTES.createPaymentIntent).toMatchObject({
      method: 'POST',
      path: '/create-payment-intent',
      owner: 'payments',
      spec: true,
    });
    expect(ROUTES.updateClassSeats).toMatchObject({ method: 'PUT', path: '/updateClass/:id', owner: 'classes' });
    expect(API_ROUTES.filter((route) => route.spec)).toHaveLength(30);
  });
});

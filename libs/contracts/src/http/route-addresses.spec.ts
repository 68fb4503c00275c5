import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { ROUTES } from './api-routes.js';
import { ROUTE_ADDRESSES } from './route-addresses.js';
import { ROUTE_ADDRESSES_FILE, routeAddressesFile } from './route-addresses-file.js';

describe('route-addresses.ts is generated', () => {
  it('is what the declarations give (run `npx nx run @classhub/contracts:route-addresses` after changing a route)', () => {
    expect(readFileSync(ROUTE_ADDRESSES_FILE, 'utf8')).toBe(routeAddressesFile(ROUTES));
  });

  it('names every declared route with its method and path', () => {
    const declared = Object.fromEntries(
      Object.entries(ROUTES).map(([name, { method, path }]) => [name, { method, path }]),
    );
    expect(ROUTE_ADDRESSES).toEqual(declared);
  });
});

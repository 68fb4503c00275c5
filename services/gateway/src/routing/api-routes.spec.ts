import { describe, expect, it } from '@jest/globals';
import { ApiRoutes, MAX_PARAM_LENGTH } from './api-routes.js';

describe('ApiRoutes', () => {
  const routes = new ApiRoutes();

  it('finds the row of a spec call by method and path, whatever the query', () => {
    expect(routes.match('GET', '/api/approvedclass?sort=price')).toMatchObject({
      path: '/approvedclass',
      service: 'classes',
    });
    expect(routes.match('POST', '/api/create-payment-intent')).toMatchObject({ service: 'payments' });
    expect(routes.match('GET', '/api/userprofile/a%40b.test')).toMatchObject({
      path: '/userprofile/:email',
      service: 'identity',
    });
  });

  it('answers HEAD with the GET row, every method with an ANY prefix row, and nothing else', () => {
    expect(routes.match('HEAD', '/api/approvedclass')).toMatchObject({ path: '/approvedclass' });
    expect(routes.match('OPTIONS', '/api/auth/refresh')).toMatchObject({ path: '/auth/*', service: 'identity' });
    expect(routes.match('DELETE', '/api/approvedclass')).toBeUndefined();
    expect(routes.match('GET', '/api/nothing')).toBeUndefined();
    expect(routes.match('PROPFIND', '/api/approvedclass')).toBeUndefined();
  });

  it('matches no parameter longer than the limit, as Fastify did (the API then answers its JSON 404)', () => {
    expect(routes.match('GET', `/api/userprofile/${'a'.repeat(MAX_PARAM_LENGTH)}`)).toBeDefined();
    expect(routes.match('GET', `/api/userprofile/${'a'.repeat(MAX_PARAM_LENGTH + 1)}`)).toBeUndefined();
  });
});

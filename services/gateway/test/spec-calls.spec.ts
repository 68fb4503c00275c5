import type { ServiceName } from '@classhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { startGateway, type RunningGateway } from './support/gateway.js';

/** Every call of docs/product.md#api as the browser makes it (below /api), and the service that must answer it. */
const CALLS: ReadonlyArray<readonly [string, string, ServiceName]> = [
  ['POST', '/jwt', 'identity'],
  ['GET', '/users/admin/ada%40example.com', 'identity'],
  ['GET', '/users/instructor/ada%40example.com', 'identity'],
  ['GET', '/userprofile/ada@example.com', 'identity'],
  ['GET', '/getprofileinfo/64f0c0ffee', 'identity'],
  ['PUT', '/updateprofile/64f0c0ffee', 'identity'],
  ['POST', '/users', 'identity'],
  ['GET', '/users', 'identity'],
  ['PATCH', '/users/admin/64f0c0ffee', 'identity'],
  ['PATCH', '/users/instructor/64f0c0ffee', 'identity'],
  ['GET', '/instructors', 'identity'],
  ['GET', '/popularinstructors', 'identity'],
  ['GET', '/approvedclass', 'classes'],
  ['GET', '/classes', 'classes'],
  ['GET', '/classes/grace@example.com', 'classes'],
  ['POST', '/classes', 'classes'],
  ['PATCH', '/classe/approved/c1', 'classes'],
  ['PATCH', '/classe/denied/c1', 'classes'],
  ['PUT', '/feedback/c1', 'classes'],
  ['PUT', '/updateClass/c1', 'classes'],
  ['GET', '/popularclass', 'classes'],
  ['POST', '/selected', 'payments'],
  ['GET', '/selected/ada@example.com', 'payments'],
  ['GET', '/select/s1', 'payments'],
  ['DELETE', '/selected/s1', 'payments'],
  ['POST', '/create-payment-intent', 'payments'],
  ['POST', '/payment', 'payments'],
  ['GET', '/payment?email=ada%40example.com', 'payments'],
  ['GET', '/instructorpayment?name=Grace%20Hopper', 'payments'],
  ['GET', '/allpayment', 'payments'],
  // ClassHub's own paths.
  ['POST', '/auth/login', 'identity'],
  ['GET', '/auth/google/callback?code=abc&state=xyz', 'identity'],
  ['GET', '/.well-known/jwks.json', 'identity'],
  ['GET', '/media/users/avatar.png', 'identity'],
  ['GET', '/media/classes/yoga.webp', 'classes'],
  ['POST', '/webhooks/stripe', 'payments'],
];

describe('every spec call reaches its owner', () => {
  const upstreams = {} as Record<ServiceName, FakeUpstream>;
  let gateway: RunningGateway;

  beforeAll(async () => {
    for (const name of ['identity', 'classes', 'payments'] as const) upstreams[name] = await startFakeUpstream(name);
    gateway = await startGateway({
      IDENTITY_URL: upstreams.identity.url,
      CLASSES_URL: upstreams.classes.url,
      PAYMENTS_URL: upstreams.payments.url,
    });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
  });

  it.each(CALLS)('%s /api%s → %s', async (method, path, owner) => {
    const hasBody = !['GET', 'DELETE'].includes(method);
    const response = await fetch(`${gateway.url}/api${path}`, {
      method,
      ...(hasBody && { headers: { 'content-type': 'application/json' }, body: '{}' }),
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ service: owner, method, url: path });
  });
});

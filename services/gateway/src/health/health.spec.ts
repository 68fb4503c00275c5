import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { closedPortUrl, startFakeUpstream, type FakeUpstream } from '../../test/support/fake-upstream.js';
import { startGateway } from '../../test/support/gateway.js';
import { checkServices } from './health.js';

const answering =
  (status: number, body: object = {}) =>
  (_request: unknown, response: import('node:http').ServerResponse): void => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

describe('GET /health', () => {
  let up: FakeUpstream;
  let failing: FakeUpstream;

  beforeAll(async () => {
    up = await startFakeUpstream('up', answering(200));
    failing = await startFakeUpstream('failing', answering(503));
  });

  afterAll(async () => {
    await up.close();
    await failing.close();
  });

  it('answers 200 ok when every service is up, asking each for its /health', async () => {
    const gateway = await startGateway({
      IDENTITY_URL: up.url,
      CLASSES_URL: up.url,
      PAYMENTS_URL: up.url,
      NOTIFICATIONS_URL: up.url,
    });
    try {
      const response = await fetch(`${gateway.url}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ok',
        services: { identity: 'up', classes: 'up', payments: 'up', notifications: 'up' },
      });
      expect(up.requests.map((request) => request.url)).toEqual(['/health', '/health', '/health', '/health']);
    } finally {
      await gateway.close();
    }
  });

  it('answers 503 degraded naming each service that is down or unhealthy', async () => {
    const gateway = await startGateway({
      IDENTITY_URL: up.url,
      CLASSES_URL: failing.url,
      PAYMENTS_URL: await closedPortUrl(),
      NOTIFICATIONS_URL: up.url,
    });
    try {
      const response = await fetch(`${gateway.url}/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'degraded',
        services: { identity: 'up', classes: 'down', payments: 'down', notifications: 'up' },
      });
    } finally {
      await gateway.close();
    }
  });

  it('names a service whose database pool is saturated as saturated, not down', async () => {
    const busy = await startFakeUpstream(
      'busy',
      answering(503, { status: 'busy', service: 'classes', checks: { database: 'saturated', nats: 'up' } }),
    );
    const gateway = await startGateway({
      IDENTITY_URL: up.url,
      CLASSES_URL: busy.url,
      PAYMENTS_URL: up.url,
      NOTIFICATIONS_URL: up.url,
    });
    try {
      const response = await fetch(`${gateway.url}/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'degraded',
        services: { identity: 'up', classes: 'saturated', payments: 'up', notifications: 'up' },
      });
    } finally {
      await gateway.close();
      await busy.close();
    }
  });
});

describe('checkServices', () => {
  it('counts a service that does not answer in time as down, without waiting for it', async () => {
    const silent = await startFakeUpstream('silent', () => {
      // Never answers.
    });
    const up = await startFakeUpstream('up', answering(200));
    try {
      const started = performance.now();
      const health = await checkServices(
        { identity: up.url, classes: silent.url, payments: up.url, notifications: up.url },
        200,
      );
      expect(health).toEqual({
        status: 'degraded',
        services: { identity: 'up', classes: 'down', payments: 'up', notifications: 'up' },
      });
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      await silent.close();
      await up.close();
    }
  });
});

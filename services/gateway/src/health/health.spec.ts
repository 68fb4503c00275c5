import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { closedPortUrl, startFakeUpstream, type FakeUpstream } from '../../test/support/fake-upstream.js';
import { startGateway } from '../../test/support/gateway.js';
import { until } from '../../test/support/until.js';
import { buildApp } from '../app.js';
import { loadGatewayConfig } from '../config/gateway.config.js';
import { Draining } from '../edge/draining.js';

const answering =
  (status: number, body: object = {}) =>
  (_request: unknown, response: ServerResponse): void => {
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

  it('answers 200 ok when every service is up, having asked each replica for its /health', async () => {
    const gateway = await startGateway({
      IDENTITY_URL: up.url,
      CLASSES_URL: up.url,
      PAYMENTS_URL: up.url,
      NOTIFICATIONS_URL: up.url,
    });
    try {
      // A first check slower than its timeout (a loaded machine) counts as down until the next one answers.
      let response = await fetch(`${gateway.url}/health`);
      await until('every service is up', async () => {
        if (response.status !== 200) response = await fetch(`${gateway.url}/health`);
        return response.status === 200;
      });
      expect(await response.json()).toEqual({
        status: 'ok',
        services: { identity: 'up', classes: 'up', payments: 'up', notifications: 'up' },
        replicas: {
          identity: { [up.url]: 'up' },
          classes: { [up.url]: 'up' },
          payments: { [up.url]: 'up' },
          notifications: { [up.url]: 'up' },
        },
      });
      expect(up.healthChecks.length).toBeGreaterThan(0);
    } finally {
      await gateway.close();
    }
  });

  it('answers 503 degraded naming each service that has no replica up, and each replica', async () => {
    const closed = await closedPortUrl();
    const gateway = await startGateway({
      IDENTITY_URL: `${up.url},${failing.url}`,
      CLASSES_URL: failing.url,
      PAYMENTS_URL: closed,
      NOTIFICATIONS_URL: up.url,
    });
    try {
      const response = await fetch(`${gateway.url}/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'degraded',
        services: { identity: 'up', classes: 'down', payments: 'down', notifications: 'up' },
        replicas: {
          identity: { [up.url]: 'up', [failing.url]: 'down' },
          classes: { [failing.url]: 'down' },
          payments: { [closed]: 'down' },
          notifications: { [up.url]: 'up' },
        },
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
      expect(await response.json()).toMatchObject({
        status: 'degraded',
        services: { identity: 'up', classes: 'saturated', payments: 'up', notifications: 'up' },
      });
    } finally {
      await gateway.close();
      await busy.close();
    }
  });
});

describe('GET /health while the gateway drains', () => {
  it('answers 503 draining, while calls are still forwarded, each answer closing its connection', async () => {
    const classes = await startFakeUpstream('classes', answering(200, { ok: true }));
    const draining = new Draining();
    const app = buildApp(
      loadGatewayConfig({ LOG_LEVEL: 'silent', CLASSES_URL: classes.url }),
      undefined,
      undefined,
      draining,
    );
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      expect(await (await fetch(`${url}/health`)).json()).toHaveProperty('services');
      // Ready whatever the services' state (identity and the others are not running here).
      const ready = await fetch(`${url}/health/ready`);
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
      draining.start();
      const notReady = await fetch(`${url}/health/ready`);
      expect([notReady.status, await notReady.json()]).toEqual([503, { status: 'draining' }]);
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'draining' });
      // Forwarded calls are answered on the HTTP server, before Fastify (so not through inject).
      const call = await fetch(`${url}/api/approvedclass`);
      expect(call.status).toBe(200);
      expect(call.headers.get('connection')).toBe('close');
      expect(health.headers.get('connection')).toBe('close');
    } finally {
      await app.close();
      await classes.close();
    }
  });
});

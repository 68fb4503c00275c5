import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { startFakeUpstream, type FakeUpstream } from '../../test/support/fake-upstream.js';
import { buildApp } from '../app.js';
import { loadGatewayConfig } from '../config/gateway.config.js';
import { gatewayMetrics, type GatewayMetrics } from './gateway-metrics.js';

/** Every answer the gateway gives is counted through its edge, forwarded or its own, by route template. */
describe('the gateway’s HTTP metrics', () => {
  let classes: FakeUpstream;
  let app: FastifyInstance;
  let url: string;
  const metrics: GatewayMetrics = gatewayMetrics(undefined);

  beforeAll(async () => {
    classes = await startFakeUpstream('classes', (request, response) => {
      response.writeHead(request.url.endsWith('/gone') ? 404 : 200, { 'content-type': 'application/json' });
      response.end('{}');
    });
    app = buildApp(loadGatewayConfig({ LOG_LEVEL: 'silent', CLASSES_URL: classes.url }), undefined, metrics);
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await classes.close();
  });

  // GET /classes/:email is the declared route (an instructor's classes); unknown API paths fall to Fastify's `/api/*`.
  it('labels a forwarded call with its API route template, and unknown API paths with one label', async () => {
    for (const path of ['/api/classes/a1', '/api/classes/b2', '/api/classes/gone', '/api/no-such-thing/x'])
      await (await fetch(`${url}${path}`)).arrayBuffer();
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/classes/:email",status="200",service="gateway"} 2',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/classes/:email",status="404",service="gateway"} 1',
    );
    expect(text).toContain('http_requests_total{method="GET",route="/api/*",status="404",service="gateway"} 1');
    expect(text).not.toContain('a1');
  });
});

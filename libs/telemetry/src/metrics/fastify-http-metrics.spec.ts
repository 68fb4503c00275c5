import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { createMetricsRegistry } from './registry.js';
import { addHttpMetrics } from './fastify-http-metrics.js';
import { serveMetrics, type MetricsServer } from './metrics-server.js';

describe('HTTP metrics of a Fastify app, served on a port of their own', () => {
  const registry = createMetricsRegistry('probe');
  let app: FastifyInstance;
  let metrics: MetricsServer;
  let base: string;

  beforeAll(async () => {
    app = Fastify();
    addHttpMetrics(app, registry);
    app.get('/classes/:id', async (request, reply) =>
      (request.params as { id: string }).id === 'gone' ? reply.code(404).send({ message: 'No such class' }) : {},
    );
    // Over a socket, as Prometheus and browsers reach it (light-my-request's inject does not load under jest's ESM).
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    metrics = await serveMetrics(registry, 0, '127.0.0.1');
  });

  afterAll(async () => {
    await app.close();
    await metrics.close();
  });

  it('counts answers by route template and status, and puts unknown paths under one label', async () => {
    await fetch(`${base}/classes/1`);
    await fetch(`${base}/classes/2`);
    await fetch(`${base}/classes/gone`);
    await fetch(`${base}/wp-admin/setup.php`);
    const text = await (await fetch(metrics.url)).text();
    expect(text).toContain('http_requests_total{method="GET",route="/classes/:id",status="200",service="probe"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="/classes/:id",status="404",service="probe"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404",service="probe"} 1');
    expect(text).toContain('http_request_duration_seconds_count{service="probe",method="GET",route="/classes/:id"} 3');
    expect(text).not.toContain('wp-admin');
  });

  it('exports the process figures: event-loop lag, heap and GC', async () => {
    const text = await (await fetch(metrics.url)).text();
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
    ])
      expect(text).toContain(name);
  });

  it('answers nothing but GET /metrics', async () => {
    expect((await fetch(metrics.url.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metrics.url, { method: 'POST' })).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Global, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { request } from 'node:http';
import { createServiceApp, listenOnLoopback } from '../src/bootstrap/create-service-app.js';
import { SERVICE_CONFIG } from '../src/config/config.tokens.js';
import { PG_POOL } from '../src/database/database.tokens.js';
import { HealthModule } from '../src/health/health.module.js';
import { HealthService } from '../src/health/health.service.js';
import { NATS_CONNECTION } from '../src/nats/nats.tokens.js';

@Global()
@Module({
  providers: [
    { provide: SERVICE_CONFIG, useValue: { SERVICE_NAME: 'things' } },
    { provide: PG_POOL, useValue: { waitingCount: 0, idleCount: 1, query: async () => ({ rows: [] }) } },
    { provide: NATS_CONNECTION, useValue: { isClosed: () => false, flush: async () => undefined } },
  ],
  exports: [SERVICE_CONFIG, PG_POOL, NATS_CONNECTION],
})
class FakeDependencies {}

@Module({ imports: [FakeDependencies, HealthModule] })
class ThingsModule {}

describe('a draining service', () => {
  let app: NestFastifyApplication;
  let url: string;

  beforeAll(async () => {
    app = await createServiceApp(ThingsModule, { logs: false });
    url = await listenOnLoopback(app);
  });

  afterAll(async () => {
    await app.close();
  });

  // node:http, not fetch: the Connection header is what is checked.
  const get = (path: string) =>
    new Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => unknown }>((resolve, reject) => {
      request(`${url}${path}`, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, json: () => JSON.parse(body) }),
        );
      })
        .on('error', reject)
        .end();
    });

  const health = () => get('/health');

  it('keeps connections open and reports ok and ready before it is told to stop', async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).not.toBe('close');
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers /health 503 "draining" and closes each connection after its answer once told to stop', async () => {
    app.get(HealthService).startDraining();
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'draining', service: 'things' });
    expect(response.headers.connection).toBe('close');
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
  });
});

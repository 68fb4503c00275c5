import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, Param } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { PassThrough } from 'node:stream';
import { createServiceApp, ErrorResponseFilter, listenOnLoopback, loggingModule, type ServiceApp } from '../src/index.js';

const lines: Array<Record<string, unknown>> = [];
const destination = new PassThrough();
destination.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
});

@Controller()
class ThingsController {
  @Get('things/:id')
  thing(@Param('id') id: string) {
    return { id };
  }

  @Get('broken')
  broken(): never {
    throw new Error('a bug');
  }

  @Get('health')
  health() {
    return { ok: true };
  }
}

@Module({
  imports: [loggingModule({ service: 'things', level: 'info', destination })],
  controllers: [ThingsController],
  providers: [{ provide: APP_FILTER, useClass: ErrorResponseFilter }],
})
class ThingsModule {}

describe('request logging', () => {
  let app: ServiceApp;
  let baseUrl: string;

  beforeAll(async () => {
    app = await createServiceApp(ThingsModule);
    baseUrl = await listenOnLoopback(app);
  });

  afterAll(async () => {
    await app.close();
  });

  /** The lines of one request, once pino has written them (it writes after the answer). */
  async function linesOf(requestId: string): Promise<Array<Record<string, unknown>>> {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return lines.filter((line) => line.requestId === requestId);
  }

  it("writes one line per request with the gateway's request id, method, URL, status and time", async () => {
    const response = await fetch(`${baseUrl}/things/42`, { headers: { 'x-request-id': 'req-42', authorization: 'Bearer secret' } });
    expect(response.status).toBe(200);

    const logged = await linesOf('req-42');
    expect(logged).toEqual([
      expect.objectContaining({ service: 'things', msg: 'request completed', req: { method: 'GET', url: '/things/42' }, res: { statusCode: 200 }, responseTime: expect.any(Number) }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('secret');
  });

  it("logs an unhandled error with the request's id, then the request's line with its 500", async () => {
    const response = await fetch(`${baseUrl}/broken`, { headers: { 'x-request-id': 'req-broken' } });
    expect(response.status).toBe(500);

    const logged = await linesOf('req-broken');
    expect(logged.map((line) => [line.msg, (line.res as { statusCode?: number } | undefined)?.statusCode])).toEqual([
      ['Unhandled error', undefined],
      ['request completed', 500],
    ]);
    expect(logged[0]?.err).toMatchObject({ message: 'a bug' });
  });

  it('writes no line for health probes', async () => {
    await fetch(`${baseUrl}/health`, { headers: { 'x-request-id': 'probe-1' } });
    expect(await linesOf('probe-1')).toEqual([]);
  });
});

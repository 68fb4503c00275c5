import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, Param } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { PassThrough } from 'node:stream';
import {
  createServiceApp,
  ErrorResponseFilter,
  listenOnLoopback,
  loggingModule,
  type ServiceApp,
} from '../src/index.js';

const lines: Array<Record<string, unknown>> = [];
const destination = new PassThrough();
destination.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n').filter(Boolean))
    lines.push(JSON.parse(line) as Record<string, unknown>);
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

  /** The lines of one request once `count` of them are written (pino writes after the answer has left). */
  async function linesOf(requestId: string, count: number): Promise<Array<Record<string, unknown>>> {
    const of = () => lines.filter((line) => line.requestId === requestId);
    for (const deadline = Date.now() + 5000; of().length < count && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return of();
  }

  it("writes one line per request with the gateway's request id, method, URL, status and time", async () => {
    const response = await fetch(`${baseUrl}/things/42`, {
      headers: { 'x-request-id': 'req-42', authorization: 'Bearer secret' },
    });
    expect(response.status).toBe(200);

    const logged = await linesOf('req-42', 1);
    expect(logged).toEqual([
      expect.objectContaining({
        service: 'things',
        msg: 'request completed',
        req: { method: 'GET', url: '/things/42' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('secret');
  });

  it('writes a token sent in the query string as redacted', async () => {
    await fetch(`${baseUrl}/things/42?access_token=eyJ.leaked&page=2`, { headers: { 'x-request-id': 'req-query' } });

    const logged = await linesOf('req-query', 1);
    expect(logged[0]).toMatchObject({ req: { url: '/things/42?access_token=[redacted]&page=2' } });
    expect(JSON.stringify(logged)).not.toContain('leaked');
  });

  it("logs an unhandled error with the request's id, then the request's line with its 500", async () => {
    const response = await fetch(`${baseUrl}/broken`, { headers: { 'x-request-id': 'req-broken' } });
    expect(response.status).toBe(500);

    const logged = await linesOf('req-broken', 2);
    expect(logged.map((line) => [line.msg, (line.res as { statusCode?: number } | undefined)?.statusCode])).toEqual([
      ['Unhandled error', undefined],
      ['request completed', 500],
    ]);
    expect(logged[0]?.err).toMatchObject({ message: 'a bug' });
  });

  it('writes no line for health probes', async () => {
    await fetch(`${baseUrl}/health`, { headers: { 'x-request-id': 'probe-1' } });
    // A request after the probe: once its line is written, the probe's would have been too.
    await fetch(`${baseUrl}/things/1`, { headers: { 'x-request-id': 'after-probe' } });
    expect(await linesOf('after-probe', 1)).toHaveLength(1);
    expect(lines.filter((line) => line.requestId === 'probe-1')).toEqual([]);
  });
});

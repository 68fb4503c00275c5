import { describe, expect, it, jest } from '@jest/globals';
import Fastify, { LogController } from 'fastify';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { deferredChildLogger } from './request-logger.js';

function loggedApp() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, stream);
  const childOfRoot = jest.spyOn(logger, 'child');
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: deferredChildLogger,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.warn({ service: 'classes' }, 'classes service unavailable');
    return { ok: true };
  });
  return { app, lines, childOfRoot };
}

describe('deferred request loggers', () => {
  it('writes what a request logs with its request id', async () => {
    const { app, lines } = loggedApp();
    const response = await app.inject({ method: 'GET', url: '/warns', headers: { 'x-request-id': 'r-1' } });
    await app.close();

    expect(response.statusCode).toBe(200);
    const warning = lines.find((line) => line.msg === 'classes service unavailable');
    expect(warning).toMatchObject({ level: 40, service: 'classes', reqId: expect.any(String) });
  });

  it('makes no child logger for a request that logs nothing', async () => {
    const { app, childOfRoot } = loggedApp();
    await app.ready();
    childOfRoot.mockClear();
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/quiet' });
    const childrenForQuietRequests = childOfRoot.mock.calls.length;
    await app.inject({ method: 'GET', url: '/warns' });
    await app.close();

    expect(childrenForQuietRequests).toBe(0);
    expect(childOfRoot).toHaveBeenCalledTimes(1);
  });
});

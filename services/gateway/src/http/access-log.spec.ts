import { describe, expect, it } from '@jest/globals';
import Fastify, { LogController } from 'fastify';
import { Writable } from 'node:stream';
import { addAccessLog } from './access-log.js';

function appWritingTo(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new LogController({ disableRequestLogging: true }) });
  addAccessLog(app);
  app.get('/api/approvedclass', async () => []);
  app.get('/health', async () => ({ status: 'ok' }));
  return app;
}

describe('access log', () => {
  it('writes one line per request with method, URL, status and time, and none for health probes', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appWritingTo(lines);
    await app.inject({ method: 'GET', url: '/api/approvedclass' });
    await app.inject({ method: 'GET', url: '/api/nothing' });
    await app.inject({ method: 'GET', url: '/health' });
    await app.close();

    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ req: { method: 'GET', url: '/api/approvedclass', remoteAddress: '127.0.0.1' }, res: { statusCode: 200 } });
    expect(requests[0]?.responseTime).toEqual(expect.any(Number));
    expect(requests[1]).toMatchObject({ req: { url: '/api/nothing' }, res: { statusCode: 404 } });
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});

import { request } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { boundShutdownDrain } from './shutdown.js';

describe('boundShutdownDrain', () => {
  it('closes, after the drain time, a connection whose request never finishes', async () => {
    const app = Fastify();
    boundShutdownDrain(app, 200);
    app.get('/stuck', () => new Promise(() => undefined));
    const url = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const clientClosed = new Promise<void>((resolve) => {
      const pending = request({ host: url.hostname, port: url.port, path: '/stuck' });
      pending.on('error', () => resolve());
      pending.on('close', () => resolve());
      pending.end();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Without the drain, close() would wait on the stuck request for ever (and this test time out).
    await app.close();
    await clientClosed;
    expect(app.server.listening).toBe(false);
  });
});

import type { FastifyInstance } from 'fastify';

/**
 * One line per answered request (Fastify's default writes two: one on arrival, one on completion). Writing log lines
 * is a large share of the gateway's work per request, and the arrival line says nothing the completion line does not.
 */
export function addAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    // Fastify's serializers turn the request and reply into method, URL, host, client address and status.
    if (request.url !== '/health') request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}

import { loggedUrl } from '@classhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';

/** The gateway's id of the call a request belongs to; the gateway's own access line carries the same. */
export function requestIdOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' ? id : undefined;
}

/**
 * One line per answered request (none for health probes): its request id, method, URL, status and time. Written from
 * plain values on a logger made once, in place of pino-http's middleware, which serialised every request's headers
 * into a child logger before the handler ran and cost the cart read 40 % of its throughput (decision 0025).
 */
export function addRequestLog(fastify: FastifyInstance): void {
  let log: Logger | undefined;
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.url !== '/health') {
      // The root logger exists once the logging module is set up, after the hooks are added. The line is made of plain
      // values, a credential in the URL's query already replaced (loggedUrl), so it skips the redaction paths.
      log ??= PinoLogger.root.child({}, { redact: [], serializers: { req: plain, res: plain } });
      log.info(
        {
          requestId: requestIdOf(request),
          req: { method: request.method, url: loggedUrl(request.url) },
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    done();
  });
}

function plain<T>(value: T): T {
  return value;
}

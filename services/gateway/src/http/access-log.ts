import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** One answered request, as its access line says it. */
export interface AccessLine {
  reqId: string;
  method: string;
  url: string;
  host: string;
  remoteAddress: string;
  remotePort: number | undefined;
  statusCode: number;
  /** Milliseconds from the request's arrival to its answer. */
  responseTime: number;
  /** The connection closed before the whole answer was sent. */
  aborted?: true;
}

/**
 * Writes access lines on a logger made once: the line is made from plain values, rather than by Fastify's request
 * and reply serializers on a per-request child logger, since writing log lines is a large share of the gateway's work
 * per request (decision 0025). The same line for the API's forwarded calls and for everything Fastify answers.
 */
export function accessLogOn(logger: FastifyBaseLogger): (line: AccessLine) => void {
  // Plain objects go out as they are; the request id is a field of the line, as on Fastify's own request lines.
  const log = logger.child({}, { serializers: { req: plain, res: plain } });
  return ({ reqId, method, url, host, remoteAddress, remotePort, statusCode, responseTime, aborted }) =>
    log.info({ reqId, req: { method, url, host, remoteAddress, remotePort }, res: { statusCode }, responseTime, ...(aborted && { aborted }) }, 'request completed');
}

/** One line per request Fastify answers (its default writes two: one on arrival, one on completion); none for /health. */
export function addAccessLog(app: FastifyInstance, write: (line: AccessLine) => void = accessLogOn(app.log)): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url !== '/health') {
      write({
        reqId: request.id,
        method: request.method,
        url: request.url,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      });
    }
    done();
  });
}

function plain<T>(value: T): T {
  return value;
}
